import type { MessageFormatElement } from 'react-intl';
import type analyticsEn from './areas/analytics/en.json';
import type blogEn from './areas/blog/en.json';
import type charitiesEn from './areas/charities/en.json';
import type chatEn from './areas/chat/en.json';
import type contentEn from './areas/content/en.json';
import type formsEn from './areas/forms/en.json';
import type usersEn from './areas/users/en.json';
import type { contentCatalogue } from '@vdp/shared/i18n/content-en';
import type { formsCatalogue } from '@vdp/shared/i18n/forms-en';
import type { usersCatalogue } from '@vdp/shared/i18n/users-en';
import type themesEn from './areas/themes/en.json';
import type { themesCatalogue } from '@vdp/shared/i18n/themes-en';
import type auditEn from './areas/audit/en.json';
import type { auditCatalogue } from '@vdp/shared/i18n/audit-en';
import type settingsEn from './areas/settings/en.json';
import type { settingsCatalogue } from '@vdp/shared/i18n/settings-en';
import type apiKeysEn from './areas/apiKeys/en.json';
import type { apiKeysCatalogue } from '@vdp/shared/i18n/api-keys-en';
import type webhooksEn from './areas/webhooks/en.json';
import type { webhooksCatalogue } from '@vdp/shared/i18n/webhooks-en';
import type homeEn from './areas/home/en.json';
import type adminEn from './areas/admin/en.json';
import type auctionsEn from './areas/auctions/en.json';
import type noticesEn from './areas/notices/en.json';
import type { noticesCatalogue } from '@vdp/shared/i18n/notices-en';
import type { Locale } from './locales';

/**
 * Catalogs of one area of the site, loaded with its pages instead of with the app: the entry
 * bundle carries only the messages every page may show (web/scripts/report-bundle.mjs keeps it
 * under budget). An area's ids are used only by its module (areas.test.ts checks).
 */
type AreaCatalog = Record<string, string> | Record<string, MessageFormatElement[]>;
type AreaLoader = () => Promise<{ default: AreaCatalog }>;

/** An area's catalog with messages of the shared catalogue that only its pages show (kept out of the entry). */
async function withShared(
  area: Promise<{ default: AreaCatalog }>,
  shared: Promise<AreaCatalog>,
): Promise<{ default: AreaCatalog }> {
  const [own, common] = await Promise.all([area, shared]);
  return { default: { ...common, ...own.default } as AreaCatalog };
}

