import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import type { Client as WsClient } from 'graphql-ws';
import type { RunningServer } from '../src/app/server';
import type { OpenApiDocument } from '../src/rest/openapi';
import { TestClient } from './client';
import { changedTables, fingerprinter, type Fingerprint } from './db-fingerprint';
import { sql, startTestServer } from './harness';
import { entryOf, GRAPHQL_OPERATIONS, type MatrixEntry } from './role-matrix-catalogue';
import { declaredPermissions, NO_SUCH_ID, rootOperations, type GraphQLOperation } from './role-matrix-operations';
import { principals, type Principal } from './role-matrix-principals';
import { REST_ROUTES } from './role-matrix-routes';
import { expectedDecision, graphqlOutcome, restOutcome, subscriptionOutcome, type Outcome } from './role-matrix-run';

/**
 * Issue 16 item 1: every GraphQL root field and every REST route, run as every principal
 * (anonymous, donor, unverified and verified dealer, charity, staff, editor, admin, and an API
 * key of each role, read-only and read-write). What each gets is derived from the permission
 * table: every refusal is 401 (signed out) or 403, and writes nothing (the database's
 * fingerprint is the same before and after the refused calls of an operation); no principal
 * the table refuses succeeds. The operations come from the schema and the OpenAPI document: one
 * without its line in role-matrix-catalogue.ts / role-matrix-routes.ts fails here.
 */

/** How long a subscription that was not refused is watched before it counts as admitted. */
const SUBSCRIBED_AFTER_MS = 400;
/** Limits are not what this test is about: every principal calls from the same address. */
const NO_LIMITS = {
  donorLookupsPerMinute: 1_000_000,
  apiKeyRequestsPerMinute: 1_000_000,
  formSubmissionsPerMinute: 1_000_000,
  chatMaxPerSessionPerMinute: 1_000_000,
  chatMaxPerClientPerMinute: 1_000_000,
  loginMaxFailuresPerClient: 1_000_000,
  loginMaxFailuresPerUsername: 1_000_000,
};

let server: RunningServer;
let everyone: Principal[];
let fingerprint: () => Promise<Fingerprint>;
let operations: Map<string, GraphQLOperation>;
let declared: Record<string, string | undefined>;
let documented: Record<string, string>;
const sockets = new Map<string, WsClient>();
const runs = { operations: 0, calls: 0, refusals: 0 };

beforeAll(async () => {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-matrix-outbox-'));
  server = await startTestServer({ outboxDir, ...NO_LIMITS });
  const admin = new TestClient(server.url);
  await admin.login('admin');
  everyone = await principals(server, admin, outboxDir);
  fingerprint = await fingerprinter(server);
  const introspection = await admin.gql<IntrospectionQuery>(getIntrospectionQuery());
  const schema = buildClientSchema(introspection.data!);
  const given = (field: string) => (GRAPHQL_OPERATIONS[field] ? entryOf(GRAPHQL_OPERATIONS[field]).args : undefined);
  operations = new Map(rootOperations(schema, given).map((operation) => [operation.field, operation]));
  declared = declaredPermissions();
  const document = (await admin.rest('GET', '/api/openapi.json')).body as OpenApiDocument;
  documented = Object.fromEntries(
    Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item).map(([method, operation]) => [`${method.toUpperCase()} ${route}`, String(operation['x-permission'])]),
    ),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all([...sockets.values()].map((socket) => socket.dispose()));
  console.log(
    `role matrix: ${runs.operations} operations, ${runs.calls} calls (${runs.refusals} refusals) over ${everyone.length} principals`,
  );
  await server.close();
});

const socketOf = (principal: Principal): WsClient => {
  let socket = sockets.get(principal.name);
  if (!socket) sockets.set(principal.name, (socket = principal.socket()));
  return socket;
};

/**
 * Runs `call` as every principal: the refused ones first, between two fingerprints, then the
 * admitted ones (unless the entry says why not), one after another or all together (a
 * subscription is watched for a while). Answers what differs from the derived decision,
 * and the tables the refused calls changed.
 */
