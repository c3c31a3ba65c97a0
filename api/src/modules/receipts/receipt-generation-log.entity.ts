import { Entity, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { TaxReceipt } from './tax-receipt.entity';
import { CreatedEntity } from '../../db/base.entity';

/** receipt_generation_logs: one row per receipt generation attempt, with timings in ms (spec 001 §3). */
@Entity({ tableName: 'receipt_generation_logs' })
export class ReceiptGenerationLog extends CreatedEntity {
  [OptionalProps]?: 'status';

  /** Null when generation failed before a receipt existed. */
  @ManyToOne(() => TaxReceipt, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  receipt?: Ref<TaxReceipt> | null;

  @Property({ type: 'string', length: 30 })
  generationType!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, fieldName: 'generated_by', deleteRule: 'set null', index: true })
  generatedBy?: Ref<User> | null;

  @Property({ type: 'string', length: 30, nullable: true })
  generationTrigger?: string | null;

  @Property({ type: 'integer', nullable: true })
  processingTime?: number | null;

  @Property({ type: 'integer', nullable: true })
  pdfGenerationTime?: number | null;

  @Property({ type: 'integer', nullable: true })
  archiveTime?: number | null;

  @Property({ type: 'integer', nullable: true })
  emailDeliveryTime?: number | null;

  @Property({ type: 'string', length: 30, default: 'success' })
  status: string = 'success';

  @Property({ type: 'text', nullable: true })
  errorMessage?: string | null;

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;
}
