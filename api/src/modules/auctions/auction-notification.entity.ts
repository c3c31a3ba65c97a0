import { Entity, Index, ManyToOne, OptionalProps, Property, Unique, type Ref } from '@mikro-orm/core';
import { AutoDealer } from '../dealers/auto-dealer.entity';
import { VehicleAuction } from './vehicle-auction.entity';
import { CreatedEntity } from '../../db/base.entity';

/**
 * auction_notifications: notices to a dealer about an auction (outbid, won, started...) (spec 001 §3).
 * `message` is a catalog id and `messageValues` its values, rendered in the reader's language;
 * one row per dealer, auction, type and occasion (ADR 30, modules/auction-notices).
 */
@Entity({ tableName: 'auction_notifications' })
@Unique({ name: 'auction_notifications_once', properties: ['dealer', 'auction', 'notificationType', 'occasion'] })
@Index({ name: 'auction_notifications_by_dealer', properties: ['dealer', 'id'] })
export class AuctionNotification extends CreatedEntity {
  [OptionalProps]?: 'isRead' | 'messageValues' | 'occasion' | 'mailStatus';

  @ManyToOne(() => VehicleAuction, { ref: true, deleteRule: 'cascade', index: true })
  auction!: Ref<VehicleAuction>;

  @ManyToOne(() => AutoDealer, { ref: true, deleteRule: 'cascade' })
  dealer!: Ref<AutoDealer>;

  @Property({ type: 'string', length: 50 })
  notificationType!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Property({ type: 'json', default: '{}' })
  messageValues: Record<string, unknown> = {};

  /** What makes a notice of this type happen again (the outbidding bid's id); '' for once per auction. */
  @Property({ type: 'string', length: 100, default: '' })
  occasion: string = '';

  /** pending, sent, throttled (another e-mail went out within 5 minutes), skipped. */
  @Property({ type: 'string', length: 20, default: 'pending' })
  mailStatus: string = 'pending';
}
