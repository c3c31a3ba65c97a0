import { matchesCategory } from './categorySearch';

describe('matchesCategory', () => {
  const category = { name: 'Histoires de dons', slug: 'histoires-de-dons', description: 'Récits de générosité' };

  it('finds by name, slug or description, ignoring case and accents', () => {
    expect(matchesCategory(category, 'HISTOIRES')).toBe(true);
    expect(matchesCategory(category, 'de-dons')).toBe(true);
    expect(matchesCategory(category, 'recits')).toBe(true);
    expect(matchesCategory(category, 'vehicle')).toBe(false);
  });

  it('keeps every category when the search is blank', () => {
    expect(matchesCategory({ name: 'Tips', slug: 'tips' }, '   ')).toBe(true);
  });
});
