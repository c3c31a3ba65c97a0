import { Entity, Enum, Index, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { AutoDealer } from '../dealers/auto-dealer.entity';
import { AUCTION_STATUSES, type AuctionStatus } from '@vdp/shared/auctions/auction.constants';
import { Donation } from '../donations/donation.entity';
import { TimestampedEntity } from '../../db/base.entity';
import { BY_END_INDEX, BY_STATUS_END_INDEX } from './auction-list.sql';

/** vehicle_auctions: a dealer auction of one donated vehicle (spec 001 §3, plus startingBid, reservePrice, bidCount from the screens). */
@Entity({ tableName: 'vehicle_auctions' })
@Index({ name: BY_END_INDEX, properties: ['endDate', 'id'] })
@Index({ name: BY_STATUS_END_INDEX, properties: ['status', 'endDate', 'id'] })
export class VehicleAuction extends TimestampedEntity {
  [OptionalProps]?: 'currentHighBid' | 'bidCount' | 'status' | 'auctionType';

  @ManyToOne(() => Donation, { ref: true, deleteRule: 'cascade', index: true })
  donation!: Ref<Donation>;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startDate!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  endDate!: Date;

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  minimumBid!: string;

  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  startingBid?: string | null;

  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  reservePrice?: string | null;

  @Property({ type: 'decimal', precision: 10, scale: 2, default: 0 })
  currentHighBid!: string;

  @Property({ type: 'integer', default: 0 })
  bidCount: number = 0;

  @ManyToOne(() => AutoDealer, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  winningDealer?: Ref<AutoDealer> | null;

  @Enum({ items: () => AUCTION_STATUSES, columnType: 'varchar(30)', default: 'pending' })
  status: AuctionStatus = 'pending';

  @Property({ type: 'string', length: 30, default: 'open' })
  auctionType: string = 'open';

  @Property({ type: 'string', length: 255 })
  vehicleLocation!: string;

  @Property({ type: 'text', nullable: true })
  pickupInstructions?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** A provisional auction (ended below its reserve) waits for the admin's decision until then. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  provisionalUntil?: Date | null;

  /** What became of a provisional outcome: accepted, declined or lapsed (RESERVE_DECISIONS). */
  @Property({ type: 'string', length: 20, nullable: true })
  reserveDecision?: string | null;
}
