/** Auction rules both sides need (spec 000 §2.11, spec 001 §4, §9); the bid rules are in bid-rules.ts. */
export const AUCTION_STATUSES = ['pending', 'active', 'completed', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/** Defaults of the create dialog: the auction ends this many days after its start... */
export const DEFAULT_AUCTION_DAYS = 7;
/** ...and asks at least this much. */
export const DEFAULT_MINIMUM_BID = '500.00';

/** The end of an auction that starts at `start` when none is given. */
export function defaultEndDate(start: Date): Date {
  return new Date(start.getTime() + DEFAULT_AUCTION_DAYS * 86_400_000);
}

/** The longest vehicle location (the column's length). */
export const VEHICLE_LOCATION_MAX = 255;
/** The longest pickup instructions or auction notes. */
export const AUCTION_TEXT_MAX = 5000;
