import escapeHtml from 'escape-html';
import slugifyText from 'slugify';

export { escapeHtml };

/** A LIKE/ILIKE pattern matching `term` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** "Mercedes-Benz C 300" -> "mercedes-benz-c-300": lowercase letters, digits and single hyphens. */
export function slugify(text: string): string {
  return slugifyText(text, { lower: true, strict: true, trim: true });
}
