import { formSlug, isFieldShown, newFieldId, newFormField, type FormField } from './form.constants';

describe('formSlug (spec 001 §5)', () => {
  it.each([
    ['Volunteer Sign-up', 'volunteer-sign-up'],
    ['  Contact   us! ', 'contact-us'],
    ['Bénévoles & dons', 'benevoles-dons'],
    ['Ça va?', 'ca-va'],
    ['***', ''],
    ['a'.repeat(60), 'a'.repeat(50)],
    [`${'a'.repeat(49)} b`, 'a'.repeat(49)],
  ])('%s -> %s', (name, slug) => expect(formSlug(name)).toBe(slug));
});

describe('newFormField', () => {
  it('labels a new field "New {type} field" and gives a select two options', () => {
    expect(newFormField('email', 'f1')).toMatchObject({
      id: 'f1',
      type: 'email',
      label: 'New email field',
      required: false,
      options: null,
    });
    expect(newFormField('select', 'f2').options).toEqual(['Option 1', 'Option 2']);
  });

  it('makes ids that are not taken', () => {
    const values = [0.5, 0.5, 0.25];
    const random = () => values.shift() ?? 0.75;
    const first = newFieldId(new Set(), () => 0.5);
    expect(newFieldId(new Set([first]), random)).not.toBe(first);
    expect(first).toMatch(/^f[0-9a-z]{8}$/);
  });
});

describe('isFieldShown (conditions)', () => {
  const fields: FormField[] = [
    { id: 'kind', type: 'select', label: 'Kind', required: true, options: ['Car', 'Boat'] },
    { id: 'hull', type: 'text', label: 'Hull', required: true, showWhen: { fieldId: 'kind', equals: 'Boat' } },
    { id: 'trailer', type: 'checkbox', label: 'Trailer', required: false, showWhen: { fieldId: 'hull', equals: 'fibreglass' } },
    { id: 'agree', type: 'checkbox', label: 'Agree', required: false },
    { id: 'why', type: 'textarea', label: 'Why', required: false, showWhen: { fieldId: 'agree', equals: 'true' } },
  ];

  it('shows a field whose source has the answer, through a chain', () => {
    expect(isFieldShown(fields[1], fields, { kind: 'Boat' })).toBe(true);
    expect(isFieldShown(fields[1], fields, { kind: 'Car' })).toBe(false);
    expect(isFieldShown(fields[2], fields, { kind: 'Car', hull: 'fibreglass' })).toBe(false);
    expect(isFieldShown(fields[2], fields, { kind: 'Boat', hull: ' fibreglass ' })).toBe(true);
  });

  it('compares a checkbox as "true" or "false"', () => {
    expect(isFieldShown(fields[4], fields, { agree: true })).toBe(true);
    expect(isFieldShown(fields[4], fields, {})).toBe(false);
  });

  it('hides a field whose condition names no field, or loops', () => {
    const loop: FormField[] = [
      { id: 'a', type: 'text', label: 'A', required: false, showWhen: { fieldId: 'b', equals: 'x' } },
      { id: 'b', type: 'text', label: 'B', required: false, showWhen: { fieldId: 'a', equals: 'x' } },
    ];
    expect(isFieldShown(loop[0], loop, { a: 'x', b: 'x' })).toBe(false);
    expect(isFieldShown({ ...fields[1], showWhen: { fieldId: 'gone', equals: '' } }, fields, {})).toBe(false);
  });
});
