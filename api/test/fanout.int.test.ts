import WebSocket from 'ws';
import type { RunningServer } from '../src/app/server';
import { activeAuction } from './auction-fixtures';
import { TestClient } from './client';
import { startWithAdmin } from './harness';

/** Issue 15: every event reaches every subscriber at 1,000 sockets, once and in order (ADR 20). */
const SOCKETS = 1000;
const EVENTS = 5;

interface Frame {
  id?: string;
  type: string;
  payload?: {
    data?: { bidPlaced?: { auctionId: string; bidAmount: string } };
    errors?: Array<{ extensions?: { code?: string } }>;
  };
}

/** A raw graphql-transport-ws socket: every frame it receives, parsed, in order. */
class RawSubscriber {
  readonly frames: Frame[] = [];
  private readonly socket: WebSocket;

  private constructor(url: string, cookie: string | undefined) {
    this.socket = new WebSocket(url, 'graphql-transport-ws', { headers: cookie ? { cookie } : {} });
    this.socket.on('message', (data) => this.frames.push(JSON.parse(String(data)) as Frame));
  }

  /** Connects, waits for the ack, and sends `query` as subscription `id`. */
  static async subscribe(url: string, cookie: string | undefined, id: string, query: string): Promise<RawSubscriber> {
    const subscriber = new RawSubscriber(url, cookie);
    await new Promise((resolve, reject) => {
      subscriber.socket.once('open', resolve);
      subscriber.socket.once('error', reject);
    });
    subscriber.socket.send(JSON.stringify({ type: 'connection_init' }));
    await until(() => subscriber.frames.some((frame) => frame.type === 'connection_ack'), 10_000);
    subscriber.socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
    return subscriber;
  }

  /** The `next` frames' bid amounts. */
  get amounts(): string[] {
    return this.frames.filter((frame) => frame.type === 'next').map((frame) => frame.payload?.data?.bidPlaced?.bidAmount ?? '?');
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let server: RunningServer;
let admin: TestClient;
let dealer: TestClient;
const open: RawSubscriber[] = [];

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin({ socketsPerClient: SOCKETS + 10 })); // every socket from this machine (ADR 31)
  dealer = new TestClient(server.url);
  await dealer.login('dealer');
});
afterAll(async () => {
  await Promise.all(open.map((subscriber) => subscriber.close()));
  await server.close();
});

const bidsOn = (auctionId: number) => `subscription { bidPlaced(auctionId: "${auctionId}") { auctionId bidAmount } }`;

it(`delivers every bid to each of ${SOCKETS} sockets exactly once and in order; a refused subscribe gets nothing`, async () => {
  const auctionId = await activeAuction(server, admin);
  const otherAuction = await activeAuction(server, admin);
  const url = `${server.url.replace(/^http/, 'ws')}/graphql`;
  const subscribers: RawSubscriber[] = [];
  for (let batch = 0; batch < SOCKETS; batch += 100) {
    const opened = await Promise.all(
      Array.from({ length: 100 }, (_, i) => RawSubscriber.subscribe(url, dealer.cookie, `bids-${batch + i}`, bidsOn(auctionId))),
    );
    subscribers.push(...opened);
  }
  const anonymous = await RawSubscriber.subscribe(url, undefined, 'refused', bidsOn(auctionId));
  const elsewhere = await RawSubscriber.subscribe(url, dealer.cookie, 'elsewhere', bidsOn(otherAuction));
  open.push(...subscribers, anonymous, elsewhere);

  // warm-up bids until every subscription is registered (the protocol acknowledges none)
  const placed: string[] = [];
  let amount = 1000;
  const bid = async (): Promise<string> => {
    const bidAmount = `${(amount += 10)}.00`;
    const answer = await dealer.rest('POST', '/api/bids', { auctionId, bidAmount });
    expect(answer.status).toBe(201);
    placed.push(bidAmount);
    return bidAmount;
  };
  while (!subscribers.every((subscriber) => subscriber.amounts.length > 0)) {
    await bid();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let last = '';
  for (let n = 0; n < EVENTS; n++) last = await bid();
  await until(() => subscribers.every((subscriber) => subscriber.amounts.includes(last)), 20_000);
  await new Promise((resolve) => setTimeout(resolve, 300)); // a duplicate would arrive meanwhile

  for (const subscriber of subscribers) {
    // each socket has a run of the bids with no gap, no repeat and nothing out of order, ending with the last
    const first = placed.indexOf(subscriber.amounts[0]);
    expect(subscriber.amounts).toEqual(placed.slice(first));
    expect(first).toBeLessThanOrEqual(placed.length - 1 - EVENTS);
  }
  const sample = subscribers[0].frames.find((frame) => frame.type === 'next');
  expect(sample).toEqual({
    id: 'bids-0',
    type: 'next',
    payload: { data: { bidPlaced: { auctionId: String(auctionId), bidAmount: sample?.payload?.data?.bidPlaced?.bidAmount } } },
  });
  expect(subscribers[999].frames.find((frame) => frame.type === 'next')?.id).toBe('bids-999');

  // the subscribe step refused: one result carrying the error and its code, then complete; no bid
  expect(anonymous.frames.map((frame) => frame.type)).toEqual(['connection_ack', 'next', 'complete']);
  expect(anonymous.frames[1].payload?.data ?? null).toBeNull();
  expect(anonymous.frames[1].payload?.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  expect(anonymous.frames.some((frame) => frame.payload?.data?.bidPlaced)).toBe(false);
  expect(elsewhere.frames.map((frame) => frame.type)).toEqual(['connection_ack']);
}, 60_000);
