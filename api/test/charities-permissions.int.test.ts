import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import type { RunningServer } from '../src/app/server';
import { charityForm, freshNumber } from './charities-fixtures';
import { TestClient } from './client';
import { startTestServer } from './harness';
import { signedIn } from './staff-fixtures';

/** The demo `charity` account's own number (seeded in demo mode). */
const OWN = '888000001RR0001';
const OTHER = '888000002RR0001';

type Access = 'public' | 'inspect' | 'portal' | 'manage';
const ROLES = ['anonymous', 'donor', 'dealer', 'charity', 'editor', 'staff', 'admin'] as const;
type Who = (typeof ROLES)[number];

const ALLOWED: Record<Access, readonly Who[]> = {
  public: ROLES,
  inspect: ['charity', 'editor', 'admin'],
  portal: ['charity'],
  manage: ['admin'],
};

interface Operation {
  name: string;
  access: Access;
  rest: () => [string, string, unknown?];
  gql: () => [string, Record<string, unknown>?];
}

const OPERATIONS: Operation[] = [
  {
    name: 'charityChoices',
    access: 'public',
    rest: () => ['GET', '/api/charities/choices'],
    gql: () => ['{ charityChoices { id } }'],
  },
  {
    name: 'verifyCharity',
    access: 'public',
    rest: () => ['POST', '/api/charities/verify', { registrationNumber: OWN }],
    gql: () => [`query ($n: String!) { verifyCharity(registrationNumber: $n) { isValid } }`, { n: OWN }],
  },
  {
    name: 'verifyCharityDetailed',
    access: 'public',
    rest: () => ['POST', '/api/charities/verify-detailed', { registrationNumber: OWN }],
    gql: () => [`query ($n: String!) { verifyCharityDetailed(registrationNumber: $n) { isValid } }`, { n: OWN }],
  },
  {
    name: 'registerCharity',
    access: 'public',
    rest: () => ['POST', '/api/charities', charityForm(freshNumber())],
    gql: () => [`mutation ($i: CharityInput!) { registerCharity(input: $i) { id } }`, { i: charityForm(freshNumber()) }],
  },
  {
    name: 'setCharityPassword',
    access: 'public',
    rest: () => ['POST', '/api/charities/set-password', { token: 'bad', password: 'Whatever123' }],
    gql: () => [`mutation { setCharityPassword(token: "bad", password: "Whatever123") { username } }`],
  },
  {
    name: 'charityRegistryCheck',
    access: 'manage',
    rest: () => ['GET', `/api/charities/${OWN}/verify`],
    gql: () => [`query ($n: String!) { charityRegistryCheck(registrationNumber: $n) { verified } }`, { n: OWN }],
  },
  { name: 'charities', access: 'manage', rest: () => ['GET', '/api/charities'], gql: () => ['{ charities { totalCount } }'] },
  {
    name: 'updateCharity',
    access: 'manage',
    rest: () => ['PUT', '/api/charities/999999', charityForm(freshNumber())],
    gql: () => [
      `mutation ($i: CharityInput!) { updateCharity(id: 999999, input: $i) { id } }`,
      { i: charityForm(freshNumber()) },
    ],
  },
  {
    name: 'setCharityActive',
    access: 'manage',
    rest: () => ['PATCH', '/api/charities/999999/status', { isActive: true }],
    gql: () => ['mutation { setCharityActive(id: 999999, isActive: true) { id } }'],
  },
  {
    name: 'setCharityVerification',
    access: 'manage',
    rest: () => ['PATCH', '/api/charities/999999/verification', { verificationStatus: 'rejected' }],
    gql: () => ['mutation { setCharityVerification(id: 999999, verificationStatus: "rejected") { id } }'],
  },
  {
    name: 'enhancedCharity',
    access: 'inspect',
    rest: () => ['GET', `/api/charities/${OWN}/enhanced`],
    gql: () => [`query ($n: String!) { enhancedCharity(registrationNumber: $n) { isValid } }`, { n: OWN }],
  },
  {
    name: 'charityMetrics',
    access: 'inspect',
    rest: () => ['GET', `/api/charities/${OWN}/metrics`],
    gql: () => [`query ($n: String!) { charityMetrics(registrationNumber: $n) { overall } }`, { n: OWN }],
  },
  {
    name: 'charityEligibility',
    access: 'inspect',
    rest: () => ['POST', '/api/charities/validate-eligibility', { registrationNumber: OWN }],
    gql: () => [`query ($n: String!) { charityEligibility(registrationNumber: $n) { isEligible } }`, { n: OWN }],
  },
  {
    name: 'charityReceiptValidation',
    access: 'inspect',
    rest: () => ['POST', '/api/charities/validate-tax-receipt', { registrationNumber: OWN, donationAmount: '100' }],
    gql: () => [
      `query ($n: String!) { charityReceiptValidation(registrationNumber: $n, donationAmount: "100") { isAuthorized } }`,
      { n: OWN },
    ],
  },
  {
    name: 'syncCharity',
    access: 'inspect',
    rest: () => ['POST', `/api/charities/${OWN}/sync`],
    gql: () => [`mutation ($n: String!) { syncCharity(registrationNumber: $n) { success } }`, { n: OWN }],
  },
  { name: 'myCharity', access: 'portal', rest: () => ['GET', '/api/charities/mine'], gql: () => ['{ myCharity { id } }'] },
  {
    name: 'charityPortal',
    access: 'portal',
    rest: () => ['GET', '/api/charities/mine/portal'],
    gql: () => ['{ charityPortal { totals { donations } } }'],
  },
];

