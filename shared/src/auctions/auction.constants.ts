/** Auction rules both sides need (spec 000 §2.11, spec 001 §4, §9); the bid rules are in bid-rules.ts. */
/** 'provisional': ended below its reserve, waiting for the admin to accept or decline the top bid (issue 18 §2). */
export const AUCTION_STATUSES = ['pending', 'active', 'provisional', 'completed', 'cancelled'] as const;
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

/** How long the admin has to accept or decline a provisional outcome; then the closer declines it. */
export const PROVISIONAL_HOURS = 48;

/** What became of a provisional outcome: the admin accepted or declined it, or its time lapsed (declined). */
export const RESERVE_DECISIONS = ['accepted', 'declined', 'lapsed'] as const;
export type ReserveDecision = (typeof RESERVE_DECISIONS)[number];
