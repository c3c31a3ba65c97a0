import { useFormikContext } from 'formik';
import { reach, type AnySchema, type Reference, type SchemaDescription } from 'yup';
import { useFormSchema, type SchemaSource } from './Formik';

function isSchema(value: AnySchema | Reference | unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && 'describe' in value && '__isYupSchema__' in value;
}

/** Whether a described field must be filled: a string's `required` test, or any other type made non-optional. */
export function describesRequired(description: SchemaDescription): boolean {
  if (description.tests.some((test) => test.name === 'required')) return true;
  return description.type !== 'string' && description.type !== 'mixed' && !description.optional && !description.nullable;
}

/**
 * Whether the form's shared Yup schema requires the field `name` with the current values (its
 * `when` conditions resolved), so the kit marks it "(required)" from the one source of truth.
 * Paths the schema does not know, and forms validated without a schema, are not required.
 */
export function isRequiredBy(source: SchemaSource, name: string, values: unknown): boolean {
  const schema = typeof source === 'function' ? source() : source;
  if (!schema) return false;
  try {
    const field: unknown = reach(schema, name, values);
    if (!isSchema(field)) return false;
    const parent = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
    return describesRequired(field.describe({ value: parent[name], parent }) as SchemaDescription);
  } catch {
    return false;
  }
}

/** The kit's fields ask this when no `required` prop says otherwise. */
export function useRequired(name: string): boolean {
  const { values } = useFormikContext<unknown>();
  return isRequiredBy(useFormSchema(), name, values);
}
