import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_THEME_TOKENS } from '@vdp/shared/themes/default-theme';
import { DEFAULT_ISSUER, ISSUER_SETTING } from '../../modules/receipts/receipt-issuer';
import { PlatformSetting } from '../../modules/settings/platform-setting.entity';
import { ColorTheme } from '../../modules/themes/color-theme.entity';

/** Settings every installation starts with (spec 000 §3 "Public setting", spec 001 §9). */
export const DEFAULT_SETTINGS: ReadonlyArray<{
  category: string;
  key: string;
  value: unknown;
  isPublic: boolean;
  description: string;
}> = [
  {
    category: 'business',
    key: 'company_name',
    value: 'CarDonation Canada',
    isPublic: true,
    description: 'Name shown across the site',
  },
  {
    category: 'business',
    key: 'company_phone',
    value: '1-800-555-0199',
    isPublic: true,
    description: 'Support phone shown to visitors',
  },
  {
    category: 'business',
    key: 'company_email',
    value: 'support@cardonation.example',
    isPublic: true,
    description: 'Support e-mail shown to visitors',
  },
  {
    category: 'donations',
    key: 'vehicle_min_year',
    value: 1985,
    isPublic: true,
    description: 'Oldest model year the donation wizard offers',
  },
  { category: 'donations', key: 'max_mileage_km', value: 500000, isPublic: false, description: 'Largest mileage accepted' },
  { category: 'donations', key: 'pickup_fee', value: 0, isPublic: false, description: 'Pickup fee charged to donors' },
  {
    ...ISSUER_SETTING,
    value: { ...DEFAULT_ISSUER },
    isPublic: false,
    description:
      'The charity named on tax receipts when the donation has no registered charity: name, address, registrationNumber (123456789RR0001), placeOfIssue, signatoryName, signatoryTitle',
  },
];

/** The colour theme active on a new installation: the schema's token defaults. */
// Primary 40% lightness rather than the column default's 50%: white text on it then meets WCAG AA (4.5:1).
export const DEFAULT_THEME = {
  id: 'default',
  name: 'Trust Blue',
  description: 'The default blue theme',
  // the web's built-in tokens: every text/background pair at WCAG AA (the columns' defaults are not)
  ...DEFAULT_THEME_TOKENS,
};

/** Inserts what is missing; never overwrites what an admin changed. */
export async function seedReferenceData(em: EntityManager): Promise<void> {
  for (const setting of DEFAULT_SETTINGS) {
    const existing = await em.findOne(PlatformSetting, { category: setting.category, key: setting.key });
    if (!existing) em.create(PlatformSetting, setting);
  }
  const activeTheme = await em.findOne(ColorTheme, { isActive: true });
  if (!activeTheme) {
    const theme = (await em.findOne(ColorTheme, { id: DEFAULT_THEME.id })) ?? em.create(ColorTheme, DEFAULT_THEME);
    theme.isActive = true;
  }
  await em.flush();
}
