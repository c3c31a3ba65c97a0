import type { Tag } from './tag.entity';

/** A tag as both doors answer it (GraphQL TagView, GET /api/tags). */
export interface TagView {
  id: number;
  name: string;
  slug: string;
}

export function presentTag(tag: Pick<Tag, 'id' | 'name' | 'slug'>): TagView {
  return { id: tag.id, name: tag.name, slug: tag.slug };
}
