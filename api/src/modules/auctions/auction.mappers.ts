import type { AuctionEventPayload, AuctionEventReason } from './auction.events';
import type { AuctionRow, BidRow, CompletedRow } from './auction.sql';
import { AuctionVehicleView, AuctionView, BidView } from './auction.types';

/** Raw rows carry timestamps as the driver gives them (text or Date). */
export type SqlDate = Date | string;
export const toDate = (value: SqlDate): Date => (value instanceof Date ? value : new Date(value));
export const toIso = (value: SqlDate): string => toDate(value).toISOString();

export function auctionView(row: AuctionRow): AuctionView {
  return Object.assign(new AuctionView(), {
    id: row.id,
    donationId: row.donation_id,
    status: row.status,
    auctionType: row.auction_type,
    startDate: toDate(row.start_date),
    endDate: toDate(row.end_date),
    minimumBid: row.minimum_bid,
    startingBid: row.starting_bid,
    reservePrice: row.reserve_price,
    currentHighBid: row.current_high_bid,
    requiredBid: row.required_bid,
    bidCount: row.bid_count,
    winningDealerId: row.winning_dealer_id,
    vehicleLocation: row.vehicle_location,
    pickupInstructions: row.pickup_instructions,
    notes: row.notes,
    createdAt: toDate(row.created_at),
    vehicle: Object.assign(new AuctionVehicleView(), {
      year: row.year,
      make: row.make,
      model: row.model,
      vehicleType: row.vehicle_type,
      trim: row.trim,
      mileage: row.mileage,
      condition: row.condition,
      vin: row.vin,
    }),
  });
}

export function bidView(row: BidRow): BidView {
  return BidView.of({
    id: row.id,
    auctionId: row.auction_id,
    dealerId: row.dealer_id,
    bidAmount: row.bid_amount,
    notes: row.notes,
    createdAt: toIso(row.created_at),
  });
}

export function auctionEvent(row: AuctionRow | CompletedRow, reasons: AuctionEventReason[]): AuctionEventPayload {
  return {
    auctionId: row.id,
    reasons,
    status: row.status,
    currentHighBid: row.current_high_bid,
    bidCount: row.bid_count,
    endDate: toIso(row.end_date),
    bid: null,
  };
}
