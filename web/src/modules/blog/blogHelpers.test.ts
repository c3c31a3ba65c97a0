import { postUrl, shareLinks, toggleCategory, translationLabelId } from './blogHelpers';

describe('toggleCategory', () => {
  it('adds a category not chosen and removes one chosen, keeping the others in order', () => {
    expect(toggleCategory([], 'guides')).toEqual(['guides']);
    expect(toggleCategory(['guides'], 'stories')).toEqual(['guides', 'stories']);
    expect(toggleCategory(['guides', 'stories'], 'guides')).toEqual(['stories']);
  });

  it('does not change the list it was given', () => {
    const selected = ['guides'];
    toggleCategory(selected, 'guides');
    expect(selected).toEqual(['guides']);
  });
});

describe('shareLinks', () => {
  const links = shareLinks('https://example.org/blog/a-b?x=1&y=2', 'Dons & voitures');

  it('encodes the address and the title for every network', () => {
    expect(links.x).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.org%2Fblog%2Fa-b%3Fx%3D1%26y%3D2&text=Dons%20%26%20voitures',
    );
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.org%2Fblog%2Fa-b%3Fx%3D1%26y%3D2',
    );
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.org%2Fblog%2Fa-b%3Fx%3D1%26y%3D2',
    );
    expect(links.email).toBe('mailto:?subject=Dons%20%26%20voitures&body=https%3A%2F%2Fexample.org%2Fblog%2Fa-b%3Fx%3D1%26y%3D2');
  });

  it('leaves no raw character that could end an attribute or start a script', () => {
    const hostile = shareLinks('https://example.org/"><script>', '"><img onerror=x>');
    for (const link of Object.values(hostile)) expect(link).not.toMatch(/[<>"]/);
  });
});

describe('postUrl and translationLabelId', () => {
  it('builds the public address of a post', () => {
    expect(postUrl('https://example.org', 'donner-sa-voiture')).toBe('https://example.org/blog/donner-sa-voiture');
  });

  it('names the link in the language it leads to', () => {
    expect(translationLabelId('fr')).toBe('blog.post.readInFrench');
    expect(translationLabelId('en')).toBe('blog.post.readInEnglish');
  });
});
