import type { AppPubSub } from '../../core/events/pubsub';
import { toDate, type CompletedRow } from './auction.sql';
import type { PlacedBidRow } from './bid.sql';
import type { DecidedRow } from './reserve.sql';

/** One topic for every auction event: one NOTIFY per change, filtered per subscription. */
export const AUCTION_TOPIC = 'auctions.event';

/**
 * Why an event was published. Issue 18 §2: 'provisional' (ended below the reserve, with 'ended'),
 * 'accepted' / 'declined' (the decision on a provisional outcome; a lapsed one is 'declined').
 */
export const AUCTION_EVENT_REASONS = [
  'bid',
  'extended',
  'started',
  'ended',
  'created',
  'provisional',
  'accepted',
  'declined',
] as const;
export type AuctionEventReason = (typeof AUCTION_EVENT_REASONS)[number];

export interface BidPayload {
  id: number;
  auctionId: number;
  dealerId: number;
  bidAmount: string;
  createdAt: string;
  /** Issue 18: true when the server placed the bid for the dealer's maximum. */
  automatic?: boolean;
}

/** Small on purpose (NOTIFY < 8 KB): the auction's live numbers and, for a bid, the bid. */
export interface AuctionEventPayload {
  auctionId: number;
  reasons: AuctionEventReason[];
  status: string;
  currentHighBid: string;
  bidCount: number;
  endDate: string;
  bid: BidPayload | null;
  /**
   * Issue 18: the dealer an ending or a decision concerns: the winner, or for 'provisional',
   * 'accepted' and 'declined' the top bidder. Absent on other events.
   */
  dealerId?: number | null;
}

/** An auction's live numbers, as a service has just read them (a presented Auction has them). */
export interface AuctionNumbers {
  id: number;
  status: string;
  currentHighBid: string;
  bidCount: number;
  endDate: Date;
}

/** Created or started: the auction as read after the change. */
export function auctionChanged(auction: AuctionNumbers, reason: 'created' | 'started'): AuctionEventPayload {
  return {
    auctionId: auction.id,
    reasons: [reason],
    status: auction.status,
    currentHighBid: auction.currentHighBid,
    bidCount: auction.bidCount,
    endDate: auction.endDate.toISOString(),
    bid: null,
  };
}

/** Ended: a row the closing statement completed. */
export function auctionEnded(row: CompletedRow): AuctionEventPayload {
  return {
    auctionId: row.id,
    reasons: row.status === 'provisional' ? ['ended', 'provisional'] : ['ended'],
    status: row.status,
    currentHighBid: row.current_high_bid,
    bidCount: row.bid_count,
    endDate: toDate(row.end_date).toISOString(),
    bid: null,
    dealerId: row.winning_dealer_id,
  };
}

/** A provisional outcome decided (accepted, declined, or lapsed: declined); dealerId is the top bidder. */
export function reserveDecided(row: DecidedRow): AuctionEventPayload {
  return {
    auctionId: row.id,
    reasons: [row.reserve_decision === 'accepted' ? 'accepted' : 'declined'],
    status: row.status,
    currentHighBid: row.current_high_bid,
    bidCount: row.bid_count,
    endDate: toDate(row.end_date).toISOString(),
    bid: null,
    dealerId: row.top_dealer_id,
  };
}

/** An accepted bid, with the auction's numbers as they stood after it (ADR 4). */
export function bidAccepted(row: PlacedBidRow): AuctionEventPayload {
  return {
    auctionId: row.r_bid_auction!,
    reasons: row.r_extended ? ['bid', 'extended'] : ['bid'],
    status: row.r_status!,
    currentHighBid: row.r_high_bid!,
    bidCount: row.r_bid_count!,
    endDate: toDate(row.r_end_date!).toISOString(),
    bid: {
      id: row.r_bid_id!,
      auctionId: row.r_bid_auction!,
      dealerId: row.r_dealer_id!,
      bidAmount: row.r_amount!,
      createdAt: toDate(row.r_created_at!).toISOString(),
      automatic: row.r_is_proxy,
    },
  };
}

export function publishAuctionEvent(pubSub: AppPubSub, event: AuctionEventPayload): void {
  pubSub.publish(AUCTION_TOPIC, event);
}
