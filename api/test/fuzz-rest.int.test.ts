import fc from 'fast-check';
import type { RunningServer } from '../src/app/server';
import type { OpenApiDocument } from '../src/rest/openapi';
import type { TestClient } from './client';
import { encodeBody, fieldValue, plausibleValue, requestBody, wire, type FieldSchema, type Wire } from './fuzz-bodies';
import { WriteLedger } from './fuzz-ledger';
import { fuzzTarget, parsed, RUNS_PER_TARGET, seedOffsetOf, shortly, startFuzzServer, type TargetFinding } from './fuzz-run';
import { idSource, idValue, prepareKnownIds, restTargets, type KnownIds, type RestTarget } from './fuzz-targets';
import { hostileString } from './fuzz-values';
import { fieldFaults, halfWrites, Tally, type Faults } from './fuzz-verdict';

// Issue 16 §2: generated bad input through every REST route that reads a body, signed in as the
// admin (whom every such route admits): never a 5xx, never a row left by a refused request, and
// every BAD_USER_INPUT names the fields at fault. FUZZ_RUNS and FUZZ_SEED: see fuzz-run.ts.

let server: RunningServer;
let admin: TestClient;
let stop: () => Promise<void>;
let ledger: WriteLedger;
let known: KnownIds;
let targets: RestTarget[];

beforeAll(async () => {
  ({ server, admin, stop } = await startFuzzServer());
  known = await prepareKnownIds(server, admin);
  targets = restTargets((await admin.rest('GET', '/api/openapi.json')).body as OpenApiDocument);
  ledger = await WriteLedger.install(server);
}, 120_000);
afterAll(() => stop());

interface RestInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  wire: Wire;
  /** For an upload: the bytes and their declared type. */
  upload?: { bytes: Uint8Array; type: string };
}

const IMAGE_STARTS = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x49, 0x46, 0x46],
  [],
];

function inputOf(target: RestTarget): fc.Arbitrary<RestInput> {
  const params = fc.record(
    Object.fromEntries(target.pathParams.map((name) => [name, idValue(known[idSource(target.path) ?? ''], false)])),
  );
  // cut short: Node refuses a request line past 16 KB with a bare 431 before any route runs
  const query = fc.record(
    Object.fromEntries(
      Object.entries(target.query).map(([name, schema]) => [
        name,
        fc.oneof(
          plausibleValue(schema),
          hostileString.map((text) => text.slice(0, 2000)),
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  const body = target.body ? withKnownIds(target.body) : fc.constant(undefined);
  const upload = target.bytes
    ? fc
        .tuple(
          fc.constantFrom(...IMAGE_STARTS),
          fc.uint8Array({ maxLength: 4096 }),
          fc.constantFrom(
            'image/png',
            'image/jpeg',
            'image/gif',
            'image/webp',
            'image/svg+xml',
            'application/octet-stream',
            'text/plain',
          ),
        )
        .map(([start, rest, type]) => ({ bytes: Uint8Array.from([...start, ...rest]), type }))
    : fc.constant(undefined);
  return fc.record({ params, query, body, wire, upload });
}

/** A body whose id fields (donationId, auctionId…) mostly name a real row, so the other rules are met. */
function withKnownIds(schema: FieldSchema): fc.Arbitrary<unknown> {
  const ids = Object.keys(schema.properties ?? {}).filter((name) => /Id$/.test(name) && known[idSource(name) ?? '']);
  if (ids.length === 0) return requestBody(schema);
  return fc
    .tuple(
      requestBody(schema),
      fc.record(
        Object.fromEntries(
          ids.map((name) => [name, fc.oneof(idValue(known[idSource(name)!], true), fieldValue(schema.properties![name]!))]),
        ),
        { requiredKeys: [] },
      ),
    )
    .map(([body, idFields]) =>
      body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.assign(body, idFields) : body,
    );
}

async function send(target: RestTarget, input: RestInput): Promise<{ status: number; body: unknown }> {
  const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.params[name])));
  const query = new URLSearchParams(Object.entries(input.query).map(([key, value]) => [key, String(value)])).toString();
  const firstField = Object.keys(target.body?.properties ?? {})[0] ?? 'value';
  const [type, bytes] = input.upload
    ? [input.upload.type, input.upload.bytes]
    : ['application/json', encodeBody(input.body, firstField, input.wire)];
  const response = await fetch(`${server.url}${path}${query ? `?${query}` : ''}`, {
    method: target.method,
    headers: { 'content-type': type, cookie: admin.cookie ?? '', 'X-Browser-Fingerprint': 'fuzz' },
    body: new Blob([Uint8Array.from(bytes)]),
  });
  return { status: response.status, body: parsed(await response.text()) };
}

const tally = new Tally();

/** Path ids the services name as their input's field (a donation's `{id}` is its `donationId`). */
const PATH_ID_NAMES: Array<[RegExp, string]> = [[/^\/api\/donations\/\{id\}/, 'donationId']];

/** The names a refusal of this route may give: its body's, path's and query's fields; `body` for the body as a whole. */
function fieldNames(target: RestTarget): ReadonlySet<string> | 'any' {
  if (target.body?.additionalProperties) return 'any'; // a custom form's answers, by its own field ids
  const names = new Set([
    ...Object.keys(target.body?.properties ?? {}),
    ...target.pathParams,
    ...Object.keys(target.query),
    'body',
  ]);
  if (target.bytes) names.add('file');
  for (const [path, name] of PATH_ID_NAMES) if (path.test(target.path)) names.add(name);
  return names;
}

async function attempt(target: RestTarget, input: RestInput, accepted: Set<string>): Promise<Faults> {
  const answer = await send(target, input);
  const writes = await ledger.writesSinceLastLook();
  const error = answer.body as { code?: unknown; fields?: unknown; message?: unknown };
  tally.add(`${answer.status} ${answer.status >= 400 ? String(error?.code) : ''}`.trim());
  if (answer.status < 400) {
    for (const write of writes) accepted.add(write.table);
    return [];
  }
  const faults: Faults = [];
  if (answer.status >= 500) faults.push(`answered ${answer.status}: ${shortly(answer.body)}`);
  if (typeof error?.code !== 'string' || typeof error.message !== 'string')
    faults.push(`refused without the error body of ADR 1: ${shortly(answer.body)}`);
  if (error?.code === 'BAD_USER_INPUT') {
    faults.push(...fieldFaults(error.fields, fieldNames(target)).map((fault) => `${fault} (${shortly(error.message)})`));
  }
  faults.push(...halfWrites(writes));
  return faults;
}

describe('fuzzing every REST route that reads a body (issue 16 §2)', () => {
  it('answers no 5xx, writes nothing when it refuses, and names the fields it refuses', async () => {
    expect(targets.length).toBeGreaterThan(50);
    const findings: Record<string, TargetFinding> = {};
    for (const target of targets) {
      const name = `${target.method} ${target.path}`;
      const finding = await fuzzTarget(
        ledger,
        inputOf(target),
        (input, accepted) => attempt(target, input, accepted),
        seedOffsetOf(name),
      );
      if (finding) findings[name] = finding;
    }
    console.log(
      `REST fuzz: ${tally.inputs} inputs over ${targets.length} routes (${RUNS_PER_TARGET} each, shrinking aside): ${tally.toString()}`,
    );
    expect(findings).toEqual({});
    expect(tally.inputs).toBeGreaterThanOrEqual(targets.length * RUNS_PER_TARGET);
  }, 600_000);
});
