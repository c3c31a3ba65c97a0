import { Entity, Property } from '@mikro-orm/core';
import { CreatedEntity } from '../../db/base.entity';

/** tags: free labels attached to blog posts through post_tags (spec 001 §3). */
@Entity({ tableName: 'tags' })
export class Tag extends CreatedEntity {
  @Property({ type: 'string', length: 255, unique: true })
  name!: string;

  @Property({ type: 'string', length: 255, unique: true })
  slug!: string;
}
