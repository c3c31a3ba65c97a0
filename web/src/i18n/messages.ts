import type { IntlShape, MessageFormatElement } from 'react-intl';
import { commonCatalogue as sharedEn } from '@vdp/shared/i18n/common-en';
import webEn from './en.json';
import type { AreaMessageId } from './areas';
import type { Locale } from './locales';

/**
 * Every message id: the web's English catalog (fr.json has exactly the same ones), the shared
 * validation messages of @vdp/shared (the same ids in both languages there; no id in both), and
 * the areas' catalogs, loaded with their pages (areas.ts; the forms area brings the shared
 * catalogue's forms messages).
 */
export type MessageId = AppMessageId | AreaMessageId;

/** The ids the app loads up front (every page may show them). */
type AppMessageId = keyof typeof webEn | keyof typeof sharedEn;

const en = { ...sharedEn, ...webEn };

/** A catalog as written (strings) or as the production build ships it (pre-parsed ICU AST). */
export type Catalog = Record<AppMessageId, string> | Record<AppMessageId, MessageFormatElement[]>;

/** English ships with the app; French loads on demand, so each visitor downloads one catalog. */
const LOADERS: Record<Locale, () => Promise<Catalog>> = {
  en: () => Promise.resolve(en),
  fr: () =>
    Promise.all([import('./fr.json'), import('@vdp/shared/i18n/common-fr')]).then(([web, shared]): Catalog => ({
      ...shared.commonCatalogue,
      ...web.default,
    })),
};

/**
 * The app's catalog as react-intl's provider types it (every MessageId): the areas' ids are
 * missing on purpose, AreaMessages adds them around their pages.
 */
export const intlMessages = (catalog: Catalog) =>
  catalog as Record<MessageId, string> | Record<MessageId, MessageFormatElement[]>;

const cache: Partial<Record<Locale, Catalog>> = { en };

export function cachedCatalog(locale: Locale): Catalog | undefined {
  return cache[locale];
}

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const catalog = cache[locale] ?? (await LOADERS[locale]());
  cache[locale] = catalog;
  return catalog;
}

/** Whether `intl` (the app's catalog plus any area's around the caller) has the message `id`. */
export function hasMessage(intl: Pick<IntlShape, 'messages'>, id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(intl.messages, id);
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
