import { auditEventFilterSchema } from './audit.schema';

const fieldOf = (input: unknown): string | undefined => {
  try {
    auditEventFilterSchema.validateSync(input, { abortEarly: true });
    return undefined;
  } catch (error) {
    return (error as { path?: string }).path;
  }
};

describe('auditEventFilterSchema', () => {
  it('takes nothing: no filter, the default page', () => {
    expect(auditEventFilterSchema.validateSync({})).toEqual({
      entityType: undefined,
      action: undefined,
      actorId: null,
      actor: null,
      entityId: null,
      from: null,
      to: null,
    });
  });

  it('reads query strings: ids and dates', () => {
    const value = auditEventFilterSchema.validateSync({
      entityType: 'user',
      action: 'update',
      actorId: '7',
      from: '2026-11-01',
      to: '2026-11-30T23:59:59Z',
    });
    expect(value).toMatchObject({ entityType: 'user', action: 'update', actorId: 7 });
    expect(value.from).toBeInstanceOf(Date);
  });

  it.each([
    [{ entityType: 'spaceship' }, 'entityType'],
    [{ action: 'explode' }, 'action'],
    [{ actorId: 'abc' }, 'actorId'],
    [{ actorId: 0 }, 'actorId'],
    [{ from: 'yesterday-ish' }, 'from'],
    [{ from: '2026-11-02', to: '2026-11-01' }, 'to'],
    [{ entityId: 'x'.repeat(151) }, 'entityId'],
  ])('refuses %j naming %s', (input, field) => {
    expect(fieldOf(input)).toBe(field);
  });
});
