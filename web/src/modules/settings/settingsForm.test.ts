import { changedSettings, fieldOf, initialSettingsValues, textOf, validateSettings, type AdminSettingRow } from './settingsForm';

const row = (name: string, type: string, value: unknown, extra: Partial<AdminSettingRow> = {}): AdminSettingRow => {
  const [category = '', key = ''] = name.split('.');
  return {
    name,
    tab: category,
    category,
    key,
    type,
    description: '',
    isSecret: type === 'secret',
    value,
    defaultValue: null,
    isSet: value !== null,
    lastFour: null,
    ...extra,
  };
};

const SETTINGS = [
  row('business.company_phone', 'phone', '1-800-555-0199'),
  row('donations.vehicle_min_year', 'number', 1985),
  row('receipts.issuer', 'json', { name: 'A' }),
  row('integrations.pixabay_api_key', 'secret', null, { isSet: true, lastFour: '1234' }),
];

describe('the settings form', () => {
  it('shows values as text, never a secret, and keys without dots', () => {
    const initial = initialSettingsValues(SETTINGS);
    expect(initial.values).toEqual({
      business__company_phone: '1-800-555-0199',
      donations__vehicle_min_year: '1985',
      receipts__issuer: '{\n  "name": "A"\n}',
      integrations__pixabay_api_key: '',
    });
    expect(initial.modes).toEqual({ integrations__pixabay_api_key: 'keep' });
    expect(textOf(null)).toBe('');
  });

  it('sends one call per changed setting: a secret only when replaced or cleared', () => {
    const initial = initialSettingsValues(SETTINGS);
    expect(changedSettings(SETTINGS, initial, initial)).toEqual([]);
    const edited = {
      values: {
        ...initial.values,
        [fieldOf('donations.vehicle_min_year')]: ' 1995 ',
        [fieldOf('receipts.issuer')]: '{"name":"A"}', // the same JSON, spaced differently
        [fieldOf('integrations.pixabay_api_key')]: 'typed-but-kept',
      },
      modes: { ...initial.modes },
    };
    expect(changedSettings(SETTINGS, initial, edited).map((c) => [c.name, c.value])).toEqual([
      ['donations.vehicle_min_year', '1995'],
    ]);
    const replaced = { ...edited, modes: { integrations__pixabay_api_key: 'replace' as const } };
    expect(changedSettings(SETTINGS, initial, replaced).map((c) => [c.name, c.value])).toContainEqual([
      'integrations.pixabay_api_key',
      'typed-but-kept',
    ]);
    const cleared = {
      values: { ...initial.values, business__company_phone: '' },
      modes: { integrations__pixabay_api_key: 'clear' as const },
    };
    expect(changedSettings(SETTINGS, initial, cleared).map((c) => [c.name, c.value])).toEqual([
      ['business.company_phone', null],
      ['integrations.pixabay_api_key', null],
    ]);
  });

  it('checks each changed value by its shared rule', () => {
    const initial = initialSettingsValues(SETTINGS);
    const edited = { ...initial, values: { ...initial.values, donations__vehicle_min_year: '1800' } };
    expect(validateSettings(SETTINGS, initial, edited)).toEqual({
      values: {
        donations__vehicle_min_year: { id: 'settings.validation.wholeNumber', values: expect.objectContaining({ min: 1900 }) },
      },
    });
    expect(validateSettings(SETTINGS, initial, initial)).toEqual({});
  });
});
