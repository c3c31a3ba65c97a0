import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { Donation } from './donation.entity';
import { CreatedEntity } from '../../db/base.entity';
import type { StoredMessage } from '@vdp/shared/i18n/stored-message';

/** donation_status_history: one entry per donation status change, with who made it (spec 001 §3). */
@Entity({ tableName: 'donation_status_history' })
export class DonationStatusHistory extends CreatedEntity {
  @ManyToOne(() => Donation, { ref: true, deleteRule: 'cascade', index: true })
  donation!: Ref<Donation>;

  @Property({ type: 'string', length: 30 })
  status!: string;

  @Property({ type: 'string', length: 30, nullable: true })
  previousStatus?: string | null;

  /** A note a person wrote (staff), kept as written; the platform's own notes are noteMessage. */
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** The platform's note as a catalog id with values, shown in the reader's language (ADR 28). */
  @Property({ type: 'json', nullable: true })
  noteMessage?: StoredMessage | null;

  @ManyToOne(() => User, { ref: true, nullable: true, fieldName: 'updated_by', deleteRule: 'set null', index: true })
  updatedBy?: Ref<User> | null;

  /** The actor's display name, kept when the user is gone. */
  @Property({ type: 'string', length: 255, nullable: true })
  updatedByName?: string | null;
}
