import * as Yup from 'yup';
import { toCents } from './auctionMath';

export interface BidValues {
  bidAmount: string;
  notes: string;
}

/** Message ids; the too-low one takes the required amount. */
export function bidSchema(required: string) {
  return Yup.object({
    bidAmount: Yup.string()
      .trim()
      .required('auctions.bid.amountRequired')
      .test('money', 'auctions.bid.amountInvalid', (value) => toCents(value ?? '') !== undefined)
      .test('min', 'auctions.bid.tooLowField', (value) => (toCents(value ?? '') ?? 0) >= (toCents(required) ?? 0)),
    notes: Yup.string().max(1000, 'auctions.bid.notesTooLong'),
  });
}
