import { Entity, ManyToOne, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { AutoDealer } from '../dealers/auto-dealer.entity';
import { TimestampedEntity } from '../../db/base.entity';
import { VehicleAuction } from './vehicle-auction.entity';

/**
 * proxy_bids: a dealer's maximum on an auction (issue 18 §1, ADR 29), one per dealer per auction,
 * raisable. place_bids bids for it; only its dealer ever reads it. `setAt` (when it reached its
 * amount) decides between equal maximums: the earlier holds.
 */
@Entity({ tableName: 'proxy_bids' })
@Unique({ properties: ['auction', 'dealer'] })
export class ProxyBid extends TimestampedEntity {
  /** Served by the unique (auction, dealer) index. */
  @ManyToOne(() => VehicleAuction, { ref: true, deleteRule: 'cascade' })
  auction!: Ref<VehicleAuction>;

  @ManyToOne(() => AutoDealer, { ref: true, deleteRule: 'cascade', index: true })
  dealer!: Ref<AutoDealer>;

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  maxAmount!: string;

  /** False once its dealer cancelled it (the bids it placed stay). */
  @Property({ type: 'boolean', default: true })
  active: Opt<boolean> = true;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  setAt: Opt<Date> = new Date();
}
