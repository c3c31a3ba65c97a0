import { catalogue as en } from '../i18n/en';
import { catalogue as fr } from '../i18n/fr';
import { DEFAULT_DONATION_LIMITS, donationLimitProblems, donationLimits } from './donation-limits';
import { findSetting, isSecret, SETTING_TABS, SETTINGS, settingName, settingSaveSchema } from './settings-catalogue';

const rule = (name: string) => {
  const [category = '', key = ''] = name.split('.');
  const setting = findSetting(category, key);
  if (!setting) throw new Error(`no setting ${name}`);
  return setting.rule;
};
const accepts = (name: string, value: unknown) => rule(name).validateSync(value) as unknown;
const refusal = (name: string, value: unknown): unknown => {
  try {
    rule(name).validateSync(value);
  } catch (error) {
    return (error as { errors: unknown[] }).errors[0];
  }
  return undefined;
};

describe('the settings catalogue', () => {
  it('keeps the seeded names, one of each, every tab known, no public secret', () => {
    const names = SETTINGS.map(settingName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'business.company_name',
        'business.company_phone',
        'business.company_email',
        'donations.vehicle_min_year',
        'donations.max_mileage_km',
        'donations.pickup_fee',
        'receipts.issuer',
        'integrations.pixabay_api_key',
        'integrations.pexels_api_key',
      ]),
    );
    for (const setting of SETTINGS) {
      expect(SETTING_TABS).toContain(setting.tab);
      if (isSecret(setting))
        expect([settingName(setting), setting.isPublic, setting.defaultValue]).toEqual([settingName(setting), false, null]);
    }
    expect(findSetting('donations', 'vehicle_min_year')?.defaultValue).toBe(1990); // spec 001 §9
    expect(findSetting('business', 'nonsense')).toBeUndefined();
  });

  it('casts what the form sends as text and refuses what the product cannot use', () => {
    expect(accepts('donations.vehicle_min_year', ' 1995 ')).toBe(1995);
    expect(refusal('donations.vehicle_min_year', '1899')).toEqual({
      id: 'settings.validation.wholeNumber',
      values: { min: 1900, max: new Date().getFullYear() },
    });
    expect(refusal('donations.vehicle_min_year', String(new Date().getFullYear() + 1))).toBeDefined();
    expect(refusal('donations.vehicle_min_year', '19.5')).toBeDefined();
    expect(accepts('donations.max_mileage_km', '250000')).toBe(250000);
    expect(refusal('donations.max_mileage_km', '0')).toBeDefined();
    expect(accepts('donations.pickup_fee', '49.99')).toBe(49.99);
    expect(refusal('donations.pickup_fee', '-1')).toBeDefined();
    expect(refusal('donations.pickup_fee', '1.005')).toBeDefined();
    expect(accepts('business.company_phone', ' 1-888-555-0100 ')).toBe('1-888-555-0100');
    expect(refusal('business.company_phone', 'call us')).toEqual({ id: 'settings.validation.phone', values: expect.any(Object) });
    expect(refusal('business.company_email', 'nobody')).toBeDefined();
    expect(refusal('business.company_name', '   ')).toBeDefined();
    expect(accepts('email.mail_from', 'Donations <no-reply@example.org>')).toBe('Donations <no-reply@example.org>');
    expect(accepts('email.mail_from', 'no-reply@example.org')).toBe('no-reply@example.org');
    expect(refusal('email.mail_from', 'Donations <nobody>')).toBeDefined();
    expect(accepts('email.smtp_url', 'smtps://u:p@mail.example.org:465')).toBe('smtps://u:p@mail.example.org:465');
    expect(refusal('email.smtp_url', 'https://mail.example.org')).toBeDefined();
    expect(refusal('integrations.pixabay_api_key', 'two words')).toBeDefined();
    expect(refusal('integrations.pixabay_api_key', 'x'.repeat(501))).toBeDefined();
  });

  it('takes the receipt issuer as a JSON object with every field and a CRA number', () => {
    const issuer = {
      name: 'A Foundation',
      address: '1 Main St, Toronto, ON',
      registrationNumber: '123456789RR0001',
      placeOfIssue: 'Toronto, Ontario',
      signatoryName: 'Jo Lee',
      signatoryTitle: 'Treasurer',
    };
    expect(accepts('receipts.issuer', JSON.stringify(issuer))).toEqual(issuer);
    expect(accepts('receipts.issuer', issuer)).toEqual(issuer);
    expect(refusal('receipts.issuer', '{not json')).toBeDefined();
    expect(refusal('receipts.issuer', { ...issuer, registrationNumber: '12345' })).toBeDefined();
    expect(refusal('receipts.issuer', { ...issuer, extra: 'x' })).toBeDefined();
    expect(refusal('receipts.issuer', [issuer])).toBeDefined();
  });

  it('has every message in English and French', () => {
    const ids = Object.keys(en).filter((id) => id.startsWith('settings.'));
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) expect([id, id in fr]).toEqual([id, true]);
  });

  it('reads one save: category and key required, value as sent (null clears)', () => {
    expect(settingSaveSchema.validateSync({ category: ' business ', key: 'company_name', value: 'X' })).toMatchObject({
      category: 'business',
      key: 'company_name',
      value: 'X',
    });
    expect(settingSaveSchema.validateSync({ category: 'a', key: 'b' }).value).toBeNull();
    expect(() => settingSaveSchema.validateSync({ key: 'b' })).toThrow();
  });
});

describe('donation limits', () => {
  it('refuses a year older than the minimum and a mileage above the maximum, with the shared messages', () => {
    const limits = donationLimits('2000', 150000);
    expect(donationLimitProblems({ year: 2001, mileage: 150000 }, limits)).toEqual([]);
    expect(donationLimitProblems({ year: '1999', mileage: '150001' }, limits, 2026)).toEqual([
      { field: 'year', message: { id: 'donate.validation.yearRange', values: { min: 2000, max: 2026 } } },
      { field: 'mileage', message: { id: 'donate.validation.mileageMax', values: { max: 150000 } } },
    ]);
    expect(donationLimitProblems({ year: '', mileage: '' }, limits)).toEqual([]);
  });

  it('falls back to the defaults for a missing or odd setting', () => {
    expect(donationLimits(undefined, 'lots')).toEqual(DEFAULT_DONATION_LIMITS);
  });
});
