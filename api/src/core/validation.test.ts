import { number, object, string } from 'yup';
import { message } from '@vdp/shared/validation/message';
import { AppError } from './errors';
import { englishText, parseInput } from './validation';

const schema = object({
  notes: string().max(3, message('dealers.form.tooLong.notes')),
  operatingRadius: number().typeError(message('dealers.form.invalid.radius', { min: 1, max: 500 })),
});

function refusal(raw: unknown): AppError {
  try {
    parseInput(schema, raw);
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error('expected BAD_USER_INPUT');
}

describe('parseInput', () => {
  it('answers the typed value, without the fields the schema does not know', () => {
    expect(parseInput(schema, { notes: 'ab', operatingRadius: '7', isAdmin: true })).toEqual({ notes: 'ab', operatingRadius: 7 });
  });

  it('refuses with BAD_USER_INPUT naming each field with its English text', () => {
    const error = refusal({ notes: 'abcd', operatingRadius: 'far' });
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.details.fields).toEqual([
      { field: 'notes', message: 'Notes must be at most 3 characters' },
      { field: 'operatingRadius', message: 'Operating radius must be a whole number from 1 to 500' },
    ]);
  });

  it('takes anything but an object as an empty one', () => {
    expect(parseInput(schema, 'text')).toEqual({});
    expect(parseInput(schema, [1])).toEqual({});
  });
});

describe('englishText', () => {
  it('formats a shared message with its values, and leaves plain text as it is', () => {
    expect(englishText({ id: 'auth.password.tooShort', values: { min: 8 } })).toBe('Password must be at least 8 characters');
    expect(englishText('Already English')).toBe('Already English');
  });
});
