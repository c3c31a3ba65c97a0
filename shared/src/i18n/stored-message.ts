import type { FieldMessage } from '../validation/field-message';

/**
 * A text the server writes for a person and keeps (a status note, a communication's summary, a
 * notice): stored as a catalog id of the shared catalogue and the values its text needs, so each
 * reader sees it in their own language (ADR 28). The same shape as a validation message.
 */
export type StoredMessage = FieldMessage;

/** A stored message from a jsonb column: null unless it is an object with a string id. */
export function storedMessage(value: unknown): StoredMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, values } = value as { id?: unknown; values?: unknown };
  if (typeof id !== 'string') return null;
  const kept: Record<string, string | number> = {};
  if (typeof values === 'object' && values !== null) {
    for (const [name, v] of Object.entries(values)) if (typeof v === 'string' || typeof v === 'number') kept[name] = v;
  }
  return { id, values: kept };
}
