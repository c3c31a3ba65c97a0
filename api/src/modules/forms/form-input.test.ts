import { AppError } from '../../core/errors';
import { formIdOf, parseFormInput } from './form-input';

const fields = [{ id: 'a', type: 'text', label: 'A' }];

function refusedFields(raw: unknown): string[] {
  try {
    parseFormInput(raw);
  } catch (error) {
    if (error instanceof AppError) return (error.details.fields ?? []).map((problem) => problem.field);
  }
  throw new Error('expected BAD_USER_INPUT');
}

describe('parseFormInput', () => {
  it('takes the notification address flat (GraphQL) or in settings (REST)', () => {
    expect(parseFormInput({ name: 'N', fields, notifyEmail: 'A@B.ca' }).settings).toEqual({ notifyEmail: 'a@b.ca' });
    expect(parseFormInput({ name: 'N', fields, settings: { notifyEmail: 'a@b.ca' } }).settings).toEqual({
      notifyEmail: 'a@b.ca',
    });
    expect(parseFormInput({ name: 'N', fields }).settings).toEqual({ notifyEmail: null });
  });

  it('names a refused address as the client sent it, and nested fields by their path', () => {
    expect(refusedFields({ name: 'N', fields, notifyEmail: 'x' })).toEqual(['notifyEmail']);
    expect(refusedFields({ name: 'N', fields, settings: { notifyEmail: 'x' } })).toEqual(['settings.notifyEmail']);
    expect(refusedFields({ name: 'N', fields: [...fields, { id: 'b', type: 'select', label: 'B' }] })).toEqual([
      'fields[1].options',
    ]);
  });
});

describe('formIdOf', () => {
  it('keeps whole numbers an integer column holds, and makes anything else 0 (found by nobody)', () => {
    expect([7, '7', '2147483647'].map(formIdOf)).toEqual([7, 7, 2147483647]);
    expect(['2147483648', '1.5', '-1', 'abc', '', undefined, '0x10'].map(formIdOf)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
