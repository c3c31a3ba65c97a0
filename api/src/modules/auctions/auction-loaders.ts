import DataLoader from 'dataloader';
import type { RequestContext } from '../../core/request-context';
import type { AuctionService } from './auction.service';
import type { BidView } from './auction.types';

const loaders = new WeakMap<RequestContext, DataLoader<number, BidView[]>>();

/** Per request: the recent bids of every auction in a list come from one statement. */
export function recentBidsLoader(ctx: RequestContext, auctions: AuctionService): DataLoader<number, BidView[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((ids: readonly number[]) => auctions.recentBids(ctx.em, ids));
    loaders.set(ctx, loader);
  }
  return loader;
}
