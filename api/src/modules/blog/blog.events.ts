/** A post, a category or a tag changed: every api process forgets the published posts it keeps. */
export const POSTS_CHANGED = 'POSTS_CHANGED';
