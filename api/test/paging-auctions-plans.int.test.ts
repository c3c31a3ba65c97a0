import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { RunningServer } from '../src/app/server';
import { planPage, type ListOrder, type PagePlan } from '../src/core/keyset';
import { AUCTION_ORDER, auctionPageSql, BY_END_INDEX, BY_STATUS_END_INDEX } from '../src/modules/auctions/auction-list.sql';
import { BID_ORDER, bidPageSql, BY_AUCTION_AMOUNT_INDEX } from '../src/modules/auctions/bid-list.sql';
import { BY_CREATED_INDEX, BY_STATUS_CREATED_INDEX, DEALER_ORDER, dealerPageSql } from '../src/modules/dealers/dealer-list.sql';
import { activeAuction } from './auction-fixtures';
import { sql, startWithAdmin } from './harness';
import { cursorAt, expectReadInOrder, planOf } from './sql-cost';

/**
 * Issue 14 §2: a page deep in a list costs what the first does only when the index hands the rows
 * over in the list's order. On a few thousand rows each, the planner reads every page of the
 * auctions, bids and dealers — first or deep, forward or back, with a status or none — from its
 * index, with no sort.
 */
let server: RunningServer;
let auctionId: number;

const ROWS = 3000;

/** The first page, a page forward from deep in the list, and a page back from there. */
function plansOf(order: ListOrder, cursor: string): PagePlan[] {
  const pages: PageArgs[] = [
    { first: 20, after: null, last: null, before: null },
    { first: 20, after: cursor, last: null, before: null },
    { first: null, after: null, last: 20, before: cursor },
  ];
  return pages.map((page) => planPage(order, page));
}

beforeAll(async () => {
  let admin;
  ({ server, admin } = await startWithAdmin());
  auctionId = await activeAuction(server, admin);
  await sql(
    server,
    `insert into dealer_bids (auction_id, dealer_id, bid_amount)
     select a.id, (select min(id) from auto_dealers), 500 + n from vehicle_auctions a, generate_series(1, ?) n`,
    [ROWS],
  );
  await sql(
    server,
    `with d as (
       insert into donations (year, make, model, first_name, last_name, email, phone, address, city, state, zip_code)
       select 2015, 'Toyota', 'Corolla', 'Plan', 'Donor', 'plan@example.test', '555-0100', '1 Road', 'Ottawa', 'ON', 'K1A 0A1'
       from generate_series(1, ?) returning id)
     insert into vehicle_auctions (donation_id, start_date, end_date, minimum_bid, vehicle_location, status)
     select id, now(), now() + (id % 500) * interval '1 hour', 500, 'Plan lot', (array['pending', 'active', 'completed'])[1 + id % 3]
     from d`,
    [ROWS],
  );
  await sql(
    server,
    `insert into auto_dealers (business_name, contact_name, email, phone, address, city, state, zip_code, dealer_license,
       specialties, verification_status, created_at)
     select 'Plan Motors ' || n, 'Pat', 'plan-' || n || '@example.test', '555-0100', '1 Road', 'Albany', 'NY', '12201', 'PL-' || n,
       '{Domestic}', case when n % 20 = 0 then 'pending' when n % 2 = 0 then 'verified' else 'rejected' end,
       now() - n * interval '1 minute'
     from generate_series(1, ?) n`,
    [ROWS],
  );
  await sql(server, 'analyze dealer_bids, vehicle_auctions, donations, auto_dealers');
}, 60_000);
afterAll(() => server.close());

describe('every page is read from its index, with no sort', () => {
  it('bids: an auction’s, highest first', async () => {
    const cursor = await cursorAt(server, BID_ORDER, 'from dealer_bids b where b.auction_id = ?', 2000, [auctionId]);
    for (const plan of plansOf(BID_ORDER, cursor)) {
      expectReadInOrder(await planOf(server, bidPageSql(auctionId, plan)), BY_AUCTION_AMOUNT_INDEX);
    }
  });

  it('auctions: soonest end first, of a status or all', async () => {
    const all = await cursorAt(server, AUCTION_ORDER, 'from vehicle_auctions a', 2000);
    for (const plan of plansOf(AUCTION_ORDER, all)) {
      expectReadInOrder(await planOf(server, auctionPageSql({ status: null, searchPattern: null }, plan)), BY_END_INDEX);
    }
    const active = await cursorAt(server, AUCTION_ORDER, `from vehicle_auctions a where a.status = ?`, 600, ['active']);
    for (const plan of plansOf(AUCTION_ORDER, active)) {
      expectReadInOrder(
        await planOf(server, auctionPageSql({ status: 'active', searchPattern: null }, plan)),
        BY_STATUS_END_INDEX,
      );
    }
  });

  it('dealers: newest first, of a status or all', async () => {
    const all = await cursorAt(server, DEALER_ORDER, 'from auto_dealers d', 2000);
    for (const plan of plansOf(DEALER_ORDER, all)) {
      expectReadInOrder(await planOf(server, dealerPageSql({ status: null, searchPattern: null }, plan)), BY_CREATED_INDEX);
    }
    // applications waiting are few among the dealers, as they are in use
    const pending = await cursorAt(server, DEALER_ORDER, 'from auto_dealers d where d.verification_status = ?', 100, ['pending']);
    for (const plan of plansOf(DEALER_ORDER, pending)) {
      expectReadInOrder(
        await planOf(server, dealerPageSql({ status: 'pending', searchPattern: null }, plan)),
        BY_STATUS_CREATED_INDEX,
      );
    }
  });
});
