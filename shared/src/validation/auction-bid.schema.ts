import { object, type InferType } from 'yup';
import { BID_NOTES_MAX, IDEMPOTENCY_KEY_PATTERN } from '../auctions/bid-rules';
import { toCents, type Money } from '../money';
import { message } from './message';
import { money, optionalText, rowId, text } from './rules';

const bidAmount = () =>
  money({
    required: 'auctions.bid.amountRequired',
    invalid: 'auctions.bid.amountInvalid',
    positive: 'auctions.bid.amountPositive',
  });
const optionalDealerId = () => rowId('auctions.bid.dealerRequired').nullable().optional().default(null);
const bidNotes = () => optionalText(BID_NOTES_MAX, 'auctions.bid.notesTooLong');

/**
 * A bid (spec 000 §5): POST /api/bids (its Idempotency-Key header as idempotencyKey) and placeBid.
 * The bidder is the signed-in dealer, or for an admin (a phone bid) the dealer `dealerId` names
 * (the service requires it of admins and refuses a dealer naming another dealer); whether the
 * amount reaches the required bid is the database's atomic check (ADR 4).
 */
export const placeBidSchema = object({
  auctionId: rowId('auctions.bid.noAuction'),
  bidAmount: bidAmount(),
  notes: bidNotes(),
  idempotencyKey: text('auctions.bid.invalid.idempotencyKey')
    .matches(IDEMPOTENCY_KEY_PATTERN, message('auctions.bid.invalid.idempotencyKey'))
    .nullable()
    .default(null),
  dealerId: optionalDealerId(),
});
export type NewBid = InferType<typeof placeBidSchema>;

/**
 * The bid dialog on the web: the amount must also reach `required` (bid-rules' requiredBid);
 * `forDealer` (an admin's dialog) makes the dealer it bids for required.
 * The too-low message's `amount` is that decimal amount, for the web to show as currency.
 */
export function bidFormSchema(required: Money, { forDealer = false } = {}) {
  const floor = toCents(required) ?? 0n;
  const shape = {
    bidAmount: bidAmount().test('requiredBid', message('auctions.bid.tooLowField', { amount: required }), (value) => {
      const cents = value ? toCents(value) : undefined;
      return cents === undefined || cents >= floor;
    }),
    notes: bidNotes(),
  };
  // an admin's dialog names the dealer it bids for (a select of dealer ids); a dealer's has none
  return object(forDealer ? { ...shape, dealerId: rowId('auctions.bid.dealerRequired') } : shape);
}

/**
 * A dealer's maximum (issue 18 §1): POST /api/auctions/{id}/maximum and setMaximumBid. The server
 * bids for it up to maxAmount; whether it reaches the required bid, or raises the dealer's standing
 * maximum, is the database's atomic check (ADR 29).
 */
export const setMaximumSchema = object({
  auctionId: rowId('auctions.bid.noAuction'),
  maxAmount: money({
    required: 'auctions.maximum.amountRequired',
    invalid: 'auctions.maximum.amountInvalid',
    positive: 'auctions.maximum.amountPositive',
  }),
});
export type NewMaximum = InferType<typeof setMaximumSchema>;
