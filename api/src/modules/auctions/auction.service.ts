import type { EntityManager } from '@mikro-orm/postgresql';
import { defaultEndDate, PROVISIONAL_HOURS } from '@vdp/shared/auctions/auction.constants';
import { RECENT_BIDS_SHOWN } from '@vdp/shared/auctions/bid-rules';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { AuctionListFilter, NewAuction } from '@vdp/shared/validation/auction.schema';
import { MAX_ROW_ID } from '@vdp/shared/validation/rules';
import type { AuditActor, AuditTrail } from '../../core/audit-trail';
import { badInput, conflict, notFound } from '../../core/errors';
import { connectionOf, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { KeptReads } from '../../core/kept-reads';
import type { AppPubSub } from '../../core/events/pubsub';
import { containsPattern } from '../../core/text';
import type { Transactions } from '../../core/transactions';
import { Donation } from '../donations/donation.entity';
import { AUCTION_MESSAGES } from './auction.constants';
import { AUCTION_ORDER, auctionCountSql, auctionPageSql, type AuctionPageRow } from './auction-list.sql';
import { AUCTION_TOPIC, auctionChanged, auctionEnded, publishAuctionEvent } from './auction.events';
import {
  presentAuction,
  presentAuctionableDonation,
  presentAuctionStats,
  type Auction,
  type AuctionableDonation,
  type AuctionStats,
} from './auction.presenter';
import {
  AUCTION_COLUMNS,
  AUCTION_FROM,
  AUCTION_STATS_SQL,
  AUCTIONABLE_DONATIONS_SQL,
  COMPLETE_AUCTIONS_SQL,
  RECENT_BIDS_SQL,
  START_AUCTION_SQL,
  type AuctionableDonationRow,
  type AuctionRow,
  type AuctionStatsRow,
  type BidRow,
  type CompletedRow,
} from './auction.sql';
import { AUCTION_BID_COUNT_SQL, BID_ORDER, bidPageSql, type BidPageRow } from './bid-list.sql';
import { presentBid, type Bid } from './bid.presenter';
import { bidderNumbers, bidFor, type BidViewer } from './bid-viewer';
import { VehicleAuction } from './vehicle-auction.entity';
import { idArray, RATE_DEALERS_SQL } from './reserve.sql';

/** An id from a path or an ID argument: anything else names no auction. */
const isAuctionId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID;

/** Auctions: lists, create, start, end and the closer (bids are in BidService). */
/** Distinct auction pages kept (filters x page); dealers mostly read the first page. */
const KEPT_PAGES = 200;
/** How long a page is kept at most. */
export const KEPT_PAGE_MS = 2_000;

export class AuctionService {
  /**
   * Pages as every dealer's screen reads them (issue 15): forgotten by every auction event (a bid,
   * a start, an end) from any api process; a vehicle's details edited on its donation show within
   * KEPT_PAGE_MS.
   */
  private readonly pages: KeptReads<Connection<Auction>>;

  constructor(
    private readonly pubSub: AppPubSub,
    private readonly transactions: Transactions,
    private readonly audit: AuditTrail,
  ) {
    this.pages = new KeptReads(pubSub, { max: KEPT_PAGES, ttlMs: KEPT_PAGE_MS, clearedBy: [AUCTION_TOPIC] });
  }

  /** Soonest end first, searched by vehicle, location or "#id": a page by keyset, and how many the filters keep. */
  async page(
    em: EntityManager,
    { status, search }: AuctionListFilter,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<Auction>> {
    const plan = planPage(AUCTION_ORDER, page, { fields });
    const query = { status: status ?? null, searchPattern: search ? containsPattern(search) : null };
    return this.pages.get(JSON.stringify([query, page, fields ?? null]), async () => {
      const rows = auctionPageSql(query, plan);
      const count = auctionCountSql(query);
      const connection = em.getConnection();
      const [pageRows, [counted]] = await Promise.all([
        connection.execute<AuctionPageRow[]>(rows.sql, rows.params),
        connection.execute<Array<{ total: number }>>(count.sql, count.params),
      ]);
      return connectionOf(plan, pageRows, presentAuction, counted?.total ?? 0);
    });
  }

  async get(em: EntityManager, id: number): Promise<Auction> {
    const [row] = isAuctionId(id)
      ? await em.getConnection().execute<AuctionRow[]>(`select ${AUCTION_COLUMNS} ${AUCTION_FROM} where a.id = ?`, [id])
      : [];
    if (!row) throw notFound(AUCTION_MESSAGES.auctionNotFound(id));
    return presentAuction(row);
  }

  /** The latest bids of each auction (highest first), for many auctions in one statement, as `viewer` may read them. */
  async recentBids(
    em: EntityManager,
    auctionIds: readonly number[],
    viewer: BidViewer,
    limit = RECENT_BIDS_SHOWN,
  ): Promise<Bid[][]> {
    const [rows, numbers] = await Promise.all([
      em.getConnection().execute<BidRow[]>(RECENT_BIDS_SQL, [`{${auctionIds.join(',')}}`, limit]),
      bidderNumbers(em, auctionIds),
    ]);
    const byAuction = new Map<number, Bid[]>(auctionIds.map((id) => [id, []]));
    for (const row of rows) byAuction.get(row.auction_id)?.push(bidFor(presentBid(row), viewer, numbers));
    return auctionIds.map((id) => byAuction.get(id)!);
  }

  /** An auction's bids, highest first, a page by keyset; the total is the auction's bid count. */
  async bidPage(
    em: EntityManager,
    auctionId: number,
    page: PageArgs,
    viewer: BidViewer,
    fields?: CursorFieldNames,
  ): Promise<Connection<Bid>> {
    const plan = planPage(BID_ORDER, page, { fields });
    const connection = em.getConnection();
    const [auction] = isAuctionId(auctionId)
      ? await connection.execute<Array<{ bid_count: number }>>(AUCTION_BID_COUNT_SQL, [auctionId])
      : [];
    if (!auction) throw notFound(AUCTION_MESSAGES.auctionNotFound(auctionId));
    const { sql, params } = bidPageSql(auctionId, plan);
    const [rows, numbers] = await Promise.all([connection.execute<BidPageRow[]>(sql, params), bidderNumbers(em, [auctionId])]);
    return connectionOf(plan, rows, (row) => bidFor(presentBid(row), viewer, numbers), auction.bid_count);
  }

  /** The create dialog's picker: donations that have no auction yet. */
  async donationsWithoutAuction(em: EntityManager): Promise<AuctionableDonation[]> {
    const rows = await em.getConnection().execute<AuctionableDonationRow[]>(AUCTIONABLE_DONATIONS_SQL);
    return rows.map(presentAuctionableDonation);
  }

  async stats(em: EntityManager): Promise<AuctionStats> {
    const [row] = await em.getConnection().execute<AuctionStatsRow[]>(AUCTION_STATS_SQL);
    return presentAuctionStats(row);
  }

  /** A pending auction of a donation that has none; the end defaults to DEFAULT_AUCTION_DAYS after the start. */
  async create(em: EntityManager, auction: NewAuction, actor: AuditActor): Promise<Auction> {
    const { donationId, ...fields } = auction;
    const id = await this.transactions.run(em, async (tx) => {
      if (!(await tx.findOne(Donation, donationId))) {
        throw badInput([{ field: 'donationId', message: AUCTION_MESSAGES.donationNotFound(donationId) }]);
      }
      if (await tx.count(VehicleAuction, { donation: donationId }))
        throw conflict(AUCTION_MESSAGES.donationHasAuction(donationId));
      const created = tx.create(VehicleAuction, {
        ...fields,
        donation: donationId,
        endDate: fields.endDate ?? defaultEndDate(fields.startDate),
      });
      await tx.flush();
      await this.audit.record(tx, actor, {
        entityType: 'auction',
        entityId: created.id,
        action: 'create',
        before: null,
        after: {
          donationId,
          status: created.status,
          startDate: created.startDate,
          endDate: created.endDate,
          minimumBid: created.minimumBid,
          reservePrice: created.reservePrice ?? null,
        },
      });
      return created.id;
    });
    const presented = await this.get(em, id);
    publishAuctionEvent(this.pubSub, auctionChanged(presented, 'created'));
    return presented;
  }

  /** pending -> active; the start moves to now when it was later. */
  async start(em: EntityManager, id: number, actor: AuditActor): Promise<Auction> {
    const started = !isAuctionId(id)
      ? []
      : await this.transactions.run(em, async (tx, _publish, webhook) => {
          const rows = await tx.execute<Array<{ id: number }>>(START_AUCTION_SQL, [id]);
          if (rows.length > 0) {
            const change = { before: { status: 'pending' }, after: { status: 'active' } };
            await this.audit.record(tx, actor, { entityType: 'auction', entityId: id, action: 'start', ...change });
            webhook('auction.started', { auctionId: id });
          }
          return rows;
        });
    const auction = await this.get(em, id);
    if (started.length === 0) {
      throw conflict(auction.status === 'pending' ? AUCTION_MESSAGES.pastItsEnd : AUCTION_MESSAGES.notPending(auction.status));
    }
    publishAuctionEvent(this.pubSub, auctionChanged(auction, 'started'));
    return auction;
  }

  /** active -> completed now (admin "end"). */
  async end(em: EntityManager, id: number, actor: AuditActor): Promise<Auction> {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (isAuctionId(id) && (await this.completeByAdmin(em, id, actor))) return this.get(em, id);
      const auction = await this.get(em, id);
      if (auction.status !== 'active') throw conflict(AUCTION_MESSAGES.notActive(auction.status));
      await new Promise((resolve) => setTimeout(resolve, 20)); // a bid holds the row: try again
    }
    throw conflict(AUCTION_MESSAGES.busy);
  }

  /**
   * Completes due auctions (or the one given) exactly once; publishes "ended" after commit.
   * Resolves to how many this call completed.
   */
  /** Completes one active auction with its audit row in the same transaction; false when it was not completed. */
  private async completeByAdmin(em: EntityManager, id: number, actor: AuditActor): Promise<boolean> {
    const rows = await this.transactions.run(em, async (tx, _publish, webhook) => {
      const rows = await tx.execute<CompletedRow[]>(COMPLETE_AUCTIONS_SQL, [id, id, PROVISIONAL_HOURS]);
      await rateBidders(tx, rows);
      for (const row of rows) {
        webhook('auction.ended', auctionEndedHook(row));
        await this.audit.record(tx, actor, {
          entityType: 'auction',
          entityId: row.id,
          action: 'end',
          before: { status: 'active' },
          after: {
            status: row.status,
            winningDealerId: row.winning_dealer_id,
            highBid: row.current_high_bid,
            bidCount: row.bid_count,
          },
        });
      }
      return rows;
    });
    for (const row of rows) publishAuctionEvent(this.pubSub, auctionEnded(row)); // after the commit
    return rows.length > 0;
  }

  async complete(em: EntityManager, id: number | null = null): Promise<number> {
    // with their webhook outbox rows: an ending is never lost when the process dies after the commit
    const rows = await this.transactions.run(em, async (tx, _publish, webhook) => {
      const completed = await tx.execute<CompletedRow[]>(COMPLETE_AUCTIONS_SQL, [id, id, PROVISIONAL_HOURS]);
      await rateBidders(tx, completed);
      for (const row of completed) webhook('auction.ended', auctionEndedHook(row));
      return completed;
    });
    for (const row of rows) publishAuctionEvent(this.pubSub, auctionEnded(row));
    return rows.length;
  }
}

/** The dealer figures of everyone who bid on the auctions just completed (provisional ones wait for their decision). */
async function rateBidders(tx: EntityManager, rows: CompletedRow[]): Promise<void> {
  const completed = rows.filter((row) => row.status === 'completed').map((row) => row.id);
  if (completed.length > 0) await tx.execute(RATE_DEALERS_SQL, [idArray(completed)]);
}

/** The data of an auction.ended webhook. */
function auctionEndedHook(row: CompletedRow): object {
  return {
    auctionId: row.id,
    status: row.status,
    winningDealerId: row.winning_dealer_id,
    highBid: row.current_high_bid,
    bidCount: row.bid_count,
    endDate: row.end_date,
  };
}
