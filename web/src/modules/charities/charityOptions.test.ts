import { CHARITY_CATEGORIES } from '@vdp/shared/charities/charity.constants';
import { PROVINCES } from '@vdp/shared/donations/donation.constants';
import {
  categoryLabel,
  categoryOptions,
  complianceLabel,
  complianceTone,
  metricTone,
  regionOptions,
  registryStatusLabel,
  verificationTone,
} from './charityOptions';
import { testIntl } from './charityTestIntl';

describe('metric colours (spec 000 §9)', () => {
  it('is green from 80, yellow from 60, red below', () => {
    expect([100, 80, 79, 60, 59, 0].map(metricTone)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'destructive',
      'destructive',
    ]);
  });
});

describe('badges', () => {
  it('colours compliance as the spec says, an unknown word as pending', () => {
    expect(complianceTone('compliant')).toBe('success');
    expect(complianceTone('pending')).toBe('warning');
    expect(complianceTone('non-compliant')).toBe('destructive');
    expect(complianceTone('something-new')).toBe('warning');
    expect(complianceLabel(testIntl('fr'), 'non-compliant')).toBe('Non conforme');
    expect(complianceLabel(testIntl('en'), 'something-new')).toBe('something-new');
  });

  it('colours the verification status', () => {
    expect(['verified', 'pending', 'rejected'].map(verificationTone)).toEqual(['success', 'warning', 'destructive']);
  });
});

describe('registry statuses', () => {
  it('translates the known words whatever their case, and shows others as the registry wrote them', () => {
    expect(registryStatusLabel(testIntl('en'), 'Registered')).toBe('Registered');
    expect(registryStatusLabel(testIntl('fr'), 'REVOKED')).toBe('Révoqué');
    expect(registryStatusLabel(testIntl('fr'), 'Not found')).toBe('Introuvable');
    expect(registryStatusLabel(testIntl('fr'), 'Penalty')).toBe('Penalty');
    expect(registryStatusLabel(testIntl('en'), null)).toBe('—');
  });
});

describe('form choices', () => {
  it('offers the ten focus areas and other, from the shared list, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      const options = categoryOptions(testIntl(locale));
      expect(options.map((option) => option.value)).toEqual([...CHARITY_CATEGORIES]);
      for (const option of options) expect(option.label).not.toMatch(/^charities\./);
    }
    expect(categoryOptions(testIntl('en')).find((option) => option.value === 'animal-welfare')?.label).toBe('Animal Welfare');
    expect(categoryLabel(testIntl('en'), 'legacy-value')).toBe('legacy-value');
  });

  it('groups the provinces under Canada and the states under the US', () => {
    const options = regionOptions(testIntl('en'));
    const canada = options.filter((option) => (PROVINCES as readonly string[]).includes(option.value));
    expect(canada).toHaveLength(PROVINCES.length);
    expect(new Set(canada.map((option) => option.group)).size).toBe(1);
    expect(options.find((option) => option.value === 'NY')?.group).not.toBe(canada[0].group);
    expect(options).toHaveLength(PROVINCES.length + 50);
  });
});
