import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { AutoDealer } from '../dealers/auto-dealer.entity';
import { Donation } from '../donations/donation.entity';
import { VehicleAuction } from '../auctions/vehicle-auction.entity';
import { CreatedEntity } from '../../db/base.entity';

/**
 * bills_of_sale: the winner's bill of sale (issue 18 §4), archived like a receipt: the PDF and its
 * SHA-256, one per auction (the unique auction makes it exactly once across api processes).
 */
@Entity({ tableName: 'bills_of_sale' })
export class BillOfSale extends CreatedEntity {
  @ManyToOne(() => VehicleAuction, { ref: true, deleteRule: 'restrict', unique: true })
  auction!: Ref<VehicleAuction>;

  @ManyToOne(() => AutoDealer, { ref: true, deleteRule: 'restrict', index: true })
  dealer!: Ref<AutoDealer>;

  @ManyToOne(() => Donation, { ref: true, deleteRule: 'restrict', index: true })
  donation!: Ref<Donation>;

  /** Decimal dollars ("1250.00"). */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  salePrice!: string;

  @Property({ type: 'string', length: 5 })
  language!: string;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  /** Bytes. */
  @Property({ type: 'integer' })
  fileSize!: number;

  /** SHA-256 of the PDF, hex. */
  @Property({ type: 'string', length: 64 })
  fileHash!: string;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;
}