let server: RunningServer;
const clients = new Map<Who, TestClient>();

beforeAll(async () => {
  server = await startTestServer();
  clients.set('anonymous', new TestClient(server.url));
  for (const role of ROLES.filter((r) => r !== 'anonymous')) clients.set(role, await signedIn(server, role));
});
afterAll(() => server.close());

const DENIED = ['UNAUTHENTICATED', 'FORBIDDEN'];

describe('the permission matrix of every charity operation', () => {
  it('lists every charity query and mutation of the schema (a new one fails here until it has its row)', () => {
    const schema = buildSchema(fs.readFileSync(path.join(__dirname, '..', '..', 'schema.graphql'), 'utf8'));
    const charityFields = [schema.getQueryType(), schema.getMutationType()]
      .flatMap((type) => Object.keys(type!.getFields()))
      .filter((name) => /charit/i.test(name));
    expect(OPERATIONS.map((op) => op.name).sort()).toEqual(charityFields.sort());
  });

  it.each(OPERATIONS.map((op) => [op.name, op] as const))('%s (REST and GraphQL)', async (_name, op) => {
    const seen: string[] = [];
    for (const who of ROLES) {
      const client = clients.get(who)!;
      const allowed = ALLOWED[op.access].includes(who);
      const [method, url, body] = op.rest();
      const { status } = await client.rest(method, url, body);
      const [query, variables] = op.gql();
      const answer = await client.gql(query, variables);
      const code = answer.errors?.[0]?.extensions?.code as string | undefined;
      const restDenied = status === 401 || status === 403;
      const gqlDenied = code !== undefined && DENIED.includes(code);
      seen.push(`${who}: rest ${restDenied ? 'denied' : 'allowed'} (${status}), gql ${gqlDenied ? 'denied' : 'allowed'}`);
      expect({ who, rest: restDenied, gql: gqlDenied }).toEqual({ who, rest: !allowed, gql: !allowed });
      if (!allowed) expect(status).toBe(who === 'anonymous' ? 401 : 403);
      else
        expect({
          who,
          status,
          errors: answer.errors?.filter((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR') ?? [],
        }).toMatchObject({ who, errors: [] });
      if (allowed) expect(status).toBeLessThan(500);
    }
    expect(seen).toHaveLength(ROLES.length);
  });

  it("refuses a charity account another charity's number in every inspect operation (403, both doors)", async () => {
    const charity = clients.get('charity')!;
    const rest: Array<[string, string, unknown?]> = [
      ['GET', `/api/charities/${OTHER}/enhanced`],
      ['GET', `/api/charities/${OTHER}/metrics`],
      ['POST', '/api/charities/validate-eligibility', { registrationNumber: OTHER }],
      ['POST', '/api/charities/validate-tax-receipt', { registrationNumber: OTHER, donationAmount: '100' }],
      ['POST', `/api/charities/${OTHER}/sync`],
    ];
    for (const [method, url, body] of rest) expect([url, (await charity.rest(method, url, body)).status]).toEqual([url, 403]);
    for (const field of ['enhancedCharity', 'charityMetrics', 'charityEligibility']) {
      const answer = await charity.gql(`query ($n: String!) { ${field}(registrationNumber: $n) { __typename } }`, { n: OTHER });
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const editor = clients.get('editor')!;
    expect((await editor.rest('GET', `/api/charities/${OTHER}/metrics`)).status).toBe(200);
  });
});
