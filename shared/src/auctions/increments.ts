import { fromCents, toCents, type Money } from '../money';

/**
 * The published increment table of proxy (maximum) bids (issue 18 §1): the server answers for a
 * dealer's maximum with the amount it must beat plus the step of that amount's band. One source:
 * the database function place_bids receives it as a parameter (bid.sql.ts), the api's reference
 * model and the web's bid dialog read it here.
 */
export interface IncrementBand {
  /** The band holds amounts below this (decimal dollars); null: every amount above the bands before. */
  below: Money | null;
  /** The step within the band, decimal dollars. */
  step: Money;
}

export const BID_INCREMENTS: readonly IncrementBand[] = [
  { below: '1000.00', step: '25.00' },
  { below: '5000.00', step: '50.00' },
  { below: null, step: '100.00' },
];

/** The step for an amount in cents: the first band whose bound is above it. */
export function incrementCents(amountCents: bigint): bigint {
  for (const band of BID_INCREMENTS) {
    if (band.below === null || amountCents < toCents(band.below)!) return toCents(band.step)!;
  }
  return toCents(BID_INCREMENTS[BID_INCREMENTS.length - 1]!.step)!;
}

/** The step for an amount ("1250.00" -> "50.00"). */
export function incrementFor(amount: Money): Money {
  return fromCents(incrementCents(toCents(amount) ?? 0n));
}
