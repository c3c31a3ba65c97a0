import type { EntityManager } from '@mikro-orm/postgresql';
import { tagSlug } from '@vdp/shared/content/content.constants';
import { CONTENT_LIMITS } from '@vdp/shared/content/content.constants';
import { badInput } from '../../core/errors';
import { englishText } from '../../core/validation';
import { Tag } from './tag.entity';

/** The tags named, found by name or slug, the missing ones created (spec 001 §2: "New tag"). */
export async function tagsNamed(tx: EntityManager, names: readonly string[]): Promise<Tag[]> {
  const wanted = new Map<string, string>();
  for (const name of names) {
    const slug = tagSlug(name);
    if (!slug)
      throw badInput([
        { field: 'tags', message: englishText({ id: 'content.tags.invalid', values: { max: CONTENT_LIMITS.tagName } }) },
      ]);
    if (!wanted.has(slug)) wanted.set(slug, name.trim());
  }
  if (wanted.size === 0) return [];
  const found = await tx.find(Tag, { $or: [{ slug: { $in: [...wanted.keys()] } }, { name: { $in: [...wanted.values()] } }] });
  return [...wanted].map(
    ([slug, name]) => found.find((tag) => tag.slug === slug || tag.name === name) ?? tx.create(Tag, { name, slug }),
  );
}
