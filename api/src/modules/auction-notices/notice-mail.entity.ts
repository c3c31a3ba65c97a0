import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { AutoDealer } from '../dealers/auto-dealer.entity';
import { VehicleAuction } from '../auctions/vehicle-auction.entity';
import { CreatedEntity } from '../../db/base.entity';

/**
 * auction_notice_mails: when a dealer was last e-mailed about an auction (ADR 30). The e-mail
 * throttle is one conditional upsert on this row, so it holds across api processes.
 */
@Entity({ tableName: 'auction_notice_mails' })
@Unique({ properties: ['dealer', 'auction'] })
export class AuctionNoticeMail extends CreatedEntity {
  @ManyToOne(() => AutoDealer, { ref: true, deleteRule: 'cascade' })
  dealer!: Ref<AutoDealer>;

  @ManyToOne(() => VehicleAuction, { ref: true, deleteRule: 'cascade' })
  auction!: Ref<VehicleAuction>;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSentAt!: Date;
}
