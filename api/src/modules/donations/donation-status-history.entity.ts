import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { Donation } from './donation.entity';

/** donation_status_history: one entry per donation status change, with who made it (spec 001 §3). */
@Entity({ tableName: 'donation_status_history' })
export class DonationStatusHistory {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

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

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
