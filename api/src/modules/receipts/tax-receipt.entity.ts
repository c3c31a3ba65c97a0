import { Entity, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { Charity } from '../charities/charity.entity';
import { Donation } from '../donations/donation.entity';
import { User } from '../users/user.entity';
import type { ReceiptIssuer } from './receipt-issuer';
import { CreatedEntity } from '../../db/base.entity';

/**
 * tax_receipts: official donation receipts (spec 001 §3). Receipts are records that must be
 * kept, so the donation and charity links restrict deletion instead of cascading.
 */
@Entity({ tableName: 'tax_receipts' })
export class TaxReceipt extends CreatedEntity {
  [OptionalProps]?:
    'receiptDate' | 'isReplacement' | 'status' | 'emailSent' | 'viewCount' | 'downloadCount' | 'language' | 'sendEmail';

  @Property({ type: 'string', length: 50, unique: true })
  receiptNumber!: string;

  @ManyToOne(() => Donation, { ref: true, deleteRule: 'restrict', index: true })
  donation!: Ref<Donation>;

  @ManyToOne(() => Charity, { ref: true, nullable: true, deleteRule: 'restrict', index: true })
  charity?: Ref<Charity> | null;

  @Property({ type: 'string', length: 255 })
  donorName!: string;

  @Property({ type: 'text', nullable: true })
  donorAddress?: string | null;

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  receiptAmount!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  receiptDate: Date = new Date();

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  eligibleAmount!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  locationOfDonation?: string | null;

  @Property({ type: 'boolean', default: false })
  isReplacement: boolean = false;

  @Property({ type: 'string', length: 50, nullable: true })
  originalReceiptNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 30, default: 'issued' })
  status: string = 'issued';

  @Property({ type: 'text', nullable: true })
  pdfFilePath?: string | null;

  /** The archiveId of the digital_receipt_archive row (that row links back by FK). */
  @Property({ type: 'string', length: 64, nullable: true })
  digitalArchiveId?: string | null;

  @ManyToOne(() => User, { ref: true, nullable: true, fieldName: 'generated_by', deleteRule: 'set null', index: true })
  generatedBy?: Ref<User> | null;

  @Property({ type: 'boolean', default: false })
  emailSent: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailSentAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  viewCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  downloadCount: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAccessedAt?: Date | null;

  // What the official receipt states beyond spec 001's columns (issue 4)

  /** en or fr: the receipt's language. */
  @Property({ type: 'string', length: 2, default: 'en' })
  language: string = 'en';

  /** The value of any advantage the donor received (eligible amount = receiptAmount - advantage). */
  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  advantageAmount?: string | null;

  @Property({ type: 'text', nullable: true })
  advantageDescription?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  appraiserName?: string | null;

  @Property({ type: 'text', nullable: true })
  appraiserAddress?: string | null;

  /** The day the charity received the vehicle. */
  @Property({ type: 'date', nullable: true })
  giftReceivedDate?: string | null;

  /** Staff asked for the receipt to be e-mailed to the donor. */
  @Property({ type: 'boolean', default: false })
  sendEmail: boolean = false;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** The issuing charity as printed (name, address, registration number, place of issue, signatory). */
  @Property({ type: 'json', nullable: true })
  issuer?: ReceiptIssuer | null;
}
