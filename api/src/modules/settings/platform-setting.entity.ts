import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** platform_settings: admin configuration values, one per category + key; public ones are readable by visitors (spec 001 §3). */
@Entity({ tableName: 'platform_settings' })
@Unique({ properties: ['category', 'key'] })
export class PlatformSetting {
  [OptionalProps]?: 'isPublic' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

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

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
