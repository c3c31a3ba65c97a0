import {
  Embedded,
  Entity,
  Enum,
  Index,
  ManyToOne,
  type Opt,
  OptionalProps,
  PrimaryKey,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { ALL_STATUSES, type StoredStatus } from '@vdp/shared/donations/donation-status';
import { LANGUAGES, type Language } from '@vdp/shared/i18n/language';
import { Charity } from '../charities/charity.entity';
import { DONATION_SEARCH_INDEX, DONATION_SEARCH_INDEX_SQL, SEARCH_TEXT_SQL } from '../staff-donations/donation-search';

import { Address } from '../../db/address.embeddable';

/**
 * donations: one vehicle donation from request through pickup, valuation and receipt
 * (spec 001 §3), plus the donor-screen fields of spec 000 §3 (hasAccidents,
 * pickupPreference, preferredDate, notes). state/zipCode hold province/postal code.
 */
@Entity({ tableName: 'donations' })
@Index({ name: DONATION_SEARCH_INDEX, expression: DONATION_SEARCH_INDEX_SQL })
// the staff list's keyset, newest first: whole, and by status (staff-donation.sql.ts)
@Index({ name: 'donations_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'donations_status_created_at_id_index', properties: ['status', 'createdAt', 'id'] })
export class Donation {
  [OptionalProps]?:
    | 'vehicleType'
    | 'hasLienOrFinance'
    | 'hasAccidents'
    | 'status'
    | 'statusHistory'
    | 'receiptIssued'
    | 'receiptEmailSent'
    | 'donorNotificationsSent'
    | 'language'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // Vehicle
  @Property({ type: 'string', length: 30, default: 'car' })
  vehicleType: string = 'car';

  @Property({ type: 'integer' })
  year!: number;

  @Property({ type: 'string', length: 100 })
  make!: string;

  @Property({ type: 'string', length: 100 })
  model!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  trim?: string | null;

  @Property({ type: 'integer', nullable: true })
  mileage?: number | null;

  @Property({ type: 'string', length: 20, nullable: true })
  condition?: string | null;

  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  estimatedValue?: string | null;

  @Property({ type: 'string', length: 17, nullable: true })
  vin?: string | null;

  @Property({ type: 'boolean', default: false })
  hasLienOrFinance: boolean = false;

  @Property({ type: 'boolean', default: false })
  hasAccidents: boolean = false;

  // Donor
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 255, index: true })
  email!: string;

  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Embedded(() => Address, { prefix: false })
  address!: Address;

  @ManyToOne(() => Charity, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  charity?: Ref<Charity> | null;

  /** The donor's free charity choice (shown as charityChoice). */
  @Property({ type: 'string', length: 255, nullable: true })
  preferredCharity?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  bestTimeToCall?: string | null;

  /** asap, weekday, weekend or schedule. */
  @Property({ type: 'string', length: 20, nullable: true })
  pickupPreference?: string | null;

  @Property({ type: 'date', nullable: true })
  preferredDate?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'text', nullable: true })
  comments?: string | null;

  /** The donor's language (en or fr): their e-mails, receipt and tracking page use it (ADR 28). */
  @Enum({ items: () => LANGUAGES, columnType: 'varchar(2)', default: 'en' })
  language: Language = 'en';

  // Status
  /** One of ALL_STATUSES (a check constraint too). */
  @Enum({ items: () => ALL_STATUSES, columnType: 'varchar(30)', default: 'pending' })
  status: StoredStatus = 'pending';

  @Property({ type: 'json', default: '[]' })
  statusHistory: Record<string, unknown>[] = [];

  // Pickup
  @Property({ type: 'date', nullable: true })
  pickupDate?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  pickupTime?: string | null;

  @Property({ type: 'text', nullable: true })
  pickupLocation?: string | null;

  @Property({ type: 'text', nullable: true })
  pickupNotes?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  towingCompany?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  towingDriverName?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  towingDriverPhone?: string | null;

  // Valuation
  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  finalValue?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  valuationDate?: Date | null;

  @Property({ type: 'text', nullable: true })
  valuationNotes?: string | null;

  // Receipt
  @Property({ type: 'boolean', default: false })
  receiptIssued: boolean = false;

  @Property({ type: 'string', length: 50, nullable: true })
  receiptNumber?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  receiptDate?: Date | null;

  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  taxReceiptValue?: string | null;

  @Property({ type: 'boolean', default: false })
  receiptEmailSent: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  receiptEmailSentAt?: Date | null;

  // Follow-up
  /** Log of donor notifications sent (type, time). */
  @Property({ type: 'json', default: '[]' })
  donorNotificationsSent: Record<string, unknown>[] = [];

  @Property({ type: 'text', nullable: true })
  internalNotes?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastContactedAt?: Date | null;

  /** The client's Idempotency-Key of the submission: a retry returns this donation. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  idempotencyKey?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** What the staff search looks in: computed by PostgreSQL, never written, not loaded. */
  @Property({ type: 'text', generated: `(${SEARCH_TEXT_SQL}) stored`, nullable: true, lazy: true, hidden: true })
  searchText?: (string & Opt) | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
