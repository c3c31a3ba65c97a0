import { PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * The integer id and creation time most tables of spec 001 §3 start with. `Opt` makes both
 * optional in `em.create`, so an entity's [OptionalProps] need not list them.
 */
export abstract class CreatedEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/** A CreatedEntity whose rows also keep the time of their last change. */
export abstract class TimestampedEntity extends CreatedEntity {
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
