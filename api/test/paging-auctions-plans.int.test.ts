import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { RunningServer } from '../src/app/server';
import { encodeCursor, keyColumn, PAGE_KEY, planPage, type KeyedRow, type ListOrder, type PagePlan } from '../src/core/keyset';
import { AUCTION_ORDER, auctionPageSql, BY_END_INDEX, BY_STATUS_END_INDEX } from '../src/modules/auctions/auction-list.sql';
import { BID_ORDER, bidPageSql, BY_AUCTION_AMOUNT_INDEX } from '../src/modules/auctions/bid-list.sql';
import { BY_CREATED_INDEX, BY_STATUS_CREATED_INDEX, DEALER_ORDER, dealerPageSql } from '../src/modules/dealers/dealer-list.sql';
import { activeAuction } from './auction-fixtures';
import { sql, startWithAdmin } from './harness';

/**
 * Issue 14 §2: a page deep in a list costs what the first does only when the index hands the rows
 * over in the list's order. On a few thousand rows each, the planner reads every page of the
 * auctions, bids and dealers — first or deep, forward or back, with a status or none — from its
 * index, with no sort.
 */
let server: RunningServer;
let auctionId: number;

const ROWS = 3000;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(statement: { sql: string; params: unknown[] }): Promise<PlanNode[]> {
  const [row] = await sql<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    server,
    `explain (format json) ${statement.sql}`,
    statement.params,
  );
  return nodesOf(row!['QUERY PLAN'][0]!.Plan);
}

/** The cursor of the row `offset` rows into the list, as a client would hold it deep in a walk. */
async function cursorAt(order: ListOrder, from: string, offset: number, params: unknown[] = []): Promise<string> {
  const direction = order.descending ? 'desc' : 'asc';
  const orderBy = order.columns.map((column) => `${column.sql} ${direction}`).join(', ');
  const [row] = await sql<KeyedRow>(server, `select ${keyColumn(order)} ${from} order by ${orderBy} offset ? limit 1`, [
    ...params,
    offset,
  ]);
  return encodeCursor(row![PAGE_KEY]);
}

/** The first page, a page forward from deep in the list, and a page back from there. */
async function plansOf(order: ListOrder, cursor: string): Promise<PagePlan[]> {
  const pages: PageArgs[] = [
    { first: 20, after: null, last: null, before: null },
    { first: 20, after: cursor, last: null, before: null },
    { first: null, after: null, last: 20, before: cursor },
  ];
  return pages.map((page) => planPage(order, page));
}

function expectIndexOnly(nodes: PlanNode[], index: string): void {
  expect(nodes.map((node) => node['Index Name']).filter(Boolean)).toContain(index);
  expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
  expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
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
    const cursor = await cursorAt(BID_ORDER, 'from dealer_bids b where b.auction_id = ?', 2000, [auctionId]);
    for (const plan of await plansOf(BID_ORDER, cursor)) {
      expectIndexOnly(await planOf(bidPageSql(auctionId, plan)), BY_AUCTION_AMOUNT_INDEX);
    }
  });

  it('auctions: soonest end first, of a status or all', async () => {
    const all = await cursorAt(AUCTION_ORDER, 'from vehicle_auctions a', 2000);
    for (const plan of await plansOf(AUCTION_ORDER, all)) {
      expectIndexOnly(await planOf(auctionPageSql({ status: null, searchPattern: null }, plan)), BY_END_INDEX);
    }
    const active = await cursorAt(AUCTION_ORDER, `from vehicle_auctions a where a.status = ?`, 600, ['active']);
    for (const plan of await plansOf(AUCTION_ORDER, active)) {
      expectIndexOnly(await planOf(auctionPageSql({ status: 'active', searchPattern: null }, plan)), BY_STATUS_END_INDEX);
    }
  });

  it('dealers: newest first, of a status or all', async () => {
    const all = await cursorAt(DEALER_ORDER, 'from auto_dealers d', 2000);
    for (const plan of await plansOf(DEALER_ORDER, all)) {
      expectIndexOnly(await planOf(dealerPageSql({ status: null, searchPattern: null }, plan)), BY_CREATED_INDEX);
    }
    // applications waiting are few among the dealers, as they are in use
    const pending = await cursorAt(DEALER_ORDER, 'from auto_dealers d where d.verification_status = ?', 100, ['pending']);
    for (const plan of await plansOf(DEALER_ORDER, pending)) {
      expectIndexOnly(await planOf(dealerPageSql({ status: 'pending', searchPattern: null }, plan)), BY_STATUS_CREATED_INDEX);
    }
  });
});
