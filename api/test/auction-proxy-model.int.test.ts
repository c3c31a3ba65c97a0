import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { fromCents, toCents } from '@vdp/shared/money';
import type { RunningServer } from '../src/app/server';
import { activeAuction, sql, verifiedDealer, type SignedInDealer } from './auction-fixtures';
import { TestClient } from './client';
import { startTestServer } from './harness';
import { ProxyModel, type ModelOp, type ModelRow } from './proxy-model';

/**
 * The proxy-bid model test (issue 18 §1, §7): random sequences of bids and maximums from many
 * dealers, through the REST api, (1) one after the other, agreeing with the reference model on
 * every bid row, the winner and the price; (2) all at once, where the order is the server's, with
 * every invariant holding after.
 */
let server: RunningServer;
let admin: TestClient;
const dealers: SignedInDealer[] = [];
const DEALERS = 6;
const MINIMUM_CENTS = 50_000;

beforeAll(async () => {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  server = await startTestServer({ outboxDir, smtpUrl: undefined });
  admin = new TestClient(server.url);
  await admin.login('admin');
  for (let i = 0; i < DEALERS; i++) dealers.push(await verifiedDealer(server, admin, outboxDir));
}, 120_000);
afterAll(() => server.close());

/** Amounts around the bands ($25 under $1,000, $50 under $5,000, $100 above), some with cents. */
const cents = fc.oneof(
  fc.integer({ min: 450, max: 6_500 }).map((dollars) => dollars * 100),
  fc.integer({ min: 45_000, max: 650_000 }),
);
const op = fc.record<ModelOp>({
  dealer: fc.integer({ min: 0, max: DEALERS - 1 }),
  kind: fc.constantFrom('bid', 'max', 'max'),
  cents,
});

async function send(auctionId: number, { dealer, kind, cents: amount }: ModelOp): Promise<number> {
  const client = dealers[dealer]!.client;
  const answer =
    kind === 'bid'
      ? await client.rest('POST', '/api/bids', { auctionId, bidAmount: fromCents(BigInt(amount)) })
      : await client.rest('PUT', `/api/auctions/${auctionId}/maximum`, { maxAmount: fromCents(BigInt(amount)) });
  return answer.status;
}

interface RowRead {
  id: number;
  dealer_id: number;
  bid_amount: string;
  is_proxy: boolean;
}

async function rowsOf(auctionId: number): Promise<RowRead[]> {
  return sql<RowRead>(server, 'select id, dealer_id, bid_amount, is_proxy from dealer_bids where auction_id = ? order by id', [
    auctionId,
  ]);
}

const asModelRows = (rows: RowRead[]): ModelRow[] =>
  rows.map((r) => ({
    dealer: dealers.findIndex((d) => d.dealerId === r.dealer_id),
    cents: Number(toCents(r.bid_amount)),
    proxy: r.is_proxy,
  }));

describe('proxy bids agree with the reference model', () => {
  it('one after the other: the same rows, winner and price as the model, every run', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const auctionId = await activeAuction(server, admin);
        const model = new ProxyModel(MINIMUM_CENTS);
        for (const o of ops) {
          const expected = model.apply(o);
          const status = await send(auctionId, o);
          const expectedStatus = expected === 'accepted' ? 201 : expected.startsWith('max_s') ? 200 : 400;
          expect({ op: o, status }).toEqual({ op: o, status: expectedStatus });
        }
        const [auction] = await sql<{ current_high_bid: string; winning_dealer_id: number | null; bid_count: number }>(
          server,
          'select current_high_bid, winning_dealer_id, bid_count from vehicle_auctions where id = ?',
          [auctionId],
        );
        expect(asModelRows(await rowsOf(auctionId))).toEqual(model.rows);
        expect(Number(toCents(auction!.current_high_bid))).toBe(model.high);
        expect(auction!.winning_dealer_id).toBe(model.leader === null ? null : dealers[model.leader]!.dealerId);
        expect(auction!.bid_count).toBe(model.rows.length);
      }),
      { numRuns: 40 },
    );
  }, 600_000);

  it('all at once: every invariant holds whatever order the server chose', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 24 }), async (ops) => {
        const auctionId = await activeAuction(server, admin);
        const statuses = await Promise.all(ops.map((o) => send(auctionId, o)));
        for (const status of statuses) expect([200, 201, 400]).toContain(status);
        await expectInvariants(auctionId);
      }),
      { numRuns: 8 },
    );
  }, 600_000);
});

/**
 * High bid = highest row; amounts rise; no proxy bid above its maximum; no dealer outbid by its own
 * proxy (it raises its own lead only against an equal or higher maximum); no maximum left unanswered.
 */
async function expectInvariants(auctionId: number): Promise<void> {
  const rows = await rowsOf(auctionId);
  const [auction] = await sql<{ current_high_bid: string; winning_dealer_id: number | null; bid_count: number }>(
    server,
    'select current_high_bid, winning_dealer_id, bid_count from vehicle_auctions where id = ?',
    [auctionId],
  );
  const maximums = await sql<{ dealer_id: number; max_amount: string }>(
    server,
    'select dealer_id, max_amount from proxy_bids where auction_id = ? and active',
    [auctionId],
  );
  const maxOf = new Map(maximums.map((m) => [m.dealer_id, toCents(m.max_amount)!]));
  expect(auction!.bid_count).toBe(rows.length);
  if (rows.length === 0) return;
  const last = rows[rows.length - 1]!;
  expect(auction!.current_high_bid).toBe(last.bid_amount);
  expect(auction!.winning_dealer_id).toBe(last.dealer_id);
  rows.forEach((row, i) => {
    if (i > 0) expect(toCents(row.bid_amount)!).toBeGreaterThan(toCents(rows[i - 1]!.bid_amount)!);
    if (!row.is_proxy) return;
    expect(toCents(row.bid_amount)!).toBeLessThanOrEqual(maxOf.get(row.dealer_id)!);
    // a proxy raises its own dealer's lead only when another dealer's maximum reaches that amount
    if (i > 0 && rows[i - 1]!.dealer_id === row.dealer_id) {
      const challenged = [...maxOf].some(([dealer, max]) => dealer !== row.dealer_id && max >= toCents(row.bid_amount)!);
      expect({ row, challenged }).toEqual({ row, challenged: true });
    }
  });
  const high = toCents(auction!.current_high_bid)!;
  for (const [dealer, max] of maxOf) if (dealer !== auction!.winning_dealer_id) expect(max).toBeLessThanOrEqual(high);
}
