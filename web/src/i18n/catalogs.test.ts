import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogue as sharedEn } from '@vdp/shared/i18n/en';
import en from './en.json';
import fr from './fr.json';

function placeholders(elements: MessageFormatElement[]): string[] {
  return elements
    .filter((element) => element.type !== TYPE.literal)
    .map((element) => ('value' in element ? String(element.value) : ''))
    .sort();
}

describe('message catalogs', () => {
  const enKeys = Object.keys(en).sort();
  const frKeys = Object.keys(fr).sort();

  it('have exactly the same keys in English and French', () => {
    expect(frKeys).toEqual(enKeys);
  });

  it('leave the validation messages to the shared catalogue: no id in both', () => {
    expect(enKeys.filter((key) => key in sharedEn)).toEqual([]);
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s has no empty values', (_locale, catalog) => {
    const empty = Object.entries(catalog).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('use flat dotted keys', () => {
    for (const key of enKeys) expect(key).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-zA-Z0-9]+)+$/);
  });

  it('are valid ICU messages with the same placeholders in both languages', () => {
    for (const key of enKeys) {
      const id = key as keyof typeof en;
      expect([key, placeholders(parse(fr[id]))]).toEqual([key, placeholders(parse(en[id]))]);
    }
  });

  it('keep the two editions’ wording as messages, not code (spec 000 §1)', () => {
    expect(en['vehicle.region.label']).toBe('State');
    expect(fr['vehicle.region.label']).toBe('Province');
    expect(en['vehicle.postalCode.label']).toBe('ZIP code');
    expect(fr['vehicle.postalCode.label']).toBe('Code postal');
    expect(en['vehicle.mileage.unit']).toBe('miles');
    expect(fr['vehicle.mileage.unit']).toBe('km');
    expect(en['home.trust.pickup']).toContain('all 50 states');
    expect(fr['home.trust.pickup']).toContain('toutes les provinces');
  });

  it('translate the French catalog rather than copy the English one', () => {
    // place names (Ontario, Texas), language names, "Menu", "FAQ", "Pages" and unit-free figures
    // are legitimately identical
    const same = enKeys.filter(
      (key) => !key.startsWith('donate.province.') && en[key as keyof typeof en] === fr[key as keyof typeof fr],
    );
    expect(same.length).toBeLessThan(enKeys.length * 0.05);
  });
});
