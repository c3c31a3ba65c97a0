import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import { AuctionCloser } from './auction-closer';
import { AuctionLiveResolver } from './auction-live.resolver';
import { AuctionNotification } from './auction-notification.entity';
import { AuctionResolver } from './auction.resolver';
import { auctionRoutes } from './auction.rest';
import { AUCTION_TOPIC } from './auction.events';
import { AuctionService, KEPT_PAGE_MS } from './auction.service';
import { BidService } from './bid.service';
import { DealerBid } from './dealer-bid.entity';
import { VehicleAuction } from './vehicle-auction.entity';

/** Live online auctions of donated vehicles: bids, soft close, closing once (spec 000 §2.11, ADR 3-5). */
export const auctionsModule = defineModule({
  name: 'auctions',
  entities: [VehicleAuction, DealerBid, AuctionNotification],
  resolvers: [AuctionResolver, AuctionLiveResolver],
  routes: auctionRoutes,
  keptQueries: { auctions: { clearedBy: [AUCTION_TOPIC], ttlMs: KEPT_PAGE_MS } }, // the list every dealer's screen reads
  create: ({ orm, events, live, transactions, audit }: Core) => {
    const auctions = new AuctionService(events, transactions, audit);
    const auctionCloser = new AuctionCloser(orm, auctions);
    auctionCloser.start();
    return { auctions, bids: new BidService(orm, events, transactions, audit), auctionCloser, live };
  },
  stop: ({ auctionCloser }) => auctionCloser.stop(),
});
