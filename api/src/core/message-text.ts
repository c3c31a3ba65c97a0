import { IntlMessageFormat } from 'intl-messageformat';
import { catalogue as english } from '@vdp/shared/i18n/en';
import { catalogue as french } from '@vdp/shared/i18n/fr';
import { localeOf, type Language } from '@vdp/shared/i18n/language';
import { isFieldMessage } from '@vdp/shared/validation/field-message';
import type { StoredMessage } from '@vdp/shared/i18n/stored-message';

const CATALOGUES: Record<Language, Record<string, string>> = { en: english, fr: french };

/** Parsed once per language and id: the catalogue never changes while the process runs. */
const formats: Record<Language, Map<string, IntlMessageFormat>> = { en: new Map(), fr: new Map() };

/**
 * The text of a shared catalogue message (a stored message id with its values, or a validation
 * message) in a language, with that language's number and date formats (en-CA, fr-CA). An id
 * missing from the catalogue reads as the id itself; anything but a message reads as its string
 * (a free-text row written before ADR 28).
 */
export function messageText(message: StoredMessage | unknown, language: Language): string {
  if (!isFieldMessage(message)) return String(message);
  const text = CATALOGUES[language][message.id];
  if (text === undefined) return message.id;
  let format = formats[language].get(message.id);
  if (!format) formats[language].set(message.id, (format = new IntlMessageFormat(text, localeOf(language))));
  return String(format.format(message.values ?? {}));
}

/** A stored message's text in the language asked for, or the free text kept beside it (older rows), or null. */
export function storedText(message: StoredMessage | null | undefined, freeText: string | null | undefined, language: Language) {
  return message ? messageText(message, language) : (freeText ?? null);
}