async function runAll(
  entry: MatrixEntry,
  writes: boolean,
  call: (principal: Principal) => Promise<Outcome>,
  admittedTogether = false,
): Promise<{ mismatches: string[]; written: string[] }> {
  runs.operations++;
  const expected = new Map(everyone.map((principal) => [principal, expectedDecision(entry, principal, writes)]));
  const refused = everyone.filter((principal) => expected.get(principal) !== 'allowed');
  const admitted = entry.allowedNotRun ? [] : everyone.filter((principal) => expected.get(principal) === 'allowed');
  const mismatches: string[] = [];
  const check = (principal: Principal, outcome: Outcome) => {
    runs.calls++;
    if (outcome.decision !== expected.get(principal))
      mismatches.push(`${principal.name}: expected ${expected.get(principal)}, got ${outcome.decision} (${outcome.detail})`);
  };
  const before = await fingerprint();
  for (const principal of refused) check(principal, await call(principal));
  runs.refusals += refused.length;
  const written = changedTables(before, await fingerprint());
  if (admittedTogether) {
    const outcomes = await Promise.all(admitted.map(call));
    admitted.forEach((principal, i) => check(principal, outcomes[i]!));
  } else for (const principal of admitted) check(principal, await call(principal));
  return { mismatches, written };
}

describe('the table covers every operation', () => {
  it('has a line for every GraphQL root field, naming the permission its resolver declares', () => {
    expect([...operations.keys()].sort()).toEqual(Object.keys(GRAPHQL_OPERATIONS).sort());
    const named = Object.fromEntries(
      Object.entries(GRAPHQL_OPERATIONS).map(([field, entry]) => [field, entryOf(entry).permission]),
    );
    expect(Object.fromEntries([...operations.keys()].map((field) => [field, declared[field]]))).toEqual(named);
  });

  it('has a line for every documented REST route, naming the permission it declares', () => {
    const named = Object.fromEntries(Object.entries(REST_ROUTES).map(([route, entry]) => [route, entryOf(entry).permission]));
    expect(documented).toEqual(named);
  });
});

describe('the fingerprint', () => {
  it('changes with a row changed in place, and comes back when it is undone', async () => {
    const before = await fingerprint();
    await sql(server, `update categories set name = name || '!' where id = (select min(id) from categories)`);
    expect(changedTables(before, await fingerprint())).toEqual([expect.stringMatching(/^categories: /)]);
    await sql(server, `update categories set name = left(name, -1) where id = (select min(id) from categories)`);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});

describe.each(Object.keys(GRAPHQL_OPERATIONS))('GraphQL %s', (field) => {
  it('refuses whom the permission table refuses, 401 or 403, writing nothing', async () => {
    const entry = entryOf(GRAPHQL_OPERATIONS[field]!);
    const operation = operations.get(field);
    if (!operation) throw new Error(`${field} is not in the schema: delete its line`);
    const result =
      operation.kind === 'subscription'
        ? await runAll(
            entry,
            false,
            (principal) => subscriptionOutcome(socketOf(principal), operation, SUBSCRIBED_AFTER_MS),
            true,
          )
        : await runAll(entry, operation.kind === 'mutation', (principal) => graphqlOutcome(principal, operation));
    expect(result).toEqual({ mismatches: [], written: [] });
  });
});

describe.each(Object.keys(REST_ROUTES))('REST %s', (route) => {
  it('refuses whom the permission table refuses, 401 or 403, writing nothing', async () => {
    const entry = entryOf(REST_ROUTES[route]!);
    const [method, template] = route.split(' ') as [string, string];
    const target = entry.path ?? template.replace(/\{\w+\}/g, String(NO_SUCH_ID));
    const result = await runAll(entry, method !== 'GET', (principal) => restOutcome(principal, method, target, entry.body));
    expect(result).toEqual({ mismatches: [], written: [] });
  });
});
