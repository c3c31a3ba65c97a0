import content from './en/content.json';

/**
 * The content editor's messages (posts, pages, categories, images), English: part of `catalogue`
 * (./en.ts); a module of their own so that the web loads them with the content area's pages, the
 * only ones that show them, rather than in its entry bundle.
 */
export const contentCatalogue = content;
