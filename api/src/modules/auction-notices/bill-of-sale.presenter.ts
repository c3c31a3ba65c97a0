import type { BillRow } from './bill-of-sale.sql';

/** A bill of sale as both doors answer it (the PDF itself is GET /api/bills-of-sale/{auctionId}/pdf). */
export interface BillOfSaleInfo {
  auctionId: number;
  dealerId: number;
  fileName: string;
  fileSize: number;
  sha256: string;
  salePrice: string;
  createdAt: Date;
  url: string;
}

export const billOfSaleUrl = (auctionId: number): string => `/api/bills-of-sale/${auctionId}/pdf`;

export function presentBill(row: BillRow): BillOfSaleInfo {
  return {
    auctionId: row.auction_id,
    dealerId: row.dealer_id,
    fileName: row.file_name,
    fileSize: row.file_size,
    sha256: row.file_hash,
    salePrice: row.sale_price,
    createdAt: new Date(row.created_at),
    url: billOfSaleUrl(row.auction_id),
  };
}
