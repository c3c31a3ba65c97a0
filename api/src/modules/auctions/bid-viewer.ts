import type { EntityManager } from '@mikro-orm/postgresql';
import { decide } from '@vdp/shared/auth/permissions';
import type { AuthUser } from '../../core/auth-user';
import { BIDDER_NUMBERS_SQL, type BidderNumberRow } from './auction.sql';
import type { Bid } from './bid.presenter';

/**
 * Who reads a bid list (issue 18 security review): those who manage auctions see every dealer and
 * note; a dealer sees its own bids as "mine" with their notes, and every other dealer only as its
 * bidder number on that auction, never its id or notes.
 */
export interface BidViewer {
  seesAll: boolean;
  dealerId: number | null;
}

export async function bidViewerOf(em: EntityManager, user: AuthUser | null): Promise<BidViewer> {
  if (decide('auctions.manage', user?.role) === 'allowed') return { seesAll: true, dealerId: null };
  if (!user) return { seesAll: false, dealerId: null };
  const [row] = await em
    .getConnection()
    .execute<Array<{ id: number }>>('select id from auto_dealers where user_id = ?', [user.id]);
  return { seesAll: false, dealerId: row?.id ?? null };
}

/** Bidder numbers of the auctions' dealers, keyed "auction:dealer". */
export async function bidderNumbers(em: EntityManager, auctionIds: readonly number[]): Promise<Map<string, number>> {
  if (auctionIds.length === 0) return new Map();
  const rows = await em.getConnection().execute<BidderNumberRow[]>(BIDDER_NUMBERS_SQL, [`{${auctionIds.join(',')}}`]);
  return new Map(rows.map((row) => [`${row.auction_id}:${row.dealer_id}`, row.n]));
}

/** The bid as the viewer may read it. */
export function bidFor(bid: Bid, viewer: BidViewer, numbers: Map<string, number>): Bid {
  const mine = viewer.dealerId !== null && bid.dealerId === viewer.dealerId;
  const bidder = numbers.get(`${bid.auctionId}:${bid.dealerId}`) ?? null;
  if (viewer.seesAll || mine) return { ...bid, mine, bidder };
  return { ...bid, dealerId: null, notes: null, mine, bidder };
}
