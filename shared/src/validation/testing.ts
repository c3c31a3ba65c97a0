import { ValidationError, type AnySchema } from 'yup';

/**
 * For tests: each path's first failed rule when `input` is checked against `schema` (nothing when
 * it passes), with the options the api uses. Paths are Yup's (`commonQuestions[0].answer`).
 */
export function problemsOf(schema: AnySchema, input: unknown): Record<string, unknown> {
  try {
    schema.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, unknown> = {};
    for (const inner of error.inner) if (inner.path && !(inner.path in found)) found[inner.path] = inner.errors[0];
    return found;
  }
}
