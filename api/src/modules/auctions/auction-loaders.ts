import DataLoader from 'dataloader';
import type { RequestContext } from '../../core/request-context';
import type { AuctionService } from './auction.service';
import type { Bid } from './bid.presenter';
import { bidViewerOf } from './bid-viewer';

const loaders = new WeakMap<RequestContext, DataLoader<number, Bid[]>>();

/**
 * The recent bids of every auction a request lists come from one statement: one loader per
 * request (it dies with the request's context), over the service it is given.
 */
export function recentBidsLoader(ctx: RequestContext, auctions: AuctionService): DataLoader<number, Bid[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) =>
      auctions.recentBids(ctx.em, ids, await bidViewerOf(ctx.em, ctx.user)),
    );
    loaders.set(ctx, loader);
  }
  return loader;
}
