import { createIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { catalogue as sharedEn } from '@vdp/shared/i18n/en';
import { catalogue as sharedFr } from '@vdp/shared/i18n/fr';
import webEn from '../../i18n/en.json';
import webFr from '../../i18n/fr.json';
import areaEn from '../../i18n/areas/charities/en.json';
import areaFr from '../../i18n/areas/charities/fr.json';

/** The real catalogues in each language (the app's and the charities area's), for the pure helpers' tests. */
export function testIntl(locale: 'en' | 'fr'): IntlShape {
  const messages = locale === 'en' ? { ...sharedEn, ...webEn, ...areaEn } : { ...sharedFr, ...webFr, ...areaFr };
  // the other areas' ids are absent on purpose: these helpers show only the app's and this area's
  return createIntl({ locale: locale === 'en' ? 'en-CA' : 'fr-CA', messages: messages as Record<MessageId, string> });
}
