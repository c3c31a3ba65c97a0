import { conflict } from './errors';

/** The answer when a slug given explicitly is taken (shared message content.slug.taken). */
export const SLUG_TAKEN = 'This slug is already used';

/** Suffixes tried in one read; past them a time-based suffix (practically never needed). */
const TRIES = 30;

/**
 * A slug for a row (issue 11 slug rules): the one given must be free (409 otherwise); one made
 * from the title is made unique by `-2`, `-3`… within `max` characters. `taken` answers which of
 * the candidates are used, in one read.
 */
export async function uniqueSlug(options: {
  given: string | null;
  made: string;
  fallback: string;
  max: number;
  taken: (candidates: string[]) => Promise<Set<string>>;
  /** The refusal of a given slug that is taken; default 409 SLUG_TAKEN. */
  refusal?: () => Error;
}): Promise<string> {
  if (options.given) {
    if ((await options.taken([options.given])).has(options.given)) throw options.refusal?.() ?? conflict(SLUG_TAKEN);
    return options.given;
  }
  const base = options.made || options.fallback;
  const withSuffix = (suffix: string) => `${base.slice(0, options.max - suffix.length).replace(/-+$/, '')}${suffix}`;
  const candidates = [base, ...Array.from({ length: TRIES }, (_, i) => withSuffix(`-${i + 2}`))];
  const used = await options.taken(candidates);
  return candidates.find((candidate) => !used.has(candidate)) ?? withSuffix(`-${Date.now().toString(36)}`);
}
