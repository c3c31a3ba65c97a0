import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound, type FieldProblem } from '../../core/errors';
import type { AppPubSub } from '../../core/events/pubsub';
import { VehicleAuction } from './vehicle-auction.entity';
import { Donation } from '../donations/donation.entity';
import {
  AUCTION_MESSAGES,
  AUCTION_STATUSES,
  DEFAULT_AUCTION_DAYS,
  DEFAULT_MINIMUM_BID,
  RECENT_BIDS_SHOWN,
} from './auction.constants';
import { publishAuctionEvent } from './auction.events';
import { auctionEvent, auctionView, bidView } from './auction.mappers';
import {
  AUCTION_COLUMNS,
  AUCTION_FROM,
  COMPLETE_AUCTIONS_SQL,
  RECENT_BIDS_SQL,
  type AuctionRow,
  type BidRow,
  type CompletedRow,
} from './auction.sql';
import { AuctionableDonationView, type AuctionStatsView, type AuctionView, type BidView } from './auction.types';
import { parseMoney } from '@vdp/shared/money';

export interface CreateAuctionRequest {
  donationId: unknown;
  startDate?: unknown;
  endDate?: unknown;
  minimumBid?: unknown;
  startingBid?: unknown;
  reservePrice?: unknown;
  vehicleLocation?: unknown;
  pickupInstructions?: unknown;
  notes?: unknown;
}

export interface AuctionFilter {
  status?: string | null;
  search?: string | null;
}

