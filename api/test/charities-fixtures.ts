import type { RunningServer } from '../src/app/server';
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
