import type { RunningServer } from '../src/app/server';
import { mailedToken } from './auction-fixtures';
import { TestClient } from './client';
import { insertFinancials, insertRegistryCharity } from './registry-fixtures';

let counter = 0;

/** A fresh CRA number the demo data does not use (777 + 6 digits + RR0001). */
export function freshNumber(): string {
  counter += 1;
  const tail = `${(Date.now() % 100_000).toString().padStart(5, '0')}${counter}`.slice(-6);
  return `777${tail}RR0001`;
}

/** The registration form with every field; overrides win. */
export function charityForm(number: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Test Charity ${number}`,
    registrationNumber: number,
    address: '10 Test Road',
    city: 'Ottawa',
    state: 'ON',
    zipCode: 'K1A 0A1',
    phone: '613-555-0100',
    email: `charity-${number.toLowerCase()}@example.test`,
    website: 'https://charity.example.test',
    description: 'Helps the community with food and shelter.',
    category: 'poverty',
    ...extra,
  };
}

/** A registered number with a complete, on-time T3010 (scores 80/100/80/100). */
export async function registeredNumber(server: RunningServer, number = freshNumber()): Promise<string> {
  await insertRegistryCharity(server, { number, name: `Registry name ${number}` });
  await insertFinancials(server, {
    number,
    fiscalPeriodEnd: '2024-12-31',
    filedOn: '2025-05-15',
    totalRevenue: '1000000.00',
    governmentFunding: '200000.00',
    charitablePrograms: '800000.00',
    managementAndAdministration: '100000.00',
    fundraising: '100000.00',
    totalExpenditures: '1000000.00',
    compensatedPositions: 12,
    boardSize: 7,
  });
  return number;
}

export interface SignedInCharity {
  client: TestClient;
  id: number;
  number: string;
}

/** Registers a charity with a registered number, has the admin verify it, sets its password from the e-mail and signs in. */
export async function verifiedCharity(server: RunningServer, admin: TestClient, outboxDir: string): Promise<SignedInCharity> {
  const number = await registeredNumber(server);
  const form = charityForm(number);
  const client = new TestClient(server.url);
  const created = await client.rest('POST', '/api/charities', form);
  if (created.status !== 201) throw new Error(`register: ${created.status} ${JSON.stringify(created.body)}`);
  const id = (created.body as { id: number }).id;
  const verified = await admin.rest('PATCH', `/api/charities/${id}/verification`, { verificationStatus: 'verified' });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  const token = await mailedToken(outboxDir, String(form.email));
  await client.rest('POST', '/api/charities/set-password', { token, password: 'CharityPass123' });
  await client.login(String(form.email), 'CharityPass123');
  return { client, id, number };
}
