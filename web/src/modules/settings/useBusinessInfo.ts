import { useIntl } from 'react-intl';
import { usePublicSettings } from './SettingsContext';

/** Used until the admin sets business.company_phone / business.company_email. */
export const DEFAULT_COMPANY_PHONE = '1-800-555-0199';
export const DEFAULT_COMPANY_EMAIL = 'support@example.org';

export interface BusinessInfo {
  companyName: string;
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
}

/** Company name, phone and e-mail from the public settings, with sensible defaults. */
export function useBusinessInfo(): BusinessInfo {
  const settings = usePublicSettings();
  const intl = useIntl();
  const companyName = settings.get('business.company_name') ?? intl.formatMessage({ id: 'company.defaultName' });
  const phone = settings.get('business.company_phone') ?? DEFAULT_COMPANY_PHONE;
  const email = settings.get('business.company_email') ?? DEFAULT_COMPANY_EMAIL;
  return {
    companyName,
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    email,
    emailHref: `mailto:${email}`,
  };
}
