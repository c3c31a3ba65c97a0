import { Entity, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { AutoDealer } from '../dealers/auto-dealer.entity';
import { VehicleAuction } from './vehicle-auction.entity';
import { CreatedEntity } from '../../db/base.entity';

/** auction_notifications: notices to a dealer about an auction (outbid, won, started...) (spec 001 §3). */
@Entity({ tableName: 'auction_notifications' })
export class AuctionNotification extends CreatedEntity {
  [OptionalProps]?: 'isRead';

  @ManyToOne(() => VehicleAuction, { ref: true, deleteRule: 'cascade', index: true })
  auction!: Ref<VehicleAuction>;

  @ManyToOne(() => AutoDealer, { ref: true, deleteRule: 'cascade', index: true })
  dealer!: Ref<AutoDealer>;

  @Property({ type: 'string', length: 50 })
  notificationType!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;
}