export const AREAS = {
  // the home page's own texts (its FAQ is the shared catalogue's, in the entry: the api answers it too)
  home: { en: () => import('./areas/home/en.json'), fr: () => import('./areas/home/fr.json') },
  // the admin layout, sidebar and dashboard: every admin page renders inside it
  admin: { en: () => import('./areas/admin/en.json'), fr: () => import('./areas/admin/fr.json') },
  // the dealers' bidding and the admin's auctions (the auction statuses stay in the app's catalog: the charity portal shows them)
  auctions: { en: () => import('./areas/auctions/en.json'), fr: () => import('./areas/auctions/fr.json') },
  charities: { en: () => import('./areas/charities/en.json'), fr: () => import('./areas/charities/fr.json') },
  blog: { en: () => import('./areas/blog/en.json'), fr: () => import('./areas/blog/fr.json') },
  // the content editor's pages, with the shared catalogue's content messages (the editor's validation)
  content: {
    en: () =>
      withShared(
        import('./areas/content/en.json'),
        import('@vdp/shared/i18n/content-en').then((m) => m.contentCatalogue),
      ),
    fr: () =>
      withShared(
        import('./areas/content/fr.json'),
        import('@vdp/shared/i18n/content-fr').then((m) => m.contentCatalogue),
      ),
  },
  chat: { en: () => import('./areas/chat/en.json'), fr: () => import('./areas/chat/fr.json') },
  // the forms' pages, with the shared catalogue's forms messages (validation of the builder and of the answers)
  forms: {
    en: () =>
      withShared(
        import('./areas/forms/en.json'),
        import('@vdp/shared/i18n/forms-en').then((m) => m.formsCatalogue),
      ),
    fr: () =>
      withShared(
        import('./areas/forms/fr.json'),
        import('@vdp/shared/i18n/forms-fr').then((m) => m.formsCatalogue),
      ),
  },
  // the admin's user management, with the shared catalogue's users messages (the user form's validation)
  users: { en: () => import('./areas/users/catalog-en'), fr: () => import('./areas/users/catalog-fr') },
  // the colour themes' admin page, with the shared catalogue's theme messages (the form's validation)
  themes: {
    en: () =>
      withShared(
        import('./areas/themes/en.json'),
        import('@vdp/shared/i18n/themes-en').then((m) => m.themesCatalogue),
      ),
    fr: () =>
      withShared(
        import('./areas/themes/fr.json'),
        import('@vdp/shared/i18n/themes-fr').then((m) => m.themesCatalogue),
      ),
  },
  // the admin's analytics page (its chart library comes with the page, not with the app)
  analytics: { en: () => import('./areas/analytics/en.json'), fr: () => import('./areas/analytics/fr.json') },
  // the admin's audit trail, with the shared catalogue's audit messages (the filters' refusals)
  audit: {
    en: () =>
      withShared(
        import('./areas/audit/en.json'),
        import('@vdp/shared/i18n/audit-en').then((m) => m.auditCatalogue),
      ),
    fr: () =>
      withShared(
        import('./areas/audit/fr.json'),
        import('@vdp/shared/i18n/audit-fr').then((m) => m.auditCatalogue),
      ),
  },
  // the platform settings' admin page, with the shared catalogue's settings messages (each value's rule)
  settings: {
    en: () =>
      withShared(
        import('./areas/settings/en.json'),
        import('@vdp/shared/i18n/settings-en').then((m) => m.settingsCatalogue),
      ),
    fr: () =>
      withShared(
        import('./areas/settings/fr.json'),
        import('@vdp/shared/i18n/settings-fr').then((m) => m.settingsCatalogue),
      ),
  },
  // the admin's API keys page, with the shared catalogue's API key messages (the create form's validation)
  apiKeys: {
    en: () =>
      withShared(
        import('./areas/apiKeys/en.json'),
        import('@vdp/shared/i18n/api-keys-en').then((m) => m.apiKeysCatalogue),
      ),
    fr: () =>
      withShared(
        import('./areas/apiKeys/fr.json'),
        import('@vdp/shared/i18n/api-keys-fr').then((m) => m.apiKeysCatalogue),
      ),
  },
  // the webhooks' admin page (issue 14 §6), with the shared catalogue's webhook messages (the endpoint form)
  webhooks: {
    en: () =>
      withShared(
        import('./areas/webhooks/en.json'),
        import('@vdp/shared/i18n/webhooks-en').then((m) => m.webhooksCatalogue),
      ),
    fr: () =>
      withShared(
        import('./areas/webhooks/fr.json'),
        import('@vdp/shared/i18n/webhooks-fr').then((m) => m.webhooksCatalogue),
      ),
  },
  // the dealer's notices: the bell, the notices page and the watch toggle, with the shared notice messages (the api e-mails them too)
  notices: {
    en: () =>
      withShared(
        import('./areas/notices/en.json'),
        import('@vdp/shared/i18n/notices-en').then((m) => m.noticesCatalogue),
      ),
    fr: () =>
      withShared(
        import('./areas/notices/fr.json'),
        import('@vdp/shared/i18n/notices-fr').then((m) => m.noticesCatalogue),
      ),
  },
} as const satisfies Record<string, Record<Locale, AreaLoader>>;

export type Area = keyof typeof AREAS;

/** Every id of every area (fr has the same ones). */
export type AreaMessageId =
  | keyof typeof homeEn
  | keyof typeof adminEn
  | keyof typeof auctionsEn
  | keyof typeof charitiesEn
  | keyof typeof blogEn
  | keyof typeof contentEn
  | keyof typeof contentCatalogue
  | keyof typeof chatEn
  | keyof typeof formsEn
  | keyof typeof formsCatalogue
  | keyof typeof usersEn
  | keyof typeof usersCatalogue
  | keyof typeof themesEn
  | keyof typeof themesCatalogue
  | keyof typeof analyticsEn
  | keyof typeof auditEn
  | keyof typeof auditCatalogue
  | keyof typeof settingsEn
  | keyof typeof settingsCatalogue
  | keyof typeof apiKeysEn
  | keyof typeof apiKeysCatalogue
  | keyof typeof webhooksEn
  | keyof typeof webhooksCatalogue
  | keyof typeof noticesEn
  | keyof typeof noticesCatalogue;

const loaded = new Map<string, AreaCatalog>();
const loading = new Map<string, Promise<AreaCatalog>>();
const keyOf = (area: Area, locale: Locale) => `${area}/${locale}`;

export function cachedArea(area: Area, locale: Locale): AreaCatalog | undefined {
  return loaded.get(keyOf(area, locale));
}

/** The area's catalog in `locale`: one request, one promise (React's `use` needs the same one each render). */
export function loadArea(area: Area, locale: Locale): Promise<AreaCatalog> {
  const key = keyOf(area, locale);
  let promise = loading.get(key);
  if (!promise) {
    promise = AREAS[area][locale]().then(({ default: catalog }) => {
      loaded.set(key, catalog);
      return catalog;
    });
    promise.catch(() => loading.delete(key)); // a failed download is tried again next time
    loading.set(key, promise);
  }
  return promise;
}
