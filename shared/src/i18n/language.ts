/** The languages every person-facing text exists in (the catalogs' en and fr; formats en-CA and fr-CA). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The Intl locale a language formats dates, numbers and money with (Canada, CAD). */
export const localeOf = (language: Language): 'en-CA' | 'fr-CA' => (language === 'fr' ? 'fr-CA' : 'en-CA');

/** "fr", "fr-CA", "FR" read as fr, "en..." as en; anything else is null (the caller picks its default). */
export function languageOf(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  if (code.startsWith('fr')) return 'fr';
  if (code.startsWith('en')) return 'en';
  return null;
}
