import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** categories: blog post categories with a display colour (spec 001 §3). */
@Entity({ tableName: 'categories' })
export class Category {
  [OptionalProps]?: 'color' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 255, unique: true })
  name!: string;

  @Property({ type: 'string', length: 255, unique: true })
  slug!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 20, default: '#6B7280' })
  color: string = '#6B7280';

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
