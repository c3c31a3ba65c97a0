import { Entity, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { Donation } from '../donations/donation.entity';
import { TaxReceipt } from './tax-receipt.entity';
import { TimestampedEntity } from '../../db/base.entity';

/** digital_receipt_archive: the stored (by default encrypted) file of a tax receipt and its retention (spec 001 §3). */
@Entity({ tableName: 'digital_receipt_archive' })
export class DigitalReceiptArchive extends TimestampedEntity {
  [OptionalProps]?: 'isEncrypted' | 'storageProvider' | 'backupStatus' | 'accessLevel' | 'retentionPeriod';

  @Property({ type: 'string', length: 64, unique: true })
  archiveId!: string;

  @ManyToOne(() => TaxReceipt, { ref: true, deleteRule: 'cascade', index: true })
  receipt!: Ref<TaxReceipt>;

  @ManyToOne(() => Donation, { ref: true, deleteRule: 'restrict', index: true })
  donation!: Ref<Donation>;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  originalFileName?: string | null;

  /** Bytes. */
  @Property({ type: 'integer' })
  fileSize!: number;

  @Property({ type: 'string', length: 100 })
  mimeType!: string;

  @Property({ type: 'text' })
  filePath!: string;

  @Property({ type: 'string', length: 128, nullable: true })
  fileHash?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  encryptionKey?: string | null;

  @Property({ type: 'boolean', default: true })
  isEncrypted: boolean = true;

  @Property({ type: 'string', length: 30, default: 'local' })
  storageProvider: string = 'local';

  @Property({ type: 'string', length: 30, default: 'pending' })
  backupStatus: string = 'pending';

  @Property({ type: 'string', length: 30, default: 'donor_only' })
  accessLevel: string = 'donor_only';

  /** Days; 2555 is about 7 years. */
  @Property({ type: 'integer', default: 2555 })
  retentionPeriod: number = 2555;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  /** The PDF itself, kept in the database so every api process serves it (storageProvider `database`). */
  @Property({ type: 'blob', nullable: true, lazy: true })
  content?: Buffer | null;
}
