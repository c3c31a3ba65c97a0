import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import { AuctionCloser } from './auction-closer';
import { AuctionLiveResolver } from './auction-live.resolver';
import { AuctionNotification } from './auction-notification.entity';
import { AuctionResolver } from './auction.resolver';
import { auctionRoutes } from './auction.rest';
import { MaximumResolver } from './maximum.resolver';
import { maximumRoutes } from './maximum.rest';
import { MaximumService } from './maximum.service';
import { ReserveService } from './reserve.service';
import { ReserveResolver } from './reserve.resolver';
import { HistoryResolver } from './history.resolver';
import { historyRoutes } from './history.rest';
import { HistoryService } from './history.service';
import { reserveRoutes } from './reserve.rest';
import { RestRoutes } from '../../rest/rest-routes';
import { AUCTION_TOPIC } from './auction.events';
import { AuctionService, KEPT_PAGE_MS } from './auction.service';
import { BidService } from './bid.service';
import { DealerBid } from './dealer-bid.entity';
import { ProxyBid } from './proxy-bid.entity';
import { VehicleAuction } from './vehicle-auction.entity';

/** Live online auctions of donated vehicles: bids, soft close, closing once (spec 000 §2.11, ADR 3-5). */
export const auctionsModule = defineModule({
  name: 'auctions',
  entities: [VehicleAuction, DealerBid, AuctionNotification, ProxyBid],
  resolvers: [AuctionResolver, AuctionLiveResolver, MaximumResolver, ReserveResolver, HistoryResolver],
  routes: (services) =>
    RestRoutes.concat(maximumRoutes(services), reserveRoutes(services), historyRoutes(services), auctionRoutes(services)),
  keptQueries: { auctions: { clearedBy: [AUCTION_TOPIC], ttlMs: KEPT_PAGE_MS } }, // the list every dealer's screen reads
  create: ({ orm, events, live, transactions, audit }: Core) => {
    const auctions = new AuctionService(events, transactions, audit);
    const reserves = new ReserveService(auctions, events, transactions, audit);
    const auctionCloser = new AuctionCloser(orm, auctions, reserves);
    auctionCloser.start();
    return {
      auctions,
      bids: new BidService(orm, events, transactions, audit),
      maximums: new MaximumService(),
      reserves,
      history: new HistoryService(),
      auctionCloser,
      live,
    };
  },
  stop: ({ auctionCloser }) => auctionCloser.stop(),
});
