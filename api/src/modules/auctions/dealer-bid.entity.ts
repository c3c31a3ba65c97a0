import { Entity, Index, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { AutoDealer } from '../dealers/auto-dealer.entity';
import { VehicleAuction } from './vehicle-auction.entity';
import { CreatedEntity } from '../../db/base.entity';
import { User } from '../users/user.entity';
import { BY_AUCTION_AMOUNT_INDEX, BY_DEALER_INDEX, BY_DEALER_INDEX_SQL } from './bid-list.sql';

/** dealer_bids: a dealer's bid on an auction; idempotencyKey lets a retried bid be recognised (spec 001 §3). */
@Entity({ tableName: 'dealer_bids' })
@Index({ name: BY_AUCTION_AMOUNT_INDEX, properties: ['auction', 'bidAmount', 'id'] })
@Index({ name: BY_DEALER_INDEX, expression: BY_DEALER_INDEX_SQL })
export class DealerBid extends CreatedEntity {
  [OptionalProps]?: 'bidDate' | 'isWinning' | 'status' | 'isProxy';

  /** Indexed first in BY_AUCTION_AMOUNT_INDEX, which serves the foreign key too. */
  @ManyToOne(() => VehicleAuction, { ref: true, deleteRule: 'cascade' })
  auction!: Ref<VehicleAuction>;

  @ManyToOne(() => AutoDealer, { ref: true, deleteRule: 'cascade', index: true })
  dealer!: Ref<AutoDealer>;

  /** The admin who entered this bid for the dealer (a phone bid); null for a dealer's own bid. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  enteredBy?: Ref<User> | null;

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  bidAmount!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  bidDate: Date = new Date();

  @Property({ type: 'boolean', default: false })
  isWinning: boolean = false;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'string', length: 30, default: 'active' })
  status: string = 'active';

  /** True for a bid the server placed for the dealer's maximum (proxy_bids). */
  @Property({ type: 'boolean', default: false })
  isProxy: boolean = false;

  @Property({ type: 'string', length: 100, nullable: true, unique: true })
  idempotencyKey?: string | null;
}
