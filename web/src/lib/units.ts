import type { Locale } from '../i18n/locales';

/** Mileage is kept in km; the English edition shows and asks for miles (spec 000 §2.5, §9). */
export const KM_PER_MILE = 1.609344;
const KM_PER_UNIT: Record<Locale, number> = { en: KM_PER_MILE, fr: 1 };

export function toKm(value: number, locale: Locale): number {
  return Math.round(value * KM_PER_UNIT[locale]);
}

export function fromKm(km: number, locale: Locale): number {
  return Math.round(km / KM_PER_UNIT[locale]);
}

/** Currency is CAD (spec 000 §9). */
export const CURRENCY = 'CAD';
