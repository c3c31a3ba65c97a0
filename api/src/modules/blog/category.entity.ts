import { Entity, OptionalProps, Property } from '@mikro-orm/core';
import { CreatedEntity } from '../../db/base.entity';

/** categories: blog post categories with a display colour (spec 001 §3). */
@Entity({ tableName: 'categories' })
export class Category extends CreatedEntity {
  [OptionalProps]?: 'color';

  @Property({ type: 'string', length: 255, unique: true })
  name!: string;

  @Property({ type: 'string', length: 255, unique: true })
  slug!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 20, default: '#6B7280' })
  color: string = '#6B7280';
}
