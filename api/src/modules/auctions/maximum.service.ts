import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_ROW_ID } from '@vdp/shared/validation/rules';
import type { AuthUser } from '../../core/auth-user';
import { conflict, notFound } from '../../core/errors';
import { AUCTION_MESSAGES } from './auction.constants';
import { presentMaximum, type MyMaximum } from './maximum.presenter';
import { CANCEL_MAXIMUM_SQL, MY_MAXIMUM_SQL, type MaximumRow } from './maximum.sql';

/**
 * Reading and cancelling a dealer's own maximum (issue 18 §1). Setting or raising one is a bid
 * batch entry (BidService.setMaximum), so the server answers for it in the same transaction.
 */
export class MaximumService {
  /** The signed-in dealer's maximum on the auction; null when it never set one. */
  async mine(em: EntityManager, user: AuthUser, auctionId: number): Promise<MyMaximum | null> {
    if (!isRowId(auctionId)) return null;
    const [row] = await em.getConnection().execute<MaximumRow[]>(MY_MAXIMUM_SQL, [user.id, auctionId]);
    return row ? presentMaximum(row) : null;
  }

  /** Stops the server bidding for the dealer; the bids already placed stay. */
  async cancel(em: EntityManager, user: AuthUser, auctionId: number): Promise<MyMaximum> {
    if (!isRowId(auctionId)) throw notFound(AUCTION_MESSAGES.noMaximum(auctionId));
    // one statement: its own transaction
    const cancelled = await em.getConnection().execute<Array<{ auction_id: number }>>(CANCEL_MAXIMUM_SQL, [auctionId, user.id]);
    const mine = await this.mine(em, user, auctionId);
    if (cancelled.length > 0 && mine) return mine;
    if (!mine || !mine.active) throw notFound(AUCTION_MESSAGES.noMaximum(auctionId));
    throw conflict(AUCTION_MESSAGES.notAccepting);
  }
}

const isRowId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID;
