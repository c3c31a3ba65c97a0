import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { Donation } from './donation.entity';
import type { StoredMessage } from '@vdp/shared/i18n/stored-message';

/** donation_communications: messages exchanged with a donor about a donation (spec 001 §3). */
@Entity({ tableName: 'donation_communications' })
export class DonationCommunication {
  [OptionalProps]?: 'sentAt' | 'status' | 'responseReceived';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Donation, { ref: true, deleteRule: 'cascade', index: true })
  donation!: Ref<Donation>;

  @Property({ type: 'string', length: 30 })
  type!: string;

  @Property({ type: 'string', length: 30 })
  method!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  subject?: string | null;

  /** The text a person recorded; null when the platform wrote bodyMessage instead. */
  @Property({ type: 'text', nullable: true })
  message?: string | null;

  /** The platform's subject as a catalog id with values (ADR 28); subject holds a person's or data (a receipt number). */
  @Property({ type: 'json', nullable: true })
  subjectMessage?: StoredMessage | null;

  /** The platform's summary as a catalog id with values, shown in the reader's language (ADR 28). */
  @Property({ type: 'json', nullable: true })
  bodyMessage?: StoredMessage | null;

  @ManyToOne(() => User, { ref: true, nullable: true, fieldName: 'sent_by', deleteRule: 'set null', index: true })
  sentBy?: Ref<User> | null;

  @Property({ type: 'string', length: 255, nullable: true })
  sentByName?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  sentAt: Date = new Date();

  @Property({ type: 'string', length: 30, default: 'sent' })
  status: string = 'sent';

  @Property({ type: 'boolean', default: false })
  responseReceived: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  responseAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  responseNotes?: string | null;
}
