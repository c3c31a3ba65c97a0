import type { MessageFormatElement } from 'react-intl';
import { catalogue as sharedEn } from '@vdp/shared/i18n/en';
import webEn from './en.json';
import type { Locale } from './locales';

/**
 * Every message id: the web's English catalog (fr.json has exactly the same ones) and the shared
 * validation messages of @vdp/shared (the same ids in both languages there; no id in both).
 */
export type MessageId = keyof typeof webEn | keyof typeof sharedEn;

const en = { ...sharedEn, ...webEn };

/** A catalog as written (strings) or as the production build ships it (pre-parsed ICU AST). */
export type Catalog = Record<MessageId, string> | Record<MessageId, MessageFormatElement[]>;

/** English ships with the app; French loads on demand, so each visitor downloads one catalog. */
const LOADERS: Record<Locale, () => Promise<Catalog>> = {
  en: () => Promise.resolve(en),
  fr: () =>
    Promise.all([import('./fr.json'), import('@vdp/shared/i18n/fr')]).then(([web, shared]): Catalog => ({
      ...shared.catalogue,
      ...web.default,
    })),
};

const cache: Partial<Record<Locale, Catalog>> = { en };

export function cachedCatalog(locale: Locale): Catalog | undefined {
  return cache[locale];
}

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const catalog = cache[locale] ?? (await LOADERS[locale]());
  cache[locale] = catalog;
  return catalog;
}

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(en, value);
}

declare global {
  // react-intl checks message ids against the catalog at compile time
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
