import type { MikroORM } from '@mikro-orm/postgresql';
import { displayMoney } from '@vdp/shared/money';
import type { NewBid, NewMaximum } from '@vdp/shared/validation/auction-bid.schema';
import type { AuditTrail } from '../../core/audit-trail';
import type { AuthUser } from '../../core/auth-user';
import { badInput, conflict, forbidden, notFound } from '../../core/errors';
import type { AppPubSub } from '../../core/events/pubsub';
import type { Transactions } from '../../core/transactions';
import { AUCTION_MESSAGES } from './auction.constants';
import { bidAccepted, publishAuctionEvent } from './auction.events';
import { Batches } from '../../core/batches';
import { presentPlacedBid, type PlacedBid } from './bid.presenter';
import { groupPlaced, PLACE_BIDS_SQL, type BidToPlace, type PlacedBidRow, type PlacedEntry } from './bid.sql';
import type { MyMaximum } from './maximum.presenter';

/** Bids: queued per auction and placed in order, a batch per transaction (see bid.sql.ts, ADR 4). */
export class BidService {
  private readonly batcher: Batches<BidToPlace, PlacedEntry>;

  constructor(
    private readonly orm: MikroORM,
    private readonly pubSub: AppPubSub,
    private readonly transactions: Transactions,
    private readonly audit: AuditTrail,
  ) {
    this.batcher = new Batches((auctionId, bids) => this.placeAll(auctionId, bids));
  }

  /**
   * A dealer bids for itself (a dealerId, if sent, must be its own); an admin bids for the verified
   * dealer `dealerId` names (a phone bid), through the same batch and rules, recorded as entered by
   * the admin.
   */
  async place(user: AuthUser, bid: NewBid): Promise<PlacedBid> {
    const onBehalf = user.role === 'admin';
    if (onBehalf && bid.dealerId == null) throw badInput([{ field: 'dealerId', message: AUCTION_MESSAGES.dealerRequired }]);
    const toPlace: BidToPlace = {
      userId: user.id,
      amount: bid.bidAmount,
      notes: bid.notes,
      key: bid.idempotencyKey,
      dealerId: bid.dealerId ?? null,
      onBehalf,
    };
    // a dealer's bid takes the batch (the hot path, no audit); an admin's phone bid is rare and
    // audited, so it runs alone in a transaction with its audit row (the same function, the same rules)
    const { row, auto } = onBehalf
      ? await this.placeForDealer(user, bid.auctionId, toPlace)
      : await this.batcher.submit(bid.auctionId, toPlace);
    switch (row.r_outcome) {
      case 'accepted':
        // committed: tell every api process's subscribers, the bid then the maximums' answers
        this.publish([row, ...auto]);
        return presentPlacedBid(row, false, auto[auto.length - 1]);
      case 'replay':
        return sameBid(presentPlacedBid(row, true), bid);
      case 'not_dealer':
        if (onBehalf) throw badInput([{ field: 'dealerId', message: AUCTION_MESSAGES.dealerNotVerified(bid.dealerId!) }]);
        throw forbidden(AUCTION_MESSAGES.notVerified);
      case 'other_dealer':
        throw forbidden(AUCTION_MESSAGES.otherDealer);
      case 'no_auction':
        throw notFound(AUCTION_MESSAGES.auctionNotFound(bid.auctionId));
      case 'closed':
        throw conflict(AUCTION_MESSAGES.notAccepting);
      case 'too_low':
        throw badInput([{ field: 'bidAmount', message: AUCTION_MESSAGES.bidTooLow(displayMoney(row.r_required ?? '0')) }]);
      default:
        throw new Error(`place_bids answered ${row.r_outcome} to a bid`);
    }
  }

  /**
   * Sets or raises the signed-in dealer's maximum (issue 18 §1, ADR 29): an entry of the same batch
   * as the bids, so the server's answering bids are placed in the same transaction. The same
   * maximum again answers as set (a retry); a lower one is refused.
   */
  async setMaximum(user: AuthUser, maximum: NewMaximum): Promise<MyMaximum> {
    const { row, auto } = await this.batcher.submit(maximum.auctionId, {
      userId: user.id,
      amount: maximum.maxAmount,
      notes: null,
      key: null,
      dealerId: null,
      onBehalf: false,
      kind: 'max',
    });
    switch (row.r_outcome) {
      case 'max_set':
      case 'max_same': {
        this.publish(auto);
        const last = auto[auto.length - 1] ?? row;
        return {
          auctionId: maximum.auctionId,
          maxAmount: row.r_amount!,
          active: true,
          setAt: new Date(),
          currentHighBid: last.r_high_bid!,
          leading: last.r_leader === row.r_dealer_id,
        };
      }
      case 'max_lower':
        throw badInput([{ field: 'maxAmount', message: AUCTION_MESSAGES.maximumNotRaised(displayMoney(row.r_required ?? '0')) }]);
      case 'too_low':
        throw badInput([{ field: 'maxAmount', message: AUCTION_MESSAGES.maximumTooLow(displayMoney(row.r_required ?? '0')) }]);
      case 'not_dealer':
        throw forbidden(AUCTION_MESSAGES.notVerified);
      case 'no_auction':
        throw notFound(AUCTION_MESSAGES.auctionNotFound(maximum.auctionId));
      default:
        throw conflict(AUCTION_MESSAGES.notAccepting);
    }
  }

  /** Committed bids, in the order placed: each to every api process's subscribers. */
  private publish(rows: PlacedBidRow[]): void {
    for (const row of rows) publishAuctionEvent(this.pubSub, bidAccepted(row));
  }

  /** An admin's bid for a dealer with its audit row, in one transaction; nothing is recorded for a refused bid. */
  private placeForDealer(admin: AuthUser, auctionId: number, bid: BidToPlace): Promise<PlacedEntry> {
    return this.transactions.run(this.orm.em, async (tx) => {
      const [entry] = groupPlaced(await tx.execute<PlacedBidRow[]>(PLACE_BIDS_SQL, [auctionId, JSON.stringify([bid])]));
      const row = entry!.row;
      if (row.r_outcome === 'accepted') {
        await this.audit.record(tx, admin, {
          entityType: 'bid',
          entityId: row.r_bid_id!,
          action: 'bidForDealer',
          before: null,
          after: { auctionId, dealerId: row.r_dealer_id, bidAmount: row.r_amount, highBid: row.r_high_bid },
        });
      }
      return entry!;
    });
  }

  private async placeAll(auctionId: number, bids: BidToPlace[]): Promise<PlacedEntry[]> {
    const rows = await this.orm.em.getConnection().execute<PlacedBidRow[]>(PLACE_BIDS_SQL, [auctionId, JSON.stringify(bids)]);
    return groupPlaced(rows);
  }
}

/** The key's bid was committed earlier: the same bid again is answered again, another one is refused. */
function sameBid(earlier: PlacedBid, bid: NewBid): PlacedBid {
  if (earlier.auctionId !== bid.auctionId || earlier.bidAmount !== bid.bidAmount) throw conflict(AUCTION_MESSAGES.keyReused);
  return earlier;
}
