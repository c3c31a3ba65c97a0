/**
 * The text the staff search looks in, lower case: donor name, e-mail, phone, vehicle, VIN and
 * current receipt number. PostgreSQL keeps it in the stored generated column donations.search_text
 * (computed once per write, not per search) with a trigram index, so `like '%term%'` either uses
 * the index or scans one short column. Written the way PostgreSQL prints it back (casts to text),
 * so that the schema check sees no difference.
 */
export const SEARCH_TEXT_SQL = `lower(first_name::text || ' ' || last_name::text || ' ' || email::text || ' ' || phone::text || ' ' || make::text || ' ' || model::text || ' ' || coalesce(vin::text, '') || ' ' || coalesce(receipt_number::text, ''))`;

export const DONATION_SEARCH_INDEX = 'donations_search_trgm';
export const DONATION_SEARCH_INDEX_SQL = `create index "${DONATION_SEARCH_INDEX}" on "donations" using gin ("search_text" gin_trgm_ops) with (fastupdate = off);`;

/** Tracking codes are found by staff search regardless of case. */
export const ACCESS_CODE_INDEX = 'donor_portal_access_code_lower';
export const ACCESS_CODE_INDEX_SQL = `create index "${ACCESS_CODE_INDEX}" on "donor_portal_access" (lower(access_code));`;
