import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** tags: free labels attached to blog posts through post_tags (spec 001 §3). */
@Entity({ tableName: 'tags' })
export class Tag {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 255, unique: true })
  name!: string;

  @Property({ type: 'string', length: 255, unique: true })
  slug!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
