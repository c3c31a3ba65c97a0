import { Entity, ManyToOne, Unique, type Ref } from '@mikro-orm/core';
import { AutoDealer } from '../dealers/auto-dealer.entity';
import { VehicleAuction } from '../auctions/vehicle-auction.entity';
import { CreatedEntity } from '../../db/base.entity';

/** auction_watches: a dealer follows an auction (issue 18 §3): told when it starts and before it ends. */
@Entity({ tableName: 'auction_watches' })
@Unique({ properties: ['dealer', 'auction'] })
export class AuctionWatch extends CreatedEntity {
  @ManyToOne(() => VehicleAuction, { ref: true, deleteRule: 'cascade', index: true })
  auction!: Ref<VehicleAuction>;

  @ManyToOne(() => AutoDealer, { ref: true, deleteRule: 'cascade' })
  dealer!: Ref<AutoDealer>;
}
