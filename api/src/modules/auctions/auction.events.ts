import type { AppPubSub } from '../../core/events/pubsub';

/** One topic for every auction event: one NOTIFY per change, filtered per subscription. */
export const AUCTION_TOPIC = 'auctions.event';

export const AUCTION_EVENT_REASONS = ['bid', 'extended', 'started', 'ended', 'created'] as const;
export type AuctionEventReason = (typeof AUCTION_EVENT_REASONS)[number];

export interface BidPayload {
  id: number;
  auctionId: number;
  dealerId: number;
  bidAmount: string;
  createdAt: string;
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
}

export function publishAuctionEvent(pubSub: AppPubSub, event: AuctionEventPayload): void {
  pubSub.publish(AUCTION_TOPIC, event);
}
