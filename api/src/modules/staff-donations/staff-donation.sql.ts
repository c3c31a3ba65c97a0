import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';
import { containsPattern } from '../../core/text';

/** What the staff list shows: a search ('' for none), the stored statuses ([] for all). */
export interface ListQuery {
  search: string;
  statuses: readonly string[];
}

/**
 * Newest first, as the staff screens always showed it; the id breaks ties between rows of one
 * instant. The Donation entity's (created_at, id) index serves the whole list backwards, its
 * (status, created_at, id) index a filter on one stored status.
 */
export const STAFF_LIST_ORDER: ListOrder = {
  columns: [
    { sql: 'd.created_at', type: 'timestamptz' },
    { sql: 'd.id', type: 'integer' },
  ],
  descending: true,
};

/**
 * The filter of the staff list. The search (any case) also matches the donation id, a tracking
 * code and any receipt number (cancelled ones too), exactly.
 */
function filterSql(query: ListQuery): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.statuses.length === 1) {
    // one status reads the (status, created_at, id) index in the list's order; several cannot
    where.push('d.status = ?');
    params.push(query.statuses[0]);
  } else if (query.statuses.length > 1) {
    where.push('d.status = any(cast(? as text[]))');
    params.push(`{${query.statuses.join(',')}}`);
  }
  if (query.search !== '') {
    // one pass over donations, newest first, that stops at the page's last match; the code and
    // receipt-number look-ups run once each, through their indexes
    const alternatives = [
      'd.search_text like ?',
      'd.id in (select a.donation_id from donor_portal_access a where lower(a.access_code) = ?)',
      'd.id in (select r.donation_id from tax_receipts r where r.receipt_number = ?)',
    ];
    params.push(containsPattern(query.search.toLowerCase()), query.search.toLowerCase(), query.search.toUpperCase());
    if (/^\d{1,9}$/.test(query.search)) {
      alternatives.push('d.id = ?');
      params.push(Number(query.search));
    }
    where.push(`(${alternatives.join(' or ')})`);
  }
  return { where, params };
}

/**
 * What the staff screens show of a donation, with its charity's name and tracking code: one
 * statement. Both are looked up per row (by primary key and by donation) rather than joined, so
 * that a page's plan stays a scan of the donations index in the list's order, whatever the filter.
 */
const STAFF_COLUMNS = `d.id, d.status, d.created_at as "createdAt", d.updated_at as "updatedAt", d.year, d.make, d.model,
  d.trim, d.vin, d.mileage, d.condition, d.vehicle_type as "vehicleType", d.has_accidents as "hasAccidents",
  d.has_lien_or_finance as "hasLienOrFinance", d.first_name as "firstName", d.last_name as "lastName", d.email, d.phone,
  d.address, d.city, d.state, d.zip_code as "zipCode", d.preferred_charity as "preferredCharity", d.language,
  (select c.name from charities c where c.id = d.charity_id) as "charityName",
  d.pickup_preference as "pickupPreference", d.preferred_date::text as "preferredDate", d.notes,
  d.estimated_value as "estimatedValue", d.final_value as "finalValue", d.tax_receipt_value as "taxReceiptValue",
  d.receipt_issued as "receiptIssued", d.receipt_number as "receiptNumber", d.receipt_date as "receiptDate",
  d.receipt_email_sent as "receiptEmailSent", d.pickup_date::text as "pickupDate", d.pickup_time as "pickupTime",
  (select a.access_code from donor_portal_access a where a.donation_id = d.id order by a.id limit 1) as "accessCode"`;
const STAFF_FROM = 'from donations d';

/**
 * One page, newest first, from the keyset on. (The count is its own statement: a window count over
 * the page query would make PostgreSQL read and sort every match instead of the page's rows.)
 */
export function pageSql(query: ListQuery, plan: PagePlan): { sql: string; params: unknown[] } {
  const { where, params } = filterSql(query);
  return {
    sql: `select ${STAFF_COLUMNS}, ${plan.keySelect} ${STAFF_FROM} ${whereClause(where, plan)} order by ${plan.orderBy} limit ?`,
    params: [...params, ...plan.params, plan.limit],
  };
}

/** Donations by id (any order). */
export function byIdsSql(ids: number[]): { sql: string; params: unknown[] } {
  return { sql: `select ${STAFF_COLUMNS} ${STAFF_FROM} where d.id = any(cast(? as int[]))`, params: [`{${ids.join(',')}}`] };
}

/** The number of matches. */
export function countSql(query: ListQuery): { sql: string; params: unknown[] } {
  const { where, params } = filterSql(query);
  return {
    sql: `select count(*)::int as total from donations d ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
    params,
  };
}

/** A row of STAFF_COLUMNS: a donation with its charity's name and tracking code. Amounts in decimal dollars. */
export interface StaffRecord {
  id: number;
  /** The stored status (a staff or donor status, or cancelled). */
  status: string;
  createdAt: Date;
  updatedAt: Date;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vin: string | null;
  /** Kilometres. */
  mileage: number | null;
  condition: string | null;
  vehicleType: string;
  hasAccidents: boolean;
  hasLienOrFinance: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** The donor's charity choice. */
  preferredCharity: string | null;
  /** The donor's language, en or fr: their e-mails and receipt (ADR 28). */
  language: string;
  /** The registered charity assigned, when there is one. */
  charityName: string | null;
  pickupPreference: string | null;
  preferredDate: string | null;
  notes: string | null;
  estimatedValue: string | null;
  finalValue: string | null;
  /** Eligible amount of the current receipt. */
  taxReceiptValue: string | null;
  receiptIssued: boolean;
  receiptNumber: string | null;
  receiptDate: Date | null;
  receiptEmailSent: boolean;
  pickupDate: string | null;
  pickupTime: string | null;
  /** The donor's tracking code. */
  accessCode: string | null;
}

/** A row of a page: the staff columns and the row's key. */
export type StaffPageRow = StaffRecord & KeyedRow;
