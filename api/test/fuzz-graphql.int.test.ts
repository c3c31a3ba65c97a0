import fc from 'fast-check';
import type { RunningServer } from '../src/app/server';
import type { TestClient } from './client';
import { encodeBody, wire, type Wire } from './fuzz-bodies';
import {
  documentOf,
  INTROSPECT_MUTATIONS,
  VariableArbitraries,
  type IntrospectedType,
  type Mutation,
} from './fuzz-graphql-inputs';
import { WriteLedger, type JournalEntry } from './fuzz-ledger';
import { fuzzTarget, parsed, RUNS_PER_TARGET, seedOffsetOf, shortly, startFuzzServer, type TargetFinding } from './fuzz-run';
import { prepareKnownIds } from './fuzz-targets';
import { fieldFaults, halfWrites, Tally, type Faults } from './fuzz-verdict';

// Issue 16 §2: generated bad input through every GraphQL mutation that takes input, signed in as the
// admin (whom each admits): never a 5xx or INTERNAL_SERVER_ERROR, never a row left by a refused
// mutation, and every BAD_USER_INPUT names its fields in extensions.fields. FUZZ_RUNS, FUZZ_SEED: fuzz-run.ts.

let server: RunningServer;
let admin: TestClient;
let stop: () => Promise<void>;
let ledger: WriteLedger;
let mutations: Mutation[];
let variables: VariableArbitraries;

/** Arguments that only name a row: a mutation taking nothing else has no input to fuzz (deletes, starts, revokes). */
const NAMING_ARGS = new Set(['id', 'sessionId']);

beforeAll(async () => {
  ({ server, admin, stop } = await startFuzzServer());
  const known = await prepareKnownIds(server, admin);
  const schema = (
    await admin.gql<{ __schema: { mutationType: { fields: Mutation[] }; types: IntrospectedType[] } }>(INTROSPECT_MUTATIONS)
  ).data!.__schema;
  mutations = schema.mutationType.fields.filter((mutation) => mutation.args.some((arg) => !NAMING_ARGS.has(arg.name)));
  variables = new VariableArbitraries(schema.types, known);
  ledger = await WriteLedger.install(server);
}, 120_000);
afterAll(() => stop());

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message?: string; extensions?: { code?: string; fields?: unknown } }>;
}

async function send(mutation: Mutation, vars: Record<string, unknown>, how: Wire): Promise<{ status: number; body: unknown }> {
  const body = { query: documentOf(mutation), variables: vars };
  // odd bytes go into the variables, where a client's values travel
  const bytes =
    how.kind === 'json' || how.kind === 'broken' ? encodeBody(body, 'variables', how) : encodeVariables(body, vars, how);
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie ?? '', 'X-Browser-Fingerprint': 'fuzz' },
    body: new Blob([Uint8Array.from(bytes)]),
  });
  return { status: response.status, body: parsed(await response.text()) };
}

/** The request with the odd bytes as the value of one variable (the first argument). */
function encodeVariables(body: { query: string }, vars: Record<string, unknown>, how: Wire): Buffer {
  const [first] = Object.keys(vars);
  const inner = encodeBody(vars, first ?? 'input', how);
  return Buffer.concat([Buffer.from(`{"query":${JSON.stringify(body.query)},"variables":`), inner, Buffer.from('}')]);
}

const tally = new Tally();

/** Writes that keep coming after an answer, until two looks 40 ms apart find none (at most 2 s). */
async function writesUntilQuiet(): Promise<JournalEntry[]> {
  const late: JournalEntry[] = [];
  for (let quiet = 0, waited = 0; quiet < 2 && waited < 2000; waited += 40) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    const writes = await ledger.writesSinceLastLook();
    quiet = writes.length === 0 ? quiet + 1 : 0;
    late.push(...writes);
  }
  return late;
}

