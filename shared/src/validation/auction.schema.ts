import { object, type InferType, type TestContext } from 'yup';
import { AUCTION_STATUSES, AUCTION_TEXT_MAX, DEFAULT_MINIMUM_BID, VEHICLE_LOCATION_MAX } from '../auctions/auction.constants';
import { message } from './message';
import {
  money,
  optionalDate,
  optionalMoney,
  optionalOneOf,
  optionalText,
  requiredText,
  rowId,
  text,
  type MoneyMessages,
} from './rules';

const MINIMUM_BID: MoneyMessages = { invalid: 'auctions.admin.invalid.money', positive: 'auctions.admin.positive.minimumBid' };

/** The end must come after the start beside it (when that one is a date). */
function isAfterStart(this: TestContext, end: Date | null | undefined): boolean {
  const start: unknown = (this.parent as { startDate?: unknown }).startDate;
  return !end || !(start instanceof Date) || Number.isNaN(start.getTime()) || end > start;
}

const endDate = () =>
  optionalDate('auctions.admin.notADate.endDate').test('afterStart', message('auctions.admin.invalid.endDate'), isAfterStart);

/**
 * The create dialog (spec 001 §5) as the api takes it: POST /api/auctions and createAuction.
 * Left out: the start is now, the end DEFAULT_AUCTION_DAYS after the start (`defaultEndDate`),
 * the minimum bid DEFAULT_MINIMUM_BID.
 */
export const createAuctionSchema = object({
  donationId: rowId('auctions.admin.required.donation'),
  startDate: optionalDate('auctions.admin.notADate.startDate').default(() => new Date()),
  endDate: endDate(),
  minimumBid: optionalMoney(MINIMUM_BID).nonNullable().default(DEFAULT_MINIMUM_BID),
  startingBid: optionalMoney({ invalid: 'auctions.admin.invalid.money', positive: 'auctions.admin.positive.startingBid' }),
  reservePrice: optionalMoney({ invalid: 'auctions.admin.invalid.money', positive: 'auctions.admin.positive.reservePrice' }),
  vehicleLocation: requiredText('auctions.admin.required.location', {
    max: VEHICLE_LOCATION_MAX,
    id: 'auctions.admin.tooLong.location',
  }),
  pickupInstructions: optionalText(AUCTION_TEXT_MAX, 'auctions.admin.tooLong.pickup'),
  notes: optionalText(AUCTION_TEXT_MAX, 'auctions.admin.tooLong.notes'),
});
export type NewAuction = InferType<typeof createAuctionSchema>;

/** The create dialog's form on the web: the same rules, the dates and the minimum bid asked for (the dialog fills them in). */
export const createAuctionFormSchema = createAuctionSchema.shape({
  startDate: optionalDate('auctions.admin.notADate.startDate').required(message('auctions.admin.required.dates')),
  endDate: endDate().required(message('auctions.admin.required.dates')),
  minimumBid: money({ ...MINIMUM_BID, required: 'auctions.admin.invalid.money' }),
});

/**
 * The auction list's filters: GET /api/auctions?status=&search= and auctions(status, search). The
 * page is read apart (page.schema.ts); the REST query adds it with `pagedQuery`.
 */
export const auctionListSchema = object({
  status: optionalOneOf(AUCTION_STATUSES, 'auctions.list.invalid.status'),
  search: text('auctions.list.invalid.search').nullable(),
});
export type AuctionListFilter = InferType<typeof auctionListSchema>;
