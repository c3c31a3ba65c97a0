import type { Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { RunningServer } from '../src/app/server';
import { MAX_SOCKET_MESSAGE_BYTES, MAX_SUBSCRIPTIONS_PER_SOCKET } from '../src/graphql/limits';
import { MAX_PARSED_DEPTH } from '../src/core/json-depth';
import { TOO_MANY_SOCKETS_CLOSE } from '../src/http/client-sockets';
import { activeAuction } from './auction-fixtures';
import { TestClient } from './client';
import { startTestServer } from './harness';

// Socket limits as on HTTP (issue 16 §3): a message no larger than an HTTP body, and a bounded
// number of operations running on one socket.

let server: RunningServer;
let dealer: TestClient;
let auctionId: number;

/** Sockets one client address may hold here: small, so that the test opens few. */
const SOCKETS_PER_CLIENT = 5;

beforeAll(async () => {
  server = await startTestServer({ socketsPerClient: SOCKETS_PER_CLIENT });
  const admin = new TestClient(server.url);
  await admin.login('admin');
  auctionId = await activeAuction(server, admin);
  dealer = new TestClient(server.url);
  await dealer.login('dealer');
}, 60_000);
afterAll(() => server.close());

/** Subscribes once to the auction's bids: resolves with the error it is refused with, or 'running' after a short wait. */
function subscribe(ws: WsClient): Promise<unknown> {
  return new Promise((resolve) => {
    ws.subscribe(
      { query: `subscription { bidPlaced(auctionId: "${auctionId}") { bidAmount } }` },
      { next: () => undefined, error: resolve, complete: () => undefined },
    );
    setTimeout(() => resolve('running'), 300);
  });
}

describe('socket limits', () => {
  it(`runs ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations on one socket and refuses one more, naming the limit`, async () => {
    const ws = dealer.socket();
    try {
      const results = await Promise.all(Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, () => subscribe(ws)));
      expect(results.every((result) => result === 'running')).toBe(true);
      const refused = (await subscribe(ws)) as Array<{ message: string; extensions: { code: string } }>;
      expect(refused[0]).toMatchObject({
        message: `A socket may run at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations at once.`,
        extensions: { code: 'TOO_MANY_OPERATIONS' },
      });
      // another socket of the same dealer is not affected
      const other = dealer.socket();
      expect(await subscribe(other)).toBe('running');
      await other.dispose();
    } finally {
      await ws.dispose();
    }
  });

  it('closes a socket sending a message larger than an HTTP body may be', async () => {
    const socket = new WebSocket(server.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(MAX_SOCKET_MESSAGE_BYTES) } }));
    expect(await closed).toBe(1009); // message too big
  });

  it(`lets one client address hold ${SOCKETS_PER_CLIENT} sockets, closes one more with ${TOO_MANY_SOCKETS_CLOSE}, and lets one in once one closes`, async () => {
    const url = server.url.replace(/^http/, 'ws') + '/graphql';
    /** A raw socket, resolved once open and acknowledged, or with the code it was closed with. */
    const connect = async (): Promise<{ socket: WebSocket; closedWith?: number }> => {
      const socket = new WebSocket(url, 'graphql-transport-ws');
      return new Promise((resolve) => {
        socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
        socket.once('message', () => resolve({ socket })); // connection_ack
        socket.once('close', (code) => resolve({ socket, closedWith: code }));
      });
    };
    const held: Array<{ socket: WebSocket; closedWith?: number }> = [];
    for (let i = 0; i < SOCKETS_PER_CLIENT; i++) held.push(await connect());
    try {
      expect(held.map((opened) => opened.closedWith)).toEqual(Array(SOCKETS_PER_CLIENT).fill(undefined));
      expect((await connect()).closedWith).toBe(TOO_MANY_SOCKETS_CLOSE);
      const closed = new Promise((resolve) => held[0].socket.once('close', resolve));
      held[0].socket.close();
      await closed;
      const again = await connect();
      expect(again.closedWith).toBeUndefined();
      held[0] = again;
    } finally {
      for (const { socket } of held) socket.close();
    }
  });
});

describe('bodies nesting past any input, on HTTP', () => {
  const deep = '['.repeat(400_000) + ']'.repeat(400_000);
  const message = `The request body nests deeper than ${MAX_PARSED_DEPTH} levels.`;

  it('are refused before they are parsed, naming the body, through REST and GraphQL', async () => {
    const post = (path: string) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    const rest = await post('/api/donations');
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'body', message }] });
    const graphql = await post('/graphql');
    expect(graphql.status).toBe(400);
    expect(await graphql.json()).toMatchObject({
      errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'body', message }] } }],
    });
  });
});
