import { IntlMessageFormat } from 'intl-messageformat';
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { catalogue as english } from '@vdp/shared/i18n/en';
import { isFieldMessage } from '@vdp/shared/validation/field-message';
import { badInput, type FieldProblem } from './errors';

const formats = new Map<string, IntlMessageFormat>();

/** The English text of a shared validation message (the api answers in English). */
export function englishText(message: unknown): string {
  if (!isFieldMessage(message)) return String(message);
  const text = (english as Record<string, string>)[message.id];
  if (text === undefined) return message.id;
  let format = formats.get(message.id);
  if (!format) formats.set(message.id, (format = new IntlMessageFormat(text, 'en-CA')));
  return String(format.format(message.values ?? {}));
}

/** `specialties[2]` and `address.city` belong to the top-level field the client sent. */
const fieldOf = (path: string | undefined): string => (path ?? '').split(/[.[]/)[0] ?? '';

/** Every field's first problem, in the schema's order; `fullPaths`: named `fields[2].label` rather than `fields`. */
function problemsOf(error: ValidationError, fullPaths: boolean): FieldProblem[] {
  const problems = new Map<string, string>();
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const field = fullPaths ? (inner.path ?? '') : fieldOf(inner.path);
    if (!problems.has(field)) problems.set(field, englishText(inner.errors[0]));
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}

/**
 * A request's input checked against its form's shared schema (@vdp/shared/validation): both
 * doors call this, and the service receives the typed, normalised value. Anything but an object
 * counts as an empty one; unknown fields are dropped. Throws BAD_USER_INPUT naming every field: by
 * the top-level field the client sent, or with `fullPaths` by the path of each nested value (a
 * form builder marks the very field of a list that is wrong).
 */
export function parseInput<S extends AnySchema>(schema: S, raw: unknown, options: { fullPaths?: boolean } = {}): InferType<S> {
  const input = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  try {
    return schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw badInput(problemsOf(error, options.fullPaths ?? false));
    throw error;
  }
}
