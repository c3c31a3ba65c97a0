import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { Donation } from './donation.entity';
import { CreatedEntity } from '../../db/base.entity';

/** donation_status_history: one entry per donation status change, with who made it (spec 001 §3). */
@Entity({ tableName: 'donation_status_history' })
export class DonationStatusHistory extends CreatedEntity {
  @ManyToOne(() => Donation, { ref: true, deleteRule: 'cascade', index: true })
  donation!: Ref<Donation>;

  @Property({ type: 'string', length: 30 })
  status!: string;

  @Property({ type: 'string', length: 30, nullable: true })
  previousStatus?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @ManyToOne(() => User, { ref: true, nullable: true, fieldName: 'updated_by', deleteRule: 'set null', index: true })
  updatedBy?: Ref<User> | null;

  /** The actor's display name, kept when the user is gone. */
  @Property({ type: 'string', length: 255, nullable: true })
  updatedByName?: string | null;
}
