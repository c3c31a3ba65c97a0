/** Pure helpers of the public blog: category chips, share links, the post's public address. */

/** Adds the slug when absent, removes it when present (the category chips toggle, spec 000 §2.13). */
export function toggleCategory(selected: readonly string[], slug: string): string[] {
  return selected.includes(slug) ? selected.filter((s) => s !== slug) : [...selected, slug];
}

export interface ShareLinks {
  x: string;
  facebook: string;
  linkedin: string;
  email: string;
}

/** Plain share addresses (no scripts): each network's own share endpoint with the encoded URL. */
export function shareLinks(url: string, title: string): ShareLinks {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    x: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${t}&body=${u}`,
  };
}

/** The public address of a post on this site. */
export function postUrl(origin: string, slug: string): string {
  return `${origin}/blog/${encodeURIComponent(slug)}`;
}

/** The label of the other-language link: in the language of the translation ("Lire en français"). */
export function translationLabelId(language: string): 'blog.post.readInFrench' | 'blog.post.readInEnglish' {
  return language === 'fr' ? 'blog.post.readInFrench' : 'blog.post.readInEnglish';
}