/** The names a refusal may give: the arguments, and the fields of input objects (as parseInput names them). */
function fieldNames(mutation: Mutation, types: VariableArbitraries, sent: Record<string, unknown>): ReadonlySet<string> | 'any' {
  if (mutation.name === 'submitForm') return 'any'; // a custom form's answers, by its own field ids
  return new Set([...mutation.args.map((arg) => arg.name), ...types.fieldNamesOf(mutation), ...keysSent(sent), 'body', 'a']); // 'a': the key of the deep objects the literal wire sends
}

/** Every key the variables hold (an undeclared field is named when refused), looked at a few levels down. */
function keysSent(value: unknown, depth = 0): string[] {
  if (depth > 4 || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysSent(inner, depth + 1)]);
}

/**
 * Found by this fuzzing and not fixed yet: the test fails when one is fixed (delete it here) or a new one appears.
 * submitForm: answers nested ~100,000 deep (the JSON scalar) overflow the stack before the service runs (Apollo/graphql-js).
 */
const OPEN_FINDINGS: string[] = [];

async function attempt(
  mutation: Mutation,
  input: { vars: Record<string, unknown>; wire: Wire },
  accepted: Set<string>,
): Promise<Faults> {
  const answer = await send(mutation, input.vars, input.wire);
  const writes = await ledger.writesSinceLastLook();
  const body = answer.body as GraphQLAnswer;
  const codes = (body?.errors ?? []).map((error) => error.extensions?.code ?? 'NO_CODE');
  tally.add(`${answer.status} ${codes.join('+') || 'ok'}`);
  const faults: Faults = [];
  if (answer.status >= 500) faults.push(`answered ${answer.status}: ${shortly(answer.body)}`);
  if (codes.length === 0) {
    if (answer.status >= 400) faults.push(`refused without errors: ${answer.status} ${shortly(answer.body)}`);
    // a chat reply is written after the answer, as the provider streams it: wait until the journal is quiet, so it is not laid to the next request
    const late = mutation.name.startsWith('chat') ? await writesUntilQuiet() : [];
    for (const write of [...writes, ...late]) accepted.add(write.table);
    return faults;
  }
  for (const error of body.errors ?? []) {
    const code = error.extensions?.code;
    if (!code || code === 'INTERNAL_SERVER_ERROR') faults.push(`an error without a code of ADR 1: ${shortly(error)}`);
    if (code === 'BAD_USER_INPUT')
      faults.push(
        ...fieldFaults(error.extensions?.fields, fieldNames(mutation, variables, input.vars)).map(
          (fault) => `${fault} (${shortly(error.message)})`,
        ),
      );
  }
  faults.push(...halfWrites(writes));
  return faults;
}

describe('fuzzing every GraphQL mutation that takes input (issue 16 §2)', () => {
  it('answers no 5xx nor internal error, writes nothing when it refuses, and names the fields it refuses', async () => {
    expect(mutations.length).toBeGreaterThan(40);
    const findings: Record<string, TargetFinding> = {};
    for (const mutation of mutations) {
      const arbitrary = fc.record({ vars: variables.variables(mutation), wire });
      const finding = await fuzzTarget(
        ledger,
        arbitrary,
        (input, accepted) => attempt(mutation, input, accepted),
        seedOffsetOf(mutation.name),
      );
      if (finding) findings[mutation.name] = finding;
    }
    console.log(
      `GraphQL fuzz: ${tally.inputs} inputs over ${mutations.length} mutations (${RUNS_PER_TARGET} each, shrinking aside): ${tally.toString()}`,
    );
    expect({ findings, open: Object.keys(findings).filter((name) => OPEN_FINDINGS.includes(name)) }).toEqual({
      findings: expect.objectContaining({}),
      open: OPEN_FINDINGS,
    });
    expect(
      Object.keys(findings)
        .filter((name) => !OPEN_FINDINGS.includes(name))
        .map((name) => ({ name, ...findings[name] })),
    ).toEqual([]);
    // an open finding's run stops at its first failure
    expect(tally.inputs).toBeGreaterThanOrEqual((mutations.length - OPEN_FINDINGS.length) * RUNS_PER_TARGET);
  }, 600_000);
});
