import type { RunningServer } from '../src/app/server';
import { MAX_BODY_DEPTH } from '../src/http/graphql-http';
import { startTestServer } from './harness';

// GraphQL over HTTP on node:http (ADR 35): what the door answers itself, before Apollo, and what
// it leaves to Apollo — each refusal a GraphQL error naming what is wrong, never a 500 or an HTML page.

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const TYPENAME = JSON.stringify({ query: '{ __typename }' });

/** A request to the door: a JSON POST unless `init` says otherwise (`duplex` for a streamed body). */
function send(
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string>; duplex?: 'half' },
  path = '/graphql',
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

async function errorOf(response: Response): Promise<{ message: string; extensions: Record<string, unknown> }> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const { errors } = (await response.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
  return errors[0]!;
}

describe('the GraphQL door', () => {
  it('answers an operation with the security headers', async () => {
    const response = await send({ body: TYPENAME });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect((await send({ body: TYPENAME }, '/graphql/')).status).toBe(200);
  });

  it('refuses a body that is not JSON, naming the body', async () => {
    const response = await send({ body: '{"query":' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      message: 'The request body is not valid JSON.',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'body', message: 'The request body is not valid JSON.' }] },
    });
  });

  it('refuses JSON in another charset than UTF-8 with 415', async () => {
    const response = await send({ body: TYPENAME, headers: { 'content-type': 'application/json; charset=latin1' } });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toMatchObject({
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', fields: [{ field: 'body' }] },
    });
  });

  it('refuses a body over 1 MB with 413, by its length or as it arrives, closing the connection', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1024 * 1024) } });
    const response = await send({ body: big });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({
      message: 'The request body is larger than 1 MB.',
      extensions: { code: 'PAYLOAD_TOO_LARGE', fields: [{ field: 'body' }] },
    });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(64 * 1024)));
        controller.close();
      },
    });
    const streamed = await send({ body: chunks, duplex: 'half' });
    expect(streamed.status).toBe(413);
    // the rest of the body is not read: the connection closes, and the next request goes on a new one
    expect(streamed.headers.get('connection')).toBe('close');
    expect((await send({ body: TYPENAME })).status).toBe(200);
  });

  it('refuses variables nesting too deep, naming the variable and its field', async () => {
    const input: Record<string, unknown> = {};
    let level = input;
    for (let i = 0; i < MAX_BODY_DEPTH + 5; i++) level = level.a = {};
    const response = await send({
      body: JSON.stringify({ query: 'query($input: String) { __typename }', variables: { input } }),
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      message: `input.a nests deeper than ${MAX_BODY_DEPTH} levels.`,
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.a' }] },
    });
  });

  it("leaves to Apollo what is its own: a missing body, another type without a preflight header, GET's rules, other methods", async () => {
    const empty = await send({});
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).extensions.code).toBe('BAD_REQUEST');
    const simple = await send({ body: TYPENAME, headers: { 'content-type': 'text/plain' } });
    expect(simple.status).toBe(400);
    expect((await errorOf(simple)).message).toMatch(/Cross-Site Request Forgery/);

    const preflighted = { 'apollo-require-preflight': 'true' };
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: preflighted });
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
    const mutation = encodeURIComponent('mutation { logout }');
    const getMutation = await fetch(`${server.url}/graphql?query=${mutation}`, { headers: preflighted });
    expect(getMutation.status).toBe(405);
    const put = await send({ method: 'PUT', body: TYPENAME });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });

  it('refuses an unknown API key as a GraphQL error with 401', async () => {
    const response = await send({ body: TYPENAME, headers: { authorization: 'Bearer not-a-key' } });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).extensions.code).toBe('UNAUTHENTICATED');
  });
});
