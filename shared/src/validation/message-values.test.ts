import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ValidationError } from 'yup';
import { catalogue } from '../i18n/en';
import { isFieldMessage } from './field-message';
import { ALL_SCHEMAS } from './schemas';

/** Values of the wrong kind, and values that fail the rules that put numbers or text into messages. */
const SENT = [null, {}, [], 7, -1, 1e308, true, '', ' ', 'x'.repeat(100_000), 'no such thing', '2999-01-01'];

const placeholders = (text: string): string[] =>
  parse(text)
    .filter((element: MessageFormatElement) => element.type !== TYPE.literal && element.type !== TYPE.pound)
    .map((element) => ('value' in element ? String(element.value) : ''));

describe('every refusal of a shared schema', () => {
  for (const [name, schema] of Object.entries(ALL_SCHEMAS)) {
    it(`${name} gives each message the values its English text needs`, () => {
      for (const value of SENT) {
        const input = Object.fromEntries(Object.keys(schema.fields).map((field) => [field, value]));
        try {
          schema.validateSync(input, { abortEarly: false, stripUnknown: true });
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          for (const inner of error.inner) {
            const problem = inner.errors[0] as unknown;
            if (!isFieldMessage(problem)) continue; // hostile-input.test.ts fails those
            const text = (catalogue as Record<string, string>)[problem.id];
            const missing =
              text === undefined ? ['(unknown id)'] : placeholders(text).filter((p) => !(p in (problem.values ?? {})));
            expect({ field: inner.path, id: problem.id, missing }).toEqual({ field: inner.path, id: problem.id, missing: [] });
          }
        }
      }
    });
  }
});
