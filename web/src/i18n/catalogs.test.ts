import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogue as sharedEn } from '@vdp/shared/i18n/en';
import fs from 'node:fs';
import path from 'node:path';
import { AREAS, type Area } from './areas';
import en from './en.json';
import fr from './fr.json';
import homeEn from './areas/home/en.json';
import homeFr from './areas/home/fr.json';

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
    expect(homeEn['home.trust.pickup']).toContain('all 50 states');
    expect(homeFr['home.trust.pickup']).toContain('toutes les provinces');
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

describe('area catalogs (areas.ts)', () => {
  const areas = Object.keys(AREAS) as Area[];
  const catalogOf = (area: Area, locale: 'en' | 'fr') =>
    JSON.parse(fs.readFileSync(path.join(__dirname, 'areas', area, `${locale}.json`), 'utf8')) as Record<string, string>;

  it.each(areas)('%s: the same keys in both languages, their own prefix, none of the app or shared catalog', (area) => {
    const areaEn = catalogOf(area, 'en');
    const areaFr = catalogOf(area, 'fr');
    expect(Object.keys(areaFr).sort()).toEqual(Object.keys(areaEn).sort());
    for (const key of Object.keys(areaEn)) {
      expect(key.startsWith(`${area}.`)).toBe(true);
      expect([key, key in en || key in sharedEn]).toEqual([key, false]);
      expect([key, placeholders(parse(areaFr[key]!))]).toEqual([key, placeholders(parse(areaEn[key]!))]);
      expect([key, areaEn[key]!.trim() !== '' && areaFr[key]!.trim() !== '']).toEqual([key, true]);
    }
  });

  // an area is named as its ids' prefix (camelCase); its module's folder, as every module's (kebab-case)
  const moduleOf = (area: Area) => area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

  it.each(areas)('%s: its ids are used only by its module, whose pages load them', (area) => {
    const ids = Object.keys(catalogOf(area, 'en'));
    const outside = sourceFiles(path.join(__dirname, '..'))
      .filter(
        (file) =>
          !file.includes(`${path.sep}modules${path.sep}${moduleOf(area)}${path.sep}`) &&
          !file.includes(`${path.sep}i18n${path.sep}`),
      )
      .filter((file) => {
        const source = fs.readFileSync(file, 'utf8');
        return ids.some((id) => source.includes(`'${id}'`) || source.includes(`"${id}"`) || source.includes(`\`${id}`));
      });
    expect(outside).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
