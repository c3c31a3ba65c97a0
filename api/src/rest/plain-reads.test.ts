import type { Role } from '@vdp/shared/auth/roles';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { appPubSub } from '../core/events/pubsub';
import type { RequestContext } from '../core/request-context';
import { endpoint } from './endpoint';
import { KeptAnswers } from './kept-answers';
import { PlainReads } from './plain-reads';
import { RestRoutes, RestRouteTable } from './rest-routes';
import { restServer } from './rest-server';

// Which way each request takes through the shim (rest/plain-reads.ts): the short way answers from
// memory without building a context; everything it cannot decide at once goes the whole way.

const CHANGED = 'things.changed';
const pubSub = appPubSub(new EventTarget());
let counted = 0;
/** A post whose read is counted, held in memory once read the whole way. */
let postInMemory = false;
const routes = new RestRoutes()
  .get(
    '/things',
    endpoint('app.info', () => ({ things: [1, 2] }), { keep: { clearedBy: [CHANGED] } }),
  )
  .get(
    '/tagged',
    endpoint(
      'app.info',
      (_ctx, _req, res) => {
        res.setHeader('ETag', '"v1"');
        return { tagged: true };
      },
      { keep: { clearedBy: [CHANGED] } },
    ),
  )
  .get(
    '/dealer-things',
    endpoint('auctions.read', () => ({ for: 'dealers' }), { keep: { clearedBy: [CHANGED] } }),
  )
  .post(
    '/check',
    endpoint('charities.verify', (_ctx, req) => ({ asked: req.body }), { keep: { clearedBy: [CHANGED] } }),
  )
  .get(
    '/posts/:slug',
    endpoint(
      'content.read',
      (_ctx, req) => {
        postInMemory = true;
        return { slug: req.params.slug, views: ++counted };
      },
      { fromMemory: ({ slug }) => (postInMemory ? JSON.stringify({ slug, views: ++counted }) : undefined) },
    ),
  );
const table = new RestRouteTable([routes]);
const kept = new KeptAnswers(table.endpoints, pubSub);

/** A session cookie `sid=<role>` names a role known at once; `sid=unknown` one to resolve. */
const knownRole = (req: http.IncomingMessage): Role | '' | undefined => {
  if (req.headers.authorization !== undefined) return undefined;
  const sid = /sid=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
  return sid === undefined ? '' : sid === 'unknown' ? undefined : (sid as Role);
};
const contexts: string[] = [];
const contextOf = async (req: http.IncomingMessage): Promise<RequestContext> => {
  contexts.push(`${req.method} ${req.url}`);
  const role = knownRole(req) || undefined;
  return { user: role ? { id: 1, username: role, role } : null, clientKey: 'test' } as unknown as RequestContext;
};
const shim = restServer(table, contextOf, { kept, plain: new PlainReads(kept, knownRole) });
const server = http.createServer((req, res) => shim(req, res) || res.writeHead(404).end());
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  contexts.length = 0;
  pubSub.publish(CHANGED, {}); // nothing kept from another test
});

/** Status, body and headers but Date, and how many contexts the request built. */
async function read(path: string, init: RequestInit = {}) {
  const before = contexts.length;
  const response = await fetch(`${base}${path}`, init);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, text: await response.text(), headers, contexts: contexts.length - before };
}
const forgetting = () => new Promise((resolve) => setImmediate(resolve)); // the event reaches its listeners

describe('the short way', () => {
  it('answers a signed-out GET kept the whole way with the same bytes and headers, building no context', async () => {
    await forgetting();
    const first = await read('/things');
    const second = await read('/things');
    expect(first.contexts).toBe(1);
    expect(second).toEqual({ ...first, contexts: 0 });
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('forgets with the rule’s event: the next read goes the whole way', async () => {
    await read('/things');
    pubSub.publish(CHANGED, {});
    await forgetting();
    expect((await read('/things')).contexts).toBe(1);
  });

  it('answers a role known at once what was kept for it, never for another role or a session to resolve', async () => {
    await forgetting();
    const dealer = { headers: { cookie: 'sid=dealer' } };
    expect(await read('/dealer-things', dealer)).toMatchObject({ status: 200, contexts: 1 });
    expect(await read('/dealer-things', dealer)).toMatchObject({ status: 200, contexts: 0 });
    expect(await read('/dealer-things')).toMatchObject({ status: 401, contexts: 1 });
    expect(await read('/dealer-things', { headers: { cookie: 'sid=donor' } })).toMatchObject({ status: 403, contexts: 1 });
    expect((await read('/dealer-things', { headers: { cookie: 'sid=unknown' } })).contexts).toBe(1);
    expect((await read('/dealer-things', { headers: { authorization: 'Bearer key', cookie: 'sid=dealer' } })).contexts).toBe(1);
  });

  it('answers a signed-out POST read by its body; a cookie, a bad body or a large one go the whole way', async () => {
    await forgetting();
    const ask = (body: string, headers: Record<string, string> = {}) =>
      read('/check', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const first = await ask('{"number": "1"}');
    expect(first).toMatchObject({ status: 200, text: '{"asked":{"number":"1"}}', contexts: 1 });
    expect(await ask('{"number":"1"}')).toEqual({ ...first, contexts: 0 }); // the same question, spaced otherwise
    expect(await ask('{"number":"2"}')).toMatchObject({ text: '{"asked":{"number":"2"}}', contexts: 1 });
    expect(await ask('{"number":"1"}', { cookie: 'sid=dealer' })).toMatchObject({ status: 200, contexts: 1 });
    const bad = await ask('{"number":');
    expect([bad.status, JSON.parse(bad.text).fields]).toEqual([
      400,
      [{ field: 'body', message: 'The request body is not valid JSON.' }],
    ]);
    expect(await ask(JSON.stringify({ number: '1', padding: 'x'.repeat(2_000) }))).toMatchObject({ status: 200, contexts: 1 });
  });

  it('answers a 304 when the client holds the kept answer’s tag', async () => {
    await forgetting();
    const first = await read('/tagged');
    expect(await read('/tagged', { headers: { 'if-none-match': '"x"' } })).toEqual({ ...first, contexts: 0 });
    const held = await read('/tagged', { headers: { 'if-none-match': '"v1"' } });
    expect(held).toMatchObject({ status: 304, text: '', contexts: 0 });
    expect(held.headers).toMatchObject({ etag: '"v1"', 'x-frame-options': 'DENY' });
    expect(held.headers['content-length']).toBeUndefined();
  });

  it('asks a route for its answer from memory, counting the read; the whole way when memory lacks it', async () => {
    counted = 0;
    postInMemory = false;
    expect(await read('/posts/a')).toMatchObject({ text: '{"slug":"a","views":1}', contexts: 1 });
    expect(await read('/posts/a')).toMatchObject({ text: '{"slug":"a","views":2}', contexts: 0 });
    expect((await read('/posts/a')).headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-frame-options': 'DENY',
    });
  });
});
