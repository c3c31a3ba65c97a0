/** A field a refused request names (ADR 1: `fields: [{ field, message }]`, the message in English). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The field problems of a GraphQL error's `extensions.fields`, whatever else it holds. */
export function fieldProblemsOf(fields: unknown): FieldProblem[] {
  return Array.isArray(fields) ? fields.filter(isFieldProblem) : [];
}

const isFieldProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldProblem).field === 'string' &&
  typeof (value as FieldProblem).message === 'string';
