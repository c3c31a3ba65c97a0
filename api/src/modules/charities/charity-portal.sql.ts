/** The charity portal's statements: a fixed number per page, whatever the list sizes (joins, no N+1). */

export interface PortalDonationRow {
  id: number;
  status: string;
  created_at: Date;
  year: number;
  make: string;
  model: string;
  first_name: string;
  last_name: string;
  estimated_value: string | null;
  final_value: string | null;
  receipt_number: string | null;
  receipt_issued: boolean;
}

export const PORTAL_DONATIONS_SQL = `
  select d.id, d.status, d.created_at, d.year, d.make, d.model, d.first_name, d.last_name,
         d.estimated_value::text as estimated_value, d.final_value::text as final_value,
         d.receipt_number, d.receipt_issued
    from donations d
   where d.charity_id = ?
   order by d.created_at desc, d.id desc
   limit 200`;

export interface PortalReceiptRow {
  receipt_number: string;
  receipt_date: Date;
  donation_id: number;
  receipt_amount: string;
  status: string;
}

export const PORTAL_RECEIPTS_SQL = `
  select r.receipt_number, r.receipt_date, r.donation_id, r.receipt_amount::text as receipt_amount, r.status
    from tax_receipts r
   where r.charity_id = ?
   order by r.receipt_date desc, r.id desc
   limit 200`;

export interface PortalAuctionRow {
  id: number;
  donation_id: number;
  year: number;
  make: string;
  model: string;
  status: string;
  current_high_bid: string;
  bid_count: number;
  end_date: Date;
  winning_dealer_id: number | null;
}

/** Auctions link to the charity through their donation (vehicle_auctions.donation_id). */
export const PORTAL_AUCTIONS_SQL = `
  select a.id, a.donation_id, d.year, d.make, d.model, a.status, a.current_high_bid::text as current_high_bid,
         a.bid_count, a.end_date, a.winning_dealer_id
    from vehicle_auctions a
    join donations d on d.id = a.donation_id
   where d.charity_id = ?
   order by a.created_at desc, a.id desc
   limit 200`;

export interface PortalTotalsRow {
  donations: number;
  receipts_issued: number;
  receipted_amount: string;
  auction_proceeds: string;
}

/** Proceeds: the high bid of every completed auction that has a winner. */
export const PORTAL_TOTALS_SQL = `
  with c as (select ?::int as id)
  select (select count(*)::int from donations d where d.charity_id = (select id from c)) as donations,
         (select count(*)::int from tax_receipts r where r.charity_id = (select id from c) and r.status = 'issued') as receipts_issued,
         (select coalesce(sum(r.receipt_amount), 0)::text from tax_receipts r
           where r.charity_id = (select id from c) and r.status = 'issued') as receipted_amount,
         (select coalesce(sum(a.current_high_bid), 0)::text from vehicle_auctions a join donations d on d.id = a.donation_id
           where d.charity_id = (select id from c) and a.status = 'completed' and a.winning_dealer_id is not null) as auction_proceeds`;

/** Whether a donation belongs to the charity (the live filter). */
export const DONATION_OF_CHARITY_SQL = `select 1 from donations where id = ? and charity_id = ?`;

/** Whether an auction's donation belongs to the charity (the live filter). */
export const AUCTION_OF_CHARITY_SQL = `
  select 1 from vehicle_auctions a join donations d on d.id = a.donation_id where a.id = ? and d.charity_id = ?`;
