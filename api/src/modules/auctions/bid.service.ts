import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../core/auth-user';
import { badInput, conflict, forbidden, notFound, type FieldProblem } from '../../core/errors';
import type { AppPubSub } from '../../core/events/pubsub';
import { AUCTION_MESSAGES, IDEMPOTENCY_KEY_PATTERN } from './auction.constants';
import { publishAuctionEvent, type AuctionEventReason, type BidPayload } from './auction.events';
import { BidBatcher } from './bid-batcher';
import { PLACE_BIDS_SQL, type BidToPlace, type PlacedBidRow } from './bid.sql';
import { toIso } from './auction.mappers';
import { displayMoney, parseMoney } from '@vdp/shared/money';

export interface PlaceBidRequest {
  auctionId: unknown;
  bidAmount: unknown;
  notes?: unknown;
  idempotencyKey?: unknown;
}

export interface PlacedBid extends BidPayload {
  notes: string | null;
  /** True when this answer repeats an earlier bid sent with the same idempotency key. */
  replayed: boolean;
}

interface ValidBid {
  auctionId: number;
  amount: string;
  notes: string | null;
  key: string | null;
}

const MAX_NOTES = 1000;

/** Reads and checks a bid request; every problem names its field. */
export function validateBid(request: PlaceBidRequest): ValidBid {
  const problems: FieldProblem[] = [];
  const auctionId = Number(request.auctionId);
  if (!Number.isInteger(auctionId) || auctionId < 1 || auctionId > 2 ** 31 - 1) {
    problems.push({ field: 'auctionId', message: 'No auction selected' });
  }
  const amount = parseMoney(request.bidAmount, 'Bid amount');
  if ('problem' in amount) problems.push({ field: 'bidAmount', message: amount.problem });
  const notes = typeof request.notes === 'string' && request.notes.trim() !== '' ? request.notes.trim() : null;
  if (request.notes !== undefined && request.notes !== null && typeof request.notes !== 'string') {
    problems.push({ field: 'notes', message: 'Notes must be text' });
  } else if (notes && notes.length > MAX_NOTES) {
    problems.push({ field: 'notes', message: `Notes must be at most ${MAX_NOTES} characters` });
  }
  const key = request.idempotencyKey === undefined || request.idempotencyKey === null ? null : String(request.idempotencyKey);
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    problems.push({
      field: 'idempotencyKey',
      message: 'Idempotency-Key must be 8 to 64 letters, digits, dots, colons, dashes or underscores',
    });
  }
  if (problems.length > 0 || 'problem' in amount) throw badInput(problems);
  return { auctionId, amount: amount.value, notes, key };
}

/** Bids: queued per auction and placed in order, a batch per transaction (see bid.sql.ts, ADR 4). */
export class BidService {
  private readonly batcher: BidBatcher<BidToPlace, PlacedBidRow>;

  constructor(
    private readonly orm: MikroORM,
    private readonly pubSub: AppPubSub,
  ) {
    this.batcher = new BidBatcher((auctionId, bids) => this.placeAll(auctionId, bids));
  }

  async place(user: AuthUser, request: PlaceBidRequest): Promise<PlacedBid> {
    const bid = validateBid(request);
    const row = await this.batcher.submit(bid.auctionId, { userId: user.id, amount: bid.amount, notes: bid.notes, key: bid.key });
    switch (row.r_outcome) {
      case 'accepted':
        return this.accepted(row);
      case 'replay':
        return sameBid(placedOf(row, true), bid);
      case 'not_dealer':
        throw forbidden(AUCTION_MESSAGES.notVerified);
      case 'no_auction':
        throw notFound(AUCTION_MESSAGES.auctionNotFound(bid.auctionId));
      case 'closed':
        throw conflict(AUCTION_MESSAGES.notAccepting);
      case 'too_low':
        throw badInput([{ field: 'bidAmount', message: AUCTION_MESSAGES.bidTooLow(displayMoney(row.r_required ?? '0')) }]);
    }
  }

  private placeAll(auctionId: number, bids: BidToPlace[]): Promise<PlacedBidRow[]> {
    return this.orm.em
      .getConnection()
      .execute<PlacedBidRow[]>(PLACE_BIDS_SQL, [auctionId, JSON.stringify(bids), AUCTION_MESSAGES.outbidPrefix(auctionId)]);
  }

  /** Committed: tell every api process's subscribers. */
  private accepted(row: PlacedBidRow): PlacedBid {
    const placed = placedOf(row, false);
    const reasons: AuctionEventReason[] = row.r_extended ? ['bid', 'extended'] : ['bid'];
    publishAuctionEvent(this.pubSub, {
      auctionId: placed.auctionId,
      reasons,
      status: row.r_status!,
      currentHighBid: row.r_high_bid!,
      bidCount: row.r_bid_count!,
      endDate: toIso(row.r_end_date!),
      bid: {
        id: placed.id,
        auctionId: placed.auctionId,
        dealerId: placed.dealerId,
        bidAmount: placed.bidAmount,
        createdAt: placed.createdAt,
      },
    });
    return placed;
  }
}

function placedOf(row: PlacedBidRow, replayed: boolean): PlacedBid {
  return {
    id: row.r_bid_id!,
    auctionId: row.r_bid_auction!,
    dealerId: row.r_dealer_id!,
    bidAmount: row.r_amount!,
    notes: row.r_notes,
    createdAt: toIso(row.r_created_at!),
    replayed,
  };
}

/** The key's bid was committed earlier: the same bid again is answered again, another one is refused. */
function sameBid(earlier: PlacedBid, bid: ValidBid): PlacedBid {
  if (earlier.auctionId !== bid.auctionId || earlier.bidAmount !== bid.amount) throw conflict(AUCTION_MESSAGES.keyReused);
  return earlier;
}
