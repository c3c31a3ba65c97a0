import { toDate } from './auction.sql';
import type { MaximumRow } from './maximum.sql';

/** A dealer's own maximum on an auction (GraphQL MyMaximum, GET /api/auctions/{id}/maximum): only its dealer reads it. */
export interface MyMaximum {
  auctionId: number;
  maxAmount: string;
  /** False once cancelled. */
  active: boolean;
  /** When it reached this amount (an earlier maximum holds a tie). */
  setAt: Date;
  /** The auction's high bid now. */
  currentHighBid: string;
  /** True when this dealer leads the auction now. */
  leading: boolean;
}

export function presentMaximum(row: MaximumRow): MyMaximum {
  return {
    auctionId: row.auction_id,
    maxAmount: row.max_amount,
    active: row.active,
    setAt: toDate(row.set_at),
    currentHighBid: row.current_high_bid,
    leading: row.leading === true,
  };
}
