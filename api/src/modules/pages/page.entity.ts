import { Entity, Enum, Index, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@vdp/shared/content/content.constants';
import { User } from '../users/user.entity';
import { TimestampedEntity } from '../../db/base.entity';
import { EDITED_INDEX, EDITED_INDEX_SQL } from './page.sql';

/** pages: CMS content pages served at /pages/{slug} (spec 001 §3). */
@Entity({ tableName: 'pages' })
@Index({ properties: ['status', 'language', 'publishedAt'] })
// the admin list: the last edited first (keyset on updated_at, id)
@Index({ name: EDITED_INDEX, expression: EDITED_INDEX_SQL })
export class Page extends TimestampedEntity {
  [OptionalProps]?: 'status' | 'isHomepage' | 'template' | 'language';

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'string', length: 255, unique: true })
  slug!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  excerpt?: string | null;

  @Property({ type: 'text', nullable: true })
  featuredImage?: string | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  author?: Ref<User> | null;

  @Property({ type: 'string', length: 30, default: 'draft', index: true })
  status: string = 'draft';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt?: Date | null;

  @Property({ type: 'string', length: 60, nullable: true })
  seoTitle?: string | null;

  @Property({ type: 'string', length: 160, nullable: true })
  seoDescription?: string | null;

  @Property({ type: 'boolean', default: false })
  isHomepage: boolean = false;

  @Property({ type: 'string', length: 50, default: 'default' })
  template: string = 'default';

  @Enum({ items: () => CONTENT_LANGUAGES, columnType: 'text', default: 'en' })
  language: ContentLanguage = 'en';

  /** The same page in the other language; both pages point at each other. */
  @ManyToOne(() => Page, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  translationOf?: Ref<Page> | null;
}
