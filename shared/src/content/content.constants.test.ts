import { postSlug, readMinutes } from './content.constants';

describe('post slugs (spec 001 §5)', () => {
  it('are lowercase letters, digits and single dashes, accents dropped, at most 50 characters', () => {
    expect(postSlug('  Donner sa voiture : un geste à 100 % utile! ')).toBe('donner-sa-voiture-un-geste-a-100-utile');
    expect(postSlug('Why Donate?')).toBe('why-donate');
    const long = postSlug('word '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(postSlug('!!!')).toBe('');
  });
});

describe('read time (spec 000 §9)', () => {
  it('is words ÷ 200 rounded up, tags not counted, at least a minute', () => {
    expect(readMinutes('<p>one two</p>')).toBe(1);
    expect(readMinutes(`<p>${'word '.repeat(200)}</p>`)).toBe(1);
    expect(readMinutes(`<p>${'word '.repeat(201)}</p>`)).toBe(2);
    expect(readMinutes('')).toBe(1);
  });
});
