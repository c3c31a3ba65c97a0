import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { hasMessage } from '../i18n/messages';

/** A text the platform stored as a catalog id with its values (ADR 28), as the api answers it (GraphQL StoredMessage). */
export interface StoredMessageRef {
  id: string;
  values: unknown;
}

/** The values a stored message names, keeping only what a message may format (text and numbers). */
function valuesOf(values: unknown): Record<string, string | number> {
  const kept: Record<string, string | number> = {};
  if (typeof values !== 'object' || values === null) return kept;
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' || typeof value === 'number') kept[name] = value;
  return kept;
}

/**
 * The reader's language text of a stored message, or the free text kept beside it (a person's
 * note, a row older than ADR 28, an id this build does not know yet).
 */
export function storedText(
  intl: IntlShape,
  message: StoredMessageRef | null | undefined,
  text: string | null | undefined,
): string | null {
  if (message && hasMessage(intl, message.id)) return intl.formatMessage({ id: message.id }, valuesOf(message.values));
  return text ?? null;
}

/** storedText as an element: nothing when there is neither a message nor a text. */
export function StoredText({ message, text }: { message: StoredMessageRef | null | undefined; text: string | null | undefined }) {
  const intl = useIntl();
  return storedText(intl, message, text);
}
