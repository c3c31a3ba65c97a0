import { Entity, Index, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { ACCESS_CODE_INDEX, ACCESS_CODE_INDEX_SQL } from '../staff-donations/donation-search';
import { Donation } from '../donations/donation.entity';
import { CreatedEntity } from '../../db/base.entity';

/** donor_portal_access: the tracking code a donor uses to follow a donation, with access counts (spec 001 §3). */
@Entity({ tableName: 'donor_portal_access' })
@Index({ name: ACCESS_CODE_INDEX, expression: ACCESS_CODE_INDEX_SQL })
export class DonorPortalAccess extends CreatedEntity {
  [OptionalProps]?: 'accessCount';

  @ManyToOne(() => Donation, { ref: true, deleteRule: 'cascade', index: true })
  donation!: Ref<Donation>;

  @Property({ type: 'string', length: 32, unique: true })
  accessCode!: string;

  @Property({ type: 'string', length: 255 })
  email!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAccessedAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  accessCount: number = 0;
}
