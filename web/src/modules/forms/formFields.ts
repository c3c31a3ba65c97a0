import { FORM_FIELD_TYPES, type FormField, type FormFieldType } from '@vdp/shared/forms/form.constants';
import type { FormFieldFieldsFragment } from './graphql/FormFieldFields.generated';

const isFieldType = (value: string): value is FormFieldType => (FORM_FIELD_TYPES as readonly string[]).includes(value);

/** The api's fields as the shared rules type them (a type the web does not know reads as text). */
export function formFieldsOf(fields: readonly FormFieldFieldsFragment[]): FormField[] {
  return fields.map((field) => ({
    id: field.id,
    type: isFieldType(field.type) ? field.type : 'text',
    label: field.label,
    placeholder: field.placeholder,
    required: field.required,
    options: field.options ? [...field.options] : null,
    showWhen: field.showWhen ? { fieldId: field.showWhen.fieldId, equals: field.showWhen.equals } : null,
  }));
}

/** A stored submission's answer to a field (`data` is the api's JSON: field id -> text or yes/no); undefined when unanswered. */
export function storedAnswer(data: unknown, fieldId: string): string | boolean | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const value = (data as Record<string, unknown>)[fieldId];
  return typeof value === 'string' || typeof value === 'boolean' ? value : undefined;
}
