import { createIntl, type IntlShape } from 'react-intl';
import { catalogue as sharedEn } from '@vdp/shared/i18n/en';
import { catalogue as sharedFr } from '@vdp/shared/i18n/fr';
import webEn from '../../i18n/en.json';
import webFr from '../../i18n/fr.json';

/** The real catalogues in each language, for the pure helpers' tests. */
export function testIntl(locale: 'en' | 'fr'): IntlShape {
  const messages = locale === 'en' ? { ...sharedEn, ...webEn } : { ...sharedFr, ...webFr };
  return createIntl({ locale: locale === 'en' ? 'en-CA' : 'fr-CA', messages });
}
