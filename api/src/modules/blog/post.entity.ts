import {
  Check,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToMany,
  ManyToOne,
  OptionalProps,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@vdp/shared/content/content.constants';
import { User } from '../users/user.entity';
import { Category } from './category.entity';
import { PostTag } from './post-tag.entity';
import { Tag } from './tag.entity';
import { TimestampedEntity } from '../../db/base.entity';
import {
  EDITED_INDEX,
  EDITED_INDEX_SQL,
  PUBLISHED_INDEX,
  PUBLISHED_INDEX_SQL,
  STATUS_EDITED_INDEX,
  STATUS_EDITED_INDEX_SQL,
} from './post-list.sql';
import { RELATED_INDEX, RELATED_INDEX_SQL, SEARCH_INDEX, SEARCH_INDEX_SQL } from './post.sql';

/** posts: blog articles (HTML content) with SEO fields, category and tags (spec 001 §3). */
@Entity({ tableName: 'posts' })
// the blog: published, a language at a time, newest first (keyset on published_at, id)
@Index({ name: PUBLISHED_INDEX, expression: PUBLISHED_INDEX_SQL })
// a published post has its publication time: the blog's keys are never null
@Check({ name: 'posts_published_at_check', expression: "status <> 'published' or published_at is not null" })
// the admin list: the last edited first, of every status or of one
@Index({ name: EDITED_INDEX, expression: EDITED_INDEX_SQL })
@Index({ name: STATUS_EDITED_INDEX, expression: STATUS_EDITED_INDEX_SQL })
// related posts: a category's published posts of a language, newest first
@Index({ name: RELATED_INDEX, expression: RELATED_INDEX_SQL })
// the blog search: title and excerpt, any part of a word
@Index({ name: SEARCH_INDEX, expression: SEARCH_INDEX_SQL })
export class Post extends TimestampedEntity {
  [OptionalProps]?: 'status' | 'viewCount' | 'tags' | 'language';

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'string', length: 255, unique: true })
  slug!: string;

  @Property({ type: 'text', nullable: true })
  excerpt?: string | null;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  featuredImage?: string | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  author?: Ref<User> | null;

  @ManyToOne(() => Category, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  category?: Ref<Category> | null;

  @ManyToMany({ entity: () => Tag, pivotEntity: () => PostTag })
  tags = new Collection<Tag>(this);

  @Property({ type: 'string', length: 30, default: 'draft', index: true })
  status: string = 'draft';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt?: Date | null;

  @Property({ type: 'string', length: 60, nullable: true })
  seoTitle?: string | null;

  @Property({ type: 'string', length: 160, nullable: true })
  seoDescription?: string | null;

  @Property({ type: 'integer', default: 0 })
  viewCount: number = 0;

  @Enum({ items: () => CONTENT_LANGUAGES, columnType: 'text', default: 'en' })
  language: ContentLanguage = 'en';

  /** The same post in the other language; both posts point at each other. */
  @ManyToOne(() => Post, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  translationOf?: Ref<Post> | null;
}
