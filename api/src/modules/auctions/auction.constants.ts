/** Auction rules in one place (spec 000 §4, §9; spec 001 §4, §9). */
export const AUCTION_STATUSES = ['pending', 'active', 'completed', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/** A bid within this many minutes of the end pushes the end back by the same amount. */
export const SOFT_CLOSE_MINUTES = 2;
/** Defaults of the create dialog. */
export const DEFAULT_AUCTION_DAYS = 7;
export const DEFAULT_MINIMUM_BID = '500.00';
/** The bid list shows this many latest bids. */
export const RECENT_BIDS_SHOWN = 5;
/** How often each process looks for auctions past their end. */
export const CLOSER_INTERVAL_MS = 1_000;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,64}$/;

export const AUCTION_MESSAGES = {
  bidTooLow: (amount: string) => `Bid Too Low - Your bid must be at least ${amount}`,
  notVerified: 'Only verified dealers can bid. Your dealer account is not verified.',
  notAccepting: 'This auction is not accepting bids.',
  auctionNotFound: (id: number) => `Auction ${id} was not found.`,
  keyReused: 'This Idempotency-Key was already used for a different bid.',
  /** The server appends the new high bid, e.g. "$1,250.00.". */
  outbidPrefix: (auctionId: number) => `You have been outbid on auction #${auctionId}: the high bid is now `,
} as const;
