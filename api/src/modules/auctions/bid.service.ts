import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../auth/auth-user';
import { badInput, conflict, forbidden, notFound, type FieldProblem } from '../../common/errors';
import type { AppPubSub } from '../../graphql/pubsub';
import { AUCTION_MESSAGES, IDEMPOTENCY_KEY_PATTERN } from './auction.constants';
import { publishAuctionEvent, type AuctionEventReason, type BidPayload } from './auction.events';
import { BID_REFUSAL_SQL, PLACE_BID_SQL, type BidRefusalRow, type PlaceBidRow } from './bid.sql';
import { toIso, type SqlDate } from './auction.mappers';
import { displayMoney, parseMoney } from './money';

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

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || (error as { name?: string }).name === 'UniqueConstraintViolationException';
}

/** Bids: one statement per bid, correct under any concurrency (see bid.sql.ts). */
export class BidService {
  constructor(private readonly pubSub: AppPubSub) {}

  async place(em: EntityManager, user: AuthUser, request: PlaceBidRequest): Promise<PlacedBid> {
    const bid = validateBid(request);
    const connection = em.getConnection();
    let rows: PlaceBidRow[];
    try {
      rows = await connection.execute<PlaceBidRow[]>(PLACE_BID_SQL, [
        user.id,
        bid.auctionId,
        bid.amount,
        bid.notes,
        bid.key,
        AUCTION_MESSAGES.outbidPrefix(bid.auctionId),
      ]);
    } catch (error) {
      if (bid.key && isUniqueViolation(error)) return this.replay(em, user, bid);
      throw error;
    }
    const row = rows[0];
    if (!row) return this.refuse(em, user, bid);
    const placed: PlacedBid = {
      id: row.id,
      auctionId: row.auction_id,
      dealerId: row.dealer_id,
      bidAmount: row.bid_amount,
      createdAt: toIso(row.created_at),
      notes: bid.notes,
      replayed: false,
    };
    const reasons: AuctionEventReason[] = row.extended ? ['bid', 'extended'] : ['bid'];
    publishAuctionEvent(this.pubSub, {
      auctionId: row.auction_id,
      reasons,
      status: row.status,
      currentHighBid: row.current_high_bid,
      bidCount: row.bid_count,
      endDate: toIso(row.end_date),
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

  /** Nothing was written: say why, most fundamental reason first. */
  private async refuse(em: EntityManager, user: AuthUser, bid: ValidBid): Promise<PlacedBid> {
    const [state] = await em.getConnection().execute<BidRefusalRow[]>(BID_REFUSAL_SQL, [user.id, bid.auctionId]);
    if (!state?.dealer_id) throw forbidden(AUCTION_MESSAGES.notVerified);
    if (bid.key) {
      const earlier = await this.findByKey(em, state.dealer_id, bid.key);
      if (earlier) return this.sameBid(earlier, bid);
    }
    if (!state.id) throw notFound(AUCTION_MESSAGES.auctionNotFound(bid.auctionId));
    if (state.status !== 'active' || !state.open) throw conflict(AUCTION_MESSAGES.notAccepting);
    throw badInput([{ field: 'bidAmount', message: AUCTION_MESSAGES.bidTooLow(displayMoney(state.required ?? '0')) }]);
  }

  /** The key's bid was committed by an earlier (or concurrent) request: answer it again. */
  private async replay(em: EntityManager, user: AuthUser, bid: ValidBid): Promise<PlacedBid> {
    const [state] = await em.getConnection().execute<BidRefusalRow[]>(BID_REFUSAL_SQL, [user.id, bid.auctionId]);
    const earlier = state?.dealer_id ? await this.findByKey(em, state.dealer_id, bid.key!) : undefined;
    if (!earlier) throw conflict(AUCTION_MESSAGES.keyReused);
    return this.sameBid(earlier, bid);
  }

  private sameBid(earlier: PlacedBid, bid: ValidBid): PlacedBid {
    if (earlier.auctionId !== bid.auctionId || earlier.bidAmount !== bid.amount) {
      throw conflict(AUCTION_MESSAGES.keyReused);
    }
    return earlier;
  }

  private async findByKey(em: EntityManager, dealerId: number, key: string): Promise<PlacedBid | undefined> {
    const [row] = await em.getConnection().execute<
      Array<{
        id: number;
        auction_id: number;
        dealer_id: number;
        bid_amount: string;
        notes: string | null;
        created_at: SqlDate;
      }>
    >('select id, auction_id, dealer_id, bid_amount, notes, created_at from dealer_bids where idempotency_key = ?', [`${dealerId}:${key}`]);
    if (!row) return undefined;
    return {
      id: row.id,
      auctionId: row.auction_id,
      dealerId: row.dealer_id,
      bidAmount: row.bid_amount,
      notes: row.notes,
      createdAt: toIso(row.created_at),
      replayed: true,
    };
  }
}
