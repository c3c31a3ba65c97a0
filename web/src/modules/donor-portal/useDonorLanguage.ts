import { useEffect } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { isLocale, readStoredLocale } from '../../i18n/locales';

/**
 * The tracking page speaks the donor's language (the one kept with the donation) unless the
 * visitor chose one with the switch: shown, not stored, so the visitor's own choice still wins.
 */
export function useDonorLanguage(donationLanguage: string | null | undefined): void {
  const { locale, setLocale } = useLanguage();
  useEffect(() => {
    if (!isLocale(donationLanguage) || readStoredLocale() !== null) return;
    if (donationLanguage !== locale) setLocale(donationLanguage, { remember: false });
    // only when a donation with another language loads, not on every switch
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [donationLanguage]);
}
