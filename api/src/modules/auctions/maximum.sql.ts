/**
 * A dealer's maximum as only that dealer reads it (issue 18 §1): the signed-in user's own dealer
 * record picks the row, so no argument can name another dealer's maximum.
 */
export const MY_MAXIMUM_SQL = `
select p.auction_id, p.max_amount, p.active, p.set_at, a.current_high_bid, a.winning_dealer_id = d.id as leading
from proxy_bids p join auto_dealers d on d.id = p.dealer_id join vehicle_auctions a on a.id = p.auction_id
where d.user_id = ? and p.auction_id = ?`;

/**
 * Cancels the signed-in dealer's maximum on an active auction; the auction row is locked first so
 * that the cancel is ordered with place_bids' batches, which lock it too. No row: no active maximum
 * of this dealer, or the auction is no longer open.
 */
export const CANCEL_MAXIMUM_SQL = `
with auction as (
  select id from vehicle_auctions where id = ? and status = 'active' and end_date > now() for update
)
update proxy_bids p set active = false, updated_at = now()
from auction, auto_dealers d
where p.auction_id = auction.id and p.dealer_id = d.id and d.user_id = ? and p.active
returning p.auction_id`;

export interface MaximumRow {
  auction_id: number;
  max_amount: string;
  active: boolean;
  set_at: Date | string;
  current_high_bid: string;
  leading: boolean | null;
}
