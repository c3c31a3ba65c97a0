import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditActor, AuditTrail } from '../../core/audit-trail';
import { conflict } from '../../core/errors';
import type { AppPubSub } from '../../core/events/pubsub';
import type { Transactions } from '../../core/transactions';
import { AUCTION_MESSAGES } from './auction.constants';
import { publishAuctionEvent, reserveDecided } from './auction.events';
import type { Auction } from './auction.presenter';
import type { AuctionService } from './auction.service';
import { DECIDE_RESERVE_SQL, idArray, LAPSE_RESERVES_SQL, RATE_DEALERS_SQL, type DecidedRow } from './reserve.sql';

/**
 * The provisional outcome (issue 18 §2): an auction that ended below its reserve waits for the
 * admin to accept or decline its top bid until provisional_until; then the closer declines it
 * ('lapsed'). Each is decided once (DECIDE_RESERVE_SQL); the top bidder gets a notice and the
 * AUCTION_TOPIC event ('accepted' or 'declined', dealerId = the top bidder) after the commit.
 */
export class ReserveService {
  constructor(
    private readonly auctions: AuctionService,
    private readonly pubSub: AppPubSub,
    private readonly transactions: Transactions,
    private readonly audit: AuditTrail,
  ) {}

  /** The admin accepts (sold at the top bid) or declines (no sale) a provisional auction. */
  async decide(em: EntityManager, id: number, decision: 'accepted' | 'declined', actor: AuditActor): Promise<Auction> {
    const auction = await this.auctions.get(em, id);
    const rows = await this.transactions.run(em, async (tx) => {
      const decided = await this.run(tx, id, decision);
      for (const row of decided) {
        await this.audit.record(tx, actor, {
          entityType: 'auction',
          entityId: row.id,
          // a status change (provisional -> completed) with the decision it carried
          action: 'status',
          before: { status: 'provisional' },
          after: {
            status: row.status,
            reserveDecision: decision,
            winningDealerId: row.winning_dealer_id,
            highBid: row.current_high_bid,
          },
        });
      }
      return decided;
    });
    if (rows.length === 0) throw conflict(AUCTION_MESSAGES.notProvisional(auction.status));
    for (const row of rows) publishAuctionEvent(this.pubSub, reserveDecided(row));
    return this.auctions.get(em, id);
  }

  /** The closer's round: declines every provisional auction whose time has lapsed; resolves to how many. */
  async lapse(em: EntityManager): Promise<number> {
    const rows = await this.transactions.run(em, (tx) => this.run(tx, null, 'lapsed'));
    for (const row of rows) publishAuctionEvent(this.pubSub, reserveDecided(row));
    return rows.length;
  }

  private async run(tx: EntityManager, id: number | null, decision: string): Promise<DecidedRow[]> {
    const statement = id === null ? LAPSE_RESERVES_SQL : DECIDE_RESERVE_SQL;
    const rows = await tx.execute<DecidedRow[]>(statement, [id, id, decision, decision]);
    if (rows.length > 0) await tx.execute(RATE_DEALERS_SQL, [idArray(rows.map((row) => row.id))]);
    return rows;
  }
}
