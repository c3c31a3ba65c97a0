import type { BidPayload } from './auction.events';
import { toDate, type BidRow } from './auction.sql';
import type { PlacedBidRow } from './bid.sql';

/** A bid as both doors answer it (GraphQL Bid, GET /api/auctions/{id}/bids). Amounts are decimal strings. */
export interface Bid {
  id: number;
  auctionId: number;
  /** Null when the reader is another dealer (bid-viewer.ts): it sees `bidder` instead. */
  dealerId: number | null;
  /** The dealer's bidder number on this auction (1 = the first to bid); null in live events. */
  bidder: number | null;
  /** True when the reader's own dealer placed it. */
  mine: boolean;
  /** True when the server placed it for the dealer's maximum. */
  automatic: boolean;
  bidAmount: string;
  notes: string | null;
  createdAt: Date;
}

/** A bid as placed (GraphQL PlacedBid, POST /api/bids). */
export interface PlacedBid extends Bid {
  /** True when this answer repeats an earlier bid sent with the same idempotency key. */
  replayed: boolean;
  /** The high bid once the maximums answered this bid (issue 18): above it when a maximum outbid it at once. */
  currentHighBid: string;
  /** False when another dealer's maximum outbid this bid in the same transaction. */
  leading: boolean;
}

export function presentBid(row: BidRow): Bid {
  return {
    id: row.id,
    auctionId: row.auction_id,
    dealerId: row.dealer_id,
    bidAmount: row.bid_amount,
    notes: row.notes,
    createdAt: toDate(row.created_at),
    bidder: null,
    mine: false,
    automatic: row.is_proxy,
  };
}

/** The new bid (accepted) or the earlier one with the same key (replayed). */
export function presentPlacedBid(row: PlacedBidRow, replayed: boolean, after: PlacedBidRow = row): PlacedBid {
  return {
    id: row.r_bid_id!,
    auctionId: row.r_bid_auction!,
    dealerId: row.r_dealer_id!,
    bidAmount: row.r_amount!,
    notes: row.r_notes,
    createdAt: toDate(row.r_created_at!),
    bidder: null,
    mine: true,
    automatic: false,
    replayed,
    currentHighBid: after.r_high_bid ?? row.r_amount!,
    leading: replayed || after.r_leader === row.r_dealer_id,
  };
}

/** A bid as an event carried it (bidPlaced): the notes stay out of events. */
export function presentPublishedBid(bid: BidPayload): Bid {
  return {
    id: bid.id,
    auctionId: bid.auctionId,
    dealerId: bid.dealerId,
    bidAmount: bid.bidAmount,
    notes: null,
    createdAt: new Date(bid.createdAt),
    bidder: null,
    mine: false,
    automatic: bid.automatic ?? false,
  };
}
