import { ValidationError } from 'yup';
import { isFieldMessage } from './field-message';
import { ALL_SCHEMAS } from './schemas';

/** Values of every wrong kind a client may send in place of a field. */
const HOSTILE = [
  null,
  {},
  [],
  [{}],
  [null],
  ['x'],
  0,
  -1,
  1e308,
  NaN,
  true,
  'NaN',
  'Infinity',
  '',
  ' ',
  'x'.repeat(100_000),
  '<script>',
  "'; drop table users;--",
  '\u0000',
  'ｅｘａｍｐｌｅ',
];

describe('every shared schema, fed hostile input', () => {
  for (const [name, schema] of Object.entries(ALL_SCHEMAS)) {
    it(`${name} only ever fails a rule, with a catalogue message`, () => {
      const fields = Object.keys(schema.fields);
      for (const value of HOSTILE) {
        const input = Object.fromEntries(fields.map((field) => [field, value]));
        try {
          schema.validateSync(input, { abortEarly: false, stripUnknown: true });
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
          for (const inner of (error as ValidationError).inner)
            expect([inner.path, isFieldMessage(inner.errors[0])]).toEqual([inner.path, true]);
        }
      }
    });
  }
});
