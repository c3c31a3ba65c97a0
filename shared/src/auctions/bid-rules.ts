import { fromCents, toCents, type Money } from '../money';

/**
 * The bid rules both sides apply (spec 000 §5, §9). The database function `place_bids`
 * (migration 20261122070000) keeps the authoritative, atomic check of a bid and writes the same
 * increment; the api's bid.sql.test.ts pins the two together.
 */

/** A bid must beat the current high bid by at least this much: one cent. */
export const BID_INCREMENT_CENTS = 1n;
/** The increment as an amount: "0.01". */
export const BID_INCREMENT: Money = fromCents(BID_INCREMENT_CENTS);

/** The smallest acceptable bid: the larger of (current high bid + the increment) and the minimum bid. */
export function requiredBid(currentHighBid: Money, minimumBid: Money): Money {
  const next = (toCents(currentHighBid) ?? 0n) + BID_INCREMENT_CENTS;
  const floor = toCents(minimumBid) ?? 0n;
  return fromCents(next > floor ? next : floor);
}

/** Quick-bid additions to the required bid, in whole dollars (spec 000 §9). */
export const QUICK_BIDS = [50, 100, 250, 500, 1000] as const;

/** The bid dialog and an auction's recentBids show this many latest bids. */
export const RECENT_BIDS_SHOWN = 5;

/** A bid within this many minutes of the end pushes the end back by as much (soft close). */
export const SOFT_CLOSE_MINUTES = 2;

/** An Idempotency-Key: retrying a bid with the same key creates one bid. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,64}$/;

/** The longest note a bid may carry. */
export const BID_NOTES_MAX = 1000;
