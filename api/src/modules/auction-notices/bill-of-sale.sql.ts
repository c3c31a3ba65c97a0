/**
 * What a bill of sale prints, read in one statement with the auction row locked (FOR UPDATE OF
 * va): processes issuing the same bill wait here, and the one after the first finds the bill made.
 * Params: auction id.
 */
export const BILL_FACTS_SQL = `select va.id as auction_id, va.current_high_bid, va.end_date, va.pickup_instructions, va.vehicle_location,
  d.id as donation_id, d.year, d.make, d.model, d.trim, d.vin, d.mileage,
  d.address as donation_street, d.city as donation_city, d.state as donation_region, d.zip_code as donation_postal_code,
  c.name as charity_name, c.registration_number, c.address as charity_street, c.city as charity_city, c.state as charity_region,
  c.zip_code as charity_postal_code,
  ad.id as dealer_id, ad.business_name, ad.contact_name, ad.dealer_license, ad.email as dealer_email, ad.address as dealer_street,
  ad.city as dealer_city, ad.state as dealer_region, ad.zip_code as dealer_postal_code, coalesce(u.language, 'en') as language,
  exists (select 1 from bills_of_sale b where b.auction_id = va.id) as issued
from vehicle_auctions va
join donations d on d.id = va.donation_id
join auto_dealers ad on ad.id = va.winning_dealer_id
left join users u on u.id = ad.user_id
left join charities c on c.id = d.charity_id
where va.id = ?
for update of va`;

export interface BillFactsRow {
  auction_id: number;
  current_high_bid: string;
  end_date: Date | string;
  pickup_instructions: string | null;
  vehicle_location: string;
  donation_id: number;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vin: string | null;
  mileage: number | null;
  donation_street: string;
  donation_city: string;
  donation_region: string;
  donation_postal_code: string;
  charity_name: string | null;
  registration_number: string | null;
  charity_street: string | null;
  charity_city: string | null;
  charity_region: string | null;
  charity_postal_code: string | null;
  dealer_id: number;
  business_name: string;
  contact_name: string;
  dealer_license: string;
  dealer_email: string;
  dealer_street: string;
  dealer_city: string;
  dealer_region: string;
  dealer_postal_code: string;
  language: string;
  issued: boolean;
}

/** The archive row, in the transaction holding the lock. */
export const INSERT_BILL_SQL = `insert into bills_of_sale (auction_id, dealer_id, donation_id, sale_price, language, file_name, file_size, file_hash, content, created_at)
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`;

/** A bill's archive facts (no content). Params: auction id. */
export const BILL_SQL = `select b.auction_id, b.dealer_id, b.file_name, b.file_size, b.file_hash, b.sale_price, b.created_at
from bills_of_sale b where b.auction_id = ?`;

export const BILL_CONTENT_SQL = `select b.dealer_id, b.file_name, b.file_hash, b.content from bills_of_sale b where b.auction_id = ?`;

/** The dealer record of a signed-in user. */
export const DEALER_OF_USER_SQL = `select id from auto_dealers where user_id = ?`;

export interface BillRow {
  auction_id: number;
  dealer_id: number;
  file_name: string;
  file_size: number;
  file_hash: string;
  sale_price: string;
  created_at: Date | string;
}
