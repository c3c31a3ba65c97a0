import { characterCount, newPostValues, postInputOf, slugAfterTitle, withTag, withoutTag } from './contentForm';

describe('slugAfterTitle', () => {
  it('follows the title while the post is new and its slug still comes from the title', () => {
    expect(slugAfterTitle('', '', 'D', true)).toBe('d');
    expect(slugAfterTitle('donner', 'Donner', 'Donner sa voiture à Québec !', true)).toBe('donner-sa-voiture-a-quebec');
  });

  it('keeps a slug typed by hand, and the slug of a saved post', () => {
    expect(slugAfterTitle('my-own-slug', 'New', 'New title', true)).toBe('my-own-slug');
    expect(slugAfterTitle('new', 'New', 'New title', false)).toBe('new');
  });

  it('stays within 50 characters', () => {
    expect(slugAfterTitle('', '', 'a'.repeat(80), true)).toHaveLength(50);
  });
});

describe('characterCount', () => {
  it('counts characters (not UTF-16 units) and says when over the limit', () => {
    expect(characterCount('Été', 60)).toEqual({ count: 3, max: 60, over: false });
    expect(characterCount('😀'.repeat(3), 3)).toEqual({ count: 3, max: 3, over: false });
    expect(characterCount('x'.repeat(161), 160)).toEqual({ count: 161, max: 160, over: true });
  });
});

describe('tags', () => {
  it('adds a name once, ignoring case and blanks, and removes one', () => {
    expect(withTag(['Tips'], 'tips')).toEqual(['Tips']);
    expect(withTag(['Tips'], '  ')).toEqual(['Tips']);
    expect(withTag(['Tips'], ' Charity ')).toEqual(['Tips', 'Charity']);
    expect(withoutTag(['Tips', 'Charity'], 'Tips')).toEqual(['Charity']);
  });
});

describe('postInputOf', () => {
  it('sends blanks as null, the chosen status, and the tags', () => {
    const values = { ...newPostValues('fr'), title: ' Titre ', content: '<p>x</p>', categoryId: '3', tags: ['Conseils'] };
    expect(postInputOf(values, 'published')).toEqual({
      title: 'Titre',
      slug: null,
      excerpt: null,
      content: '<p>x</p>',
      featuredImage: null,
      seoTitle: null,
      seoDescription: null,
      status: 'published',
      language: 'fr',
      translationOf: null,
      categoryId: '3',
      tags: ['Conseils'],
    });
  });
});