function dateOf(value: unknown, fallback: Date): Date | undefined {
  if (value === undefined || value === null || value === '') return fallback;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Auctions: lists, create, start, end and the closer (bids are in BidService). */
export class AuctionService {
  constructor(private readonly pubSub: AppPubSub) {}

  async list(em: EntityManager, filter: AuctionFilter = {}): Promise<AuctionView[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      if (!(AUCTION_STATUSES as readonly string[]).includes(filter.status)) {
        throw badInput([{ field: 'status', message: `Status must be one of ${AUCTION_STATUSES.join(', ')}` }]);
      }
      where.push('a.status = ?');
      params.push(filter.status);
    }
    const search = filter.search?.trim();
    if (search) {
      where.push(`(d.make || ' ' || d.model || ' ' || d.year || ' ' || a.vehicle_location || ' #' || a.id) ilike ?`);
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    const sql = `select ${AUCTION_COLUMNS} ${AUCTION_FROM} ${where.length ? `where ${where.join(' and ')}` : ''} order by a.end_date asc, a.id asc`;
    const rows = await em.getConnection().execute<AuctionRow[]>(sql, params);
    return rows.map(auctionView);
  }

  async get(em: EntityManager, id: number): Promise<AuctionView> {
    const [row] = await em
      .getConnection()
      .execute<AuctionRow[]>(`select ${AUCTION_COLUMNS} ${AUCTION_FROM} where a.id = ?`, [id]);
    if (!row) throw notFound(AUCTION_MESSAGES.auctionNotFound(id));
    return auctionView(row);
  }

  /** The latest bids of each auction (highest first), for many auctions in one statement. */
  async recentBids(em: EntityManager, auctionIds: readonly number[], limit = RECENT_BIDS_SHOWN): Promise<BidView[][]> {
    const rows = await em.getConnection().execute<BidRow[]>(RECENT_BIDS_SQL, [`{${auctionIds.join(',')}}`, limit]);
    return auctionIds.map((id) => rows.filter((row) => row.auction_id === id).map(bidView));
  }

  async bids(em: EntityManager, auctionId: number, limit = 100): Promise<BidView[]> {
    await this.get(em, auctionId);
    const [bids] = await this.recentBids(em, [auctionId], limit);
    return bids;
  }

  /** The create dialog's picker: donations that have no auction yet. */
  async donationsWithoutAuction(em: EntityManager): Promise<AuctionableDonationView[]> {
    const rows = await em.getConnection().execute<Array<Record<string, unknown>>>(
      `select d.id, d.year, d.make, d.model, d.first_name || ' ' || d.last_name as donor_name, d.city
       from donations d where not exists (select 1 from vehicle_auctions a where a.donation_id = d.id)
       order by d.created_at desc, d.id desc limit 500`,
    );
    return rows.map((r) =>
      Object.assign(new AuctionableDonationView(), {
        id: Number(r.id),
        year: Number(r.year),
        make: String(r.make),
        model: String(r.model),
        donorName: String(r.donor_name),
        city: String(r.city),
      }),
    );
  }

  async stats(em: EntityManager): Promise<AuctionStatsView> {
    const [row] = await em.getConnection().execute<Array<Record<string, string | number>>>(
      `select count(*)::int as total, count(*) filter (where status = 'active')::int as active,
         count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'completed')::int as completed,
         coalesce(sum(bid_count), 0)::int as total_bids, coalesce(sum(current_high_bid), 0)::text as total_value
       from vehicle_auctions`,
    );
    return {
      total: Number(row.total),
      active: Number(row.active),
      pending: Number(row.pending),
      completed: Number(row.completed),
      totalBids: Number(row.total_bids),
      totalValue: String(row.total_value),
    };
  }

  async create(em: EntityManager, request: CreateAuctionRequest): Promise<AuctionView> {
    const problems: FieldProblem[] = [];
    const donationId = Number(request.donationId);
    if (!Number.isInteger(donationId) || donationId < 1) problems.push({ field: 'donationId', message: 'Donation is required' });
    const now = new Date();
    const startDate = dateOf(request.startDate, now);
    if (!startDate) problems.push({ field: 'startDate', message: 'Start date must be a date' });
    const endDate = dateOf(request.endDate, new Date((startDate ?? now).getTime() + DEFAULT_AUCTION_DAYS * 86_400_000));
    if (!endDate) problems.push({ field: 'endDate', message: 'End date must be a date' });
    else if (startDate && endDate <= startDate)
      problems.push({ field: 'endDate', message: 'End date must be after the start date' });
    const money = (field: 'minimumBid' | 'startingBid' | 'reservePrice', label: string, fallback: string | null) => {
      const raw = request[field];
      if (raw === undefined || raw === null || raw === '') return fallback;
      const parsed = parseMoney(raw, label);
      if ('problem' in parsed) problems.push({ field, message: parsed.problem });
      return 'value' in parsed ? parsed.value : null;
    };
    const minimumBid = money('minimumBid', 'Minimum bid', DEFAULT_MINIMUM_BID);
    const startingBid = money('startingBid', 'Starting bid', null);
    const reservePrice = money('reservePrice', 'Reserve price', null);
    const vehicleLocation = optionalText(request.vehicleLocation);
    if (!vehicleLocation) problems.push({ field: 'vehicleLocation', message: 'Vehicle location is required' });
    else if (vehicleLocation.length > 255)
      problems.push({ field: 'vehicleLocation', message: 'Vehicle location must be at most 255 characters' });
    if (problems.length > 0) throw badInput(problems);
    const donation = await em.findOne(Donation, donationId);
    if (!donation) throw badInput([{ field: 'donationId', message: `Donation ${donationId} was not found` }]);
    if (await em.count(VehicleAuction, { donation: donationId }))
      throw conflict(`Donation ${donationId} already has an auction.`);
    const auction = em.create(VehicleAuction, {
      donation: donationId,
      startDate: startDate!,
      endDate: endDate!,
      minimumBid: minimumBid!,
      startingBid,
      reservePrice,
      vehicleLocation: vehicleLocation!,
      pickupInstructions: optionalText(request.pickupInstructions),
      notes: optionalText(request.notes),
    });
    await em.flush();
    const view = await this.get(em, auction.id);
    publishAuctionEvent(this.pubSub, { ...auctionEvent(this.rowOf(view), ['created']) });
    return view;
  }

  /** pending -> active; the start moves to now when it was later. */
  async start(em: EntityManager, id: number): Promise<AuctionView> {
    const rows = await em.getConnection().execute<Array<{ id: number }>>(
      `update vehicle_auctions set status = 'active', start_date = least(start_date, now()), updated_at = now()
         where id = ? and status = 'pending' and end_date > now() returning id`,
      [id],
    );
    const view = await this.get(em, id);
    if (rows.length === 0) {
      throw conflict(
        view.status === 'pending'
          ? 'This auction has already passed its end date.'
          : `Only a pending auction can be started (this one is ${view.status}).`,
      );
    }
    publishAuctionEvent(this.pubSub, auctionEvent(this.rowOf(view), ['started']));
    return view;
  }

  /** active -> completed now (admin "end"). */
  async end(em: EntityManager, id: number): Promise<AuctionView> {
    for (let attempt = 0; attempt < 5; attempt++) {
      if ((await this.complete(em, id)).length > 0) return this.get(em, id);
      const view = await this.get(em, id);
      if (view.status !== 'active') throw conflict(`Only an active auction can be ended (this one is ${view.status}).`);
      await new Promise((resolve) => setTimeout(resolve, 20)); // a bid holds the row: try again
    }
    throw conflict('The auction is busy; try again.');
  }

  /** Completes due auctions (or the one given) exactly once; publishes "ended" after commit. */
  async complete(em: EntityManager, id: number | null = null): Promise<CompletedRow[]> {
    const rows = await em.getConnection().execute<CompletedRow[]>(COMPLETE_AUCTIONS_SQL, [id, id]);
    for (const row of rows) publishAuctionEvent(this.pubSub, auctionEvent(row, ['ended']));
    return rows;
  }

  private rowOf(view: AuctionView): CompletedRow {
    return {
      id: view.id,
      status: view.status,
      current_high_bid: view.currentHighBid,
      bid_count: view.bidCount,
      end_date: view.endDate,
      winning_dealer_id: view.winningDealerId,
    };
  }
}
