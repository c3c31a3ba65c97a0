/**
 * What a failed rule says about a field: a message id of the shared validation catalogue
 * (`@vdp/shared/i18n/<locale>.json`) and the values its text needs (`{max}`, `{min}`...).
 * The web shows it in the visitor's language; the api answers its English text.
 */
export interface FieldMessage {
  id: string;
  values?: Record<string, string | number>;
}

export function isFieldMessage(value: unknown): value is FieldMessage {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}
