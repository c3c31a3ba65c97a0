import { toDate } from './auction.sql';
import type { HistoryRow, HistoryTotalsRow } from './history.sql';

/** What became of a dealer's bid: its auction still open (leading/outbid), waiting (provisional) or over (won/lost). */
export const BID_OUTCOMES = ['leading', 'outbid', 'provisional', 'won', 'lost'] as const;
export type BidOutcomeName = (typeof BID_OUTCOMES)[number];

/** One of the dealer's own bids with its auction (GraphQL MyBid, GET /api/dealers/me/bids). */
export interface MyBid {
  id: number;
  auctionId: number;
  bidAmount: string;
  /** Placed by the server for the dealer's maximum. */
  automatic: boolean;
  createdAt: Date;
  auctionStatus: string;
  auctionEndDate: Date;
  vehicle: string;
  outcome: BidOutcomeName;
}

/** The dealer's figures (GraphQL MyBidTotals, GET /api/dealers/me/bid-totals). */
export interface MyBidTotals {
  totalBids: number;
  successfulBids: number;
  rating: string;
  auctionsBid: number;
  auctionsWon: number;
  wonValue: string;
  leadingNow: number;
}

function outcomeOf(row: HistoryRow): BidOutcomeName {
  const top = row.dealer_leads === true && row.bid_amount === row.current_high_bid;
  if (row.auction_status === 'active' || row.auction_status === 'pending') return top ? 'leading' : 'outbid';
  if (row.auction_status === 'provisional') return top ? 'provisional' : 'lost';
  return row.is_winning ? 'won' : 'lost';
}

export function presentMyBid(row: HistoryRow): MyBid {
  return {
    id: row.id,
    auctionId: row.auction_id,
    bidAmount: row.bid_amount,
    automatic: row.is_proxy,
    createdAt: toDate(row.created_at),
    auctionStatus: row.auction_status,
    auctionEndDate: toDate(row.end_date),
    vehicle: `${row.year} ${row.make} ${row.model}`,
    outcome: outcomeOf(row),
  };
}

const NO_TOTALS: MyBidTotals = {
  totalBids: 0,
  successfulBids: 0,
  rating: '0.00',
  auctionsBid: 0,
  auctionsWon: 0,
  wonValue: '0.00',
  leadingNow: 0,
};

export function presentTotals(row: HistoryTotalsRow | undefined): MyBidTotals {
  if (!row) return NO_TOTALS;
  return {
    totalBids: row.total_bids,
    successfulBids: row.successful_bids,
    rating: row.rating,
    auctionsBid: row.auctions_bid,
    auctionsWon: row.auctions_won,
    wonValue: row.won_value,
    leadingNow: row.leading_now,
  };
}
