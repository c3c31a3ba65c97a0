import { requiredBid } from '@vdp/shared/auctions/bid-rules';
import { decide } from '@vdp/shared/auth/permissions';
import { toCents } from '@vdp/shared/money';
import type { Role } from '@vdp/shared/auth/roles';
import type { AuctionEventPayload, AuctionEventReason } from './auction.events';
import { toDate, type AuctionableDonationRow, type AuctionRow, type AuctionStatsRow } from './auction.sql';
import { presentPublishedBid, type Bid } from './bid.presenter';

/** The auctioned vehicle, from its donation. */
export interface AuctionVehicle {
  year: number;
  make: string;
  model: string;
  vehicleType: string;
  trim: string | null;
  mileage: number | null;
  condition: string | null;
  vin: string | null;
}

/** An auction as both doors answer it (GraphQL Auction, GET /api/auctions). Amounts are decimal strings. */
export interface Auction {
  id: number;
  donationId: number;
  status: string;
  auctionType: string;
  startDate: Date;
  endDate: Date;
  minimumBid: string;
  startingBid: string | null;
  /** Secret: only those who manage auctions read it (withoutSecrets); dealers see hasReserve and reserveMet. */
  reservePrice: string | null;
  /** True when the auction has a reserve. */
  hasReserve: boolean;
  /** True when there is a bid at or above the reserve (or no reserve and a bid). */
  reserveMet: boolean;
  /** A provisional auction waits for the admin's decision until then; null otherwise. */
  provisionalUntil: Date | null;
  /** What became of a provisional outcome: accepted, declined or lapsed; null when none. */
  reserveDecision: string | null;
  currentHighBid: string;
  /** The smallest acceptable bid now (bid-rules' requiredBid). */
  requiredBid: string;
  bidCount: number;
  /** The leading dealer while active; the winner once completed (none if the reserve was not met). */
  winningDealerId: number | null;
  vehicleLocation: string;
  pickupInstructions: string | null;
  notes: string | null;
  vehicle: AuctionVehicle;
  createdAt: Date;
}

/** The admin page's counts (GraphQL AuctionStats, GET /api/auctions/stats). */
export interface AuctionStats {
  total: number;
  active: number;
  pending: number;
  completed: number;
  totalBids: number;
  /** The sum of the high bids, a decimal string. */
  totalValue: string;
}

/** A donation with no auction yet: the create dialog's picker (GET /api/auctions/donations). */
export interface AuctionableDonation {
  id: number;
  year: number;
  make: string;
  model: string;
  donorName: string;
  city: string;
}

/** A change to an auction, as the auctionChanged subscription answers it. */
export interface AuctionEvent {
  auctionId: number;
  reasons: AuctionEventReason[];
  status: string;
  currentHighBid: string;
  bidCount: number;
  endDate: Date;
  bid: Bid | null;
}

export function presentAuction(row: AuctionRow): Auction {
  return {
    id: row.id,
    donationId: row.donation_id,
    status: row.status,
    auctionType: row.auction_type,
    startDate: toDate(row.start_date),
    endDate: toDate(row.end_date),
    minimumBid: row.minimum_bid,
    startingBid: row.starting_bid,
    reservePrice: row.reserve_price,
    hasReserve: row.reserve_price !== null,
    reserveMet: row.bid_count > 0 && (toCents(row.current_high_bid) ?? 0n) >= (toCents(row.reserve_price ?? '0') ?? 0n),
    provisionalUntil: row.provisional_until === null ? null : toDate(row.provisional_until),
    reserveDecision: row.reserve_decision,
    currentHighBid: row.current_high_bid,
    requiredBid: requiredBid(row.current_high_bid, row.minimum_bid),
    bidCount: row.bid_count,
    winningDealerId: row.winning_dealer_id,
    vehicleLocation: row.vehicle_location,
    pickupInstructions: row.pickup_instructions,
    notes: row.notes,
    vehicle: {
      year: row.year,
      make: row.make,
      model: row.model,
      vehicleType: row.vehicle_type,
      trim: row.trim,
      mileage: row.mileage,
      condition: row.condition,
      vin: row.vin,
    },
    createdAt: toDate(row.created_at),
  };
}

/** The auction as `role` may read it: the reserve is secret to all but those who manage auctions. */
export function withoutSecrets(auction: Auction, role: Role | undefined): Auction {
  return decide('auctions.manage', role) === 'allowed' ? auction : { ...auction, reservePrice: null };
}

export function presentAuctionStats(row: AuctionStatsRow): AuctionStats {
  return {
    total: row.total,
    active: row.active,
    pending: row.pending,
    completed: row.completed,
    totalBids: row.total_bids,
    totalValue: row.total_value,
  };
}

export function presentAuctionableDonation(row: AuctionableDonationRow): AuctionableDonation {
  return { id: row.id, year: row.year, make: row.make, model: row.model, donorName: row.donor_name, city: row.city };
}

/** An event as published (timestamps as text, NOTIFY is JSON) as the subscription answers it. */
export function presentAuctionEvent(event: AuctionEventPayload): AuctionEvent {
  return {
    auctionId: event.auctionId,
    reasons: event.reasons,
    status: event.status,
    currentHighBid: event.currentHighBid,
    bidCount: event.bidCount,
    endDate: new Date(event.endDate),
    bid: event.bid ? presentPublishedBid(event.bid) : null,
  };
}
