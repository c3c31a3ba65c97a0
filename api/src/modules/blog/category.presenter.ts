import type { Category } from './category.entity';
import { toDate, type CategoryRow } from './post.sql';

/** A category as both doors answer it (GraphQL CategoryView, GET /api/categories). */
export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  color: string;
  /** Published posts for the public, every post for admins. */
  postCount: number;
  createdAt: Date;
}

export function presentCategoryRow(row: CategoryRow): CategoryView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    color: row.color,
    postCount: row.post_count,
    createdAt: toDate(row.created_at),
  };
}

export function presentCategory(category: Category, postCount: number): CategoryView {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description ?? null,
    color: category.color,
    postCount,
    createdAt: category.createdAt,
  };
}
