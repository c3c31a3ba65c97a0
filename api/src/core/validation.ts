import { ValidationError, type AnyObjectSchema, type AnySchema, type InferType } from 'yup';
import { badInput, type FieldProblem } from './errors';
import { messageText } from './message-text';

/** The English text of a shared validation message (the api answers in English). */
export function englishText(message: unknown): string {
  return messageText(message, 'en');
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
  const unfit = screen(
    input,
    'fields' in schema ? new Set(Object.keys((schema as unknown as AnyObjectSchema).fields)) : undefined,
  );
  if (unfit.length > 0) throw badInput(unfit);
  try {
    return schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw badInput(problemsOf(error, options.fullPaths ?? false));
    throw error;
  }
}

/** Deeper than any form's value goes (a form's field's showWhen is 4 levels down), shallow enough for yup's recursive casts. */
const MAX_INPUT_DEPTH = 16;

/** Object.prototype's names: yup looks a key up in a plain object of fields, so `constructor` finds an inherited function. */
const INHERITED_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/** What PostgreSQL cannot store: NUL in text (the driver fails), a lone surrogate in jsonb (JSON.stringify escapes it, jsonb refuses it). */
// eslint-disable-next-line no-control-regex -- NUL is the very character to find
export const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Readies a client's value for yup and the database (issue 16 §2, found by fuzzing). Drops keys
 * named like Object.prototype's members at every level: yup fails on them with a TypeError
 * (`__proto__`, `constructor`; an own `toString` breaks its casts), and unknown fields are dropped
 * anyway. Returns a problem for each declared top-level field nested deeper than MAX_INPUT_DEPTH
 * (a 100,000-deep array overflows the stack when yup casts it) or holding text PostgreSQL cannot
 * store (a 500 otherwise). Fields the schema does not declare are dropped unread. A loop, not
 * recursion, so no input can exhaust the stack here.
 */
function screen(input: object, declared: ReadonlySet<string> | undefined): FieldProblem[] {
  const problems = new Map<string, string>();
  const pending: Array<{ value: object; depth: number; field: string }> = [{ value: input, depth: 0, field: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth, field } = next;
    if (depth > MAX_INPUT_DEPTH) {
      problems.set(field, `${field} is nested too deeply.`);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (INHERITED_NAMES.has(key) && !Array.isArray(value)) {
        delete (value as Record<string, unknown>)[key];
        continue;
      }
      if (depth === 0 && declared && !declared.has(key)) continue;
      const inner = (value as Record<string, unknown>)[key];
      const owner = depth === 0 ? key : field;
      if (typeof inner === 'string' && UNSTORABLE_TEXT.test(inner))
        problems.set(owner, `${owner} contains a character that cannot be stored.`);
      else if (inner !== null && typeof inner === 'object') pending.push({ value: inner, depth: depth + 1, field: owner });
    }
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}
