/**
 * The api's own auction settings and messages (spec 000 §8). The rules both sides share are in
 * @vdp/shared/auctions (bid-rules.ts, auction.constants.ts).
 */

/** How often each process looks for auctions past their end. */
export const CLOSER_INTERVAL_MS = 1_000;

export const AUCTION_MESSAGES = {
  bidTooLow: (amount: string) => `Bid Too Low - Your bid must be at least ${amount}`,
  notVerified: 'Only verified dealers can bid. Your dealer account is not verified.',
  dealerRequired: 'dealerId is required: an admin bids for a verified dealer.',
  dealerNotVerified: (id: number) => `dealerId ${id} is not a verified dealer.`,
  otherDealer: 'A dealer bids only for itself: dealerId must be your own dealer record.',
  notAccepting: 'This auction is not accepting bids.',
  auctionNotFound: (id: number) => `Auction ${id} was not found.`,
  keyReused: 'This Idempotency-Key was already used for a different bid.',
  donationNotFound: (id: number) => `Donation ${id} was not found`,
  donationHasAuction: (id: number) => `Donation ${id} already has an auction.`,
  pastItsEnd: 'This auction has already passed its end date.',
  notPending: (status: string) => `Only a pending auction can be started (this one is ${status}).`,
  notActive: (status: string) => `Only an active auction can be ended (this one is ${status}).`,
  busy: 'The auction is busy; try again.',
  noMaximum: (id: number) => `You have no active maximum bid on auction ${id}.`,
  maximumNotRaised: (amount: string) => `A maximum bid can only be raised: it must be above ${amount}`,
  maximumTooLow: (amount: string) => `Maximum Too Low - Your maximum must be at least ${amount}`,
  notProvisional: (status: string) => `Only a provisional auction waits for a decision (this one is ${status}).`,
} as const;
