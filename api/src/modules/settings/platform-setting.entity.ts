import { Entity, OptionalProps, Property, Unique } from '@mikro-orm/core';
import { TimestampedEntity } from '../../db/base.entity';

/** platform_settings: admin configuration values, one per category + key; public ones are readable by visitors (spec 001 §3). */
@Entity({ tableName: 'platform_settings' })
@Unique({ properties: ['category', 'key'] })
export class PlatformSetting extends TimestampedEntity {
  [OptionalProps]?: 'isPublic';

  @Property({ type: 'string', length: 50 })
  category!: string;

  @Property({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'json' })
  value!: unknown;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'boolean', default: false })
  isPublic: boolean = false;
}
