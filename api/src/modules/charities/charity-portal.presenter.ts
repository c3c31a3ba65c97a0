import type { CharityRecord } from './charity.presenter';
import type { PortalAuctionRow, PortalDonationRow, PortalReceiptRow, PortalTotalsRow } from './charity-portal.sql';

export interface CharityPortalDonationRecord {
  id: number;
  status: string;
  createdAt: Date;
  vehicle: string;
  donorName: string;
  estimatedValue: number | null;
  finalValue: number | null;
  receiptNumber: string | null;
  receiptIssued: boolean;
}

export interface CharityPortalReceiptRecord {
  receiptNumber: string;
  receiptDate: Date;
  donationId: number;
  receiptAmount: number;
  status: string;
}

export interface CharityPortalAuctionRecord {
  id: number;
  donationId: number | null;
  title: string;
  status: string;
  currentBid: number | null;
  bidCount: number;
  endTime: Date;
  finalPrice: number | null;
}

export interface CharityPortalTotalsRecord {
  donations: number;
  receiptsIssued: number;
  receiptedAmount: number;
  auctionProceeds: number;
}

export interface CharityPortalRecord {
  charity: CharityRecord;
  totals: CharityPortalTotalsRecord;
  donations: CharityPortalDonationRecord[];
  receipts: CharityPortalReceiptRecord[];
  auctions: CharityPortalAuctionRecord[];
}

/** What the charity sees of a live change: refetch the portal. */
export interface CharityPortalChangeRecord {
  charityId: number;
  reason: 'donation' | 'receipt' | 'auction';
}

const money = (value: string | null): number | null => (value === null ? null : Number(value));
const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** The donor's privacy: first name and last initial only. */
export const donorNameOf = (first: string, last: string): string =>
  [first.trim(), last.trim() ? `${last.trim()[0]!.toUpperCase()}.` : ''].filter(Boolean).join(' ');

export const presentPortalDonation = (r: PortalDonationRow): CharityPortalDonationRecord => ({
  id: r.id,
  status: r.status,
  createdAt: asDate(r.created_at),
  vehicle: `${r.year} ${r.make} ${r.model}`,
  donorName: donorNameOf(r.first_name, r.last_name),
  estimatedValue: money(r.estimated_value),
  finalValue: money(r.final_value),
  receiptNumber: r.receipt_number,
  receiptIssued: r.receipt_issued,
});

export const presentPortalReceipt = (r: PortalReceiptRow): CharityPortalReceiptRecord => ({
  receiptNumber: r.receipt_number,
  receiptDate: asDate(r.receipt_date),
  donationId: r.donation_id,
  receiptAmount: Number(r.receipt_amount),
  status: r.status,
});

export const presentPortalAuction = (r: PortalAuctionRow): CharityPortalAuctionRecord => ({
  id: r.id,
  donationId: r.donation_id,
  title: `${r.year} ${r.make} ${r.model}`,
  status: r.status,
  currentBid: r.bid_count > 0 ? Number(r.current_high_bid) : null,
  bidCount: r.bid_count,
  endTime: asDate(r.end_date),
  finalPrice: r.status === 'completed' && r.winning_dealer_id !== null ? Number(r.current_high_bid) : null,
});

export const presentPortalTotals = (r: PortalTotalsRow): CharityPortalTotalsRecord => ({
  donations: r.donations,
  receiptsIssued: r.receipts_issued,
  receiptedAmount: Number(r.receipted_amount),
  auctionProceeds: Number(r.auction_proceeds),
});
