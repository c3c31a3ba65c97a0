import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const DEMO_PASSWORD = 'DemoPass123';

/** Signs in through the login page as a person would, and waits for the home page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function openUserMenu(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu, signed in as ${username}` }).click();
}

export async function expectSignedInHome(page: Page): Promise<void> {
  await expect(page.getByText('You have been logged in successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The e2e server's embedded database (playwright.config.ts: DATA_DIR .test-data/e2e-<port>). */
export function e2eDatabaseUrl(): string {
  const dataDir = path.resolve(`.test-data/e2e-${process.env.E2E_PORT ?? 3100}`);
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const port = fs
    .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/vdp`;
}

/** A status change made by another api process on the same database (the real service, from the command line). */
export function setStatusElsewhere(donationId: number, status: string, notes: string): void {
  execFileSync(
    process.execPath,
    ['--conditions=source', '-r', '@swc-node/register', 'test/set-status.cli.ts', String(donationId), status, notes],
    {
      cwd: path.resolve('api'),
      env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), NODE_ENV: 'test' },
      stdio: 'pipe',
    },
  );
}

/** The donor of the end-to-end specs. */
export const DONOR = {
  year: 2016,
  make: 'Toyota',
  model: 'Corolla',
  mileage: 150000,
  condition: 'good',
  firstName: 'Alex',
  lastName: 'Morgan',
  phone: '416-555-0199',
  address: '77 King Street',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5H 1J9',
};

/** A donation as a donor submits it; its id and tracking code. */
export async function submitDonation(
  request: APIRequestContext,
  email: string,
  vehicle: Partial<typeof DONOR> & { language?: 'en' | 'fr' } = {},
): Promise<{ id: number; accessCode: string }> {
  const response = await request.post('/api/donations', { data: { ...DONOR, ...vehicle, email } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; accessCode: string };
}

/** The set-password link's token mailed to `email`, read from the e2e server's outbox (it has no SMTP). */
export async function mailedToken(email: string): Promise<string> {
  const outbox = path.resolve(`.test-data/e2e-${process.env.E2E_PORT ?? 3100}/outbox`);
  const read = new Set<string>(); // a message is whole once named .eml (the mailer renames it) and never changes
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const name of await readdir(outbox).catch(() => [] as string[])) {
      if (read.has(name) || !name.endsWith('.eml')) continue;
      read.add(name);
      const text = (await readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = text.includes(`To: ${email}`) ? /token=([A-Za-z0-9._%-]+)/.exec(text) : null;
      if (match) return decodeURIComponent(match[1]);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail for ${email}`);
}
