import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTE_PATHS } from '../src/routing/routePaths';
import { DEMO_PASSWORD, DONOR } from './helpers';
import { networkQuiet, walkRoutes } from './inApp';
import { strayTexts, visibleTexts, type StrayText } from './stray-text';

/**
 * Both languages everywhere (issue 17 §4, docs/i18n.md): every page of the route table in French,
 * signed in as the role that sees it, shows no text from outside the French catalog — no English
 * catalog text, no phrase of English words. What is data, not wording, is allowed here.
 */
const ALLOWED: readonly RegExp[] = [
  /^Vehicle Donation Center$/i, // the seeded site name (a setting the admin writes, one language)
  /@/, // e-mail addresses
  /^https?:\/\//, // URLs
  /^(admin|staff|editor|dealer|charity|donor)$/, // the demo accounts' usernames (the login list, the user menu, the users table)
];

/** Registered charities' legal names, as the registry holds them (donations name the one chosen). */
const CHARITY_NAMES = /^(Canadian Cancer Society|Food Banks Canada|The Salvation Army)$/;

/** Data people wrote in one language, where a page lists it: seeded names, titles and tags, not wording. */
const DATA_BY_ROUTE: Record<string, readonly RegExp[]> = {
  '/admin/charities': [CHARITY_NAMES],
  '/admin/donations': [CHARITY_NAMES],
  // the seeded English blog post, category, form and tags (content has a language of its own)
  '/admin/posts': [/^How Vehicle Donation Works, Step by Step$/],
  '/admin/analytics': [/^How Vehicle Donation Works, Step by Step$/],
  '/admin/categories': [/^How donating a vehicle works, step by step\.$/],
  '/admin/forms': [/^Demo form: .* \/ Formulaire de démonstration : /],
  '/admin/posts/new': [/^(car donation|community|helping hands|vehicle|charity)$/],
};

/** Who opens each page: admin pages as admin, staff screens as staff, the charity's as charity, the dealer's as dealer. */
function roleFor(path: string): string | null {
  if (path.startsWith('/admin') || path === '/form-builder') return 'admin';
  if (path === '/donation-tracking' || path === '/enhanced-donation-tracking') return 'staff';
  if (path === '/charity-management') return 'charity';
  if (path === '/dealer-bidding') return 'dealer';
  return null;
}

/** A French visitor: the language chosen with the switch (stored), French browser too. */
async function frenchPage(browser: Browser, role: string | null): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-CA' });
  await context.addInitScript(() => window.localStorage.setItem('vdp.locale', 'fr'));
  const page = await context.newPage();
  if (role) {
    const response = await page.request.post('/api/auth/login', { data: { username: role, password: DEMO_PASSWORD } });
    expect(response.status()).toBe(200);
  }
  return page;
}

/** Waits until the opened page has painted its data (no request in flight). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle'); // after a full load
  await networkQuiet(page); // after openInApp
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
}

/** Opens a page by a full load and waits until it has painted its data. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

const FIXED_PATHS = ROUTE_PATHS.map((route) => route.path).filter((path) => !path.includes(':'));
const ROLES = [...new Set(FIXED_PATHS.map(roleFor))];

for (const role of ROLES) {
  test(`in French, the pages ${role ?? 'a visitor'} sees show no text from outside the catalogs`, async ({ browser }) => {
    const paths = FIXED_PATHS.filter((path) => roleFor(path) === role);
    test.setTimeout(20_000 + paths.length * 8_000);
    const page = await frenchPage(browser, role);
    const stray: StrayText[] = [];
    await walkRoutes(page, paths, async (path) => {
      await settled(page);
      stray.push(...strayTexts(path, await visibleTexts(page), [...ALLOWED, ...(DATA_BY_ROUTE[path] ?? [])]));
    });
    expect(stray).toEqual([]);
    await page.context().close();
  });
}

test('in French, a tracked donation’s page (status notes, messages, receipt) shows no text from outside the catalogs', async ({
  browser,
  request,
}) => {
  const answer = await request.post('/api/donations', { data: { ...DONOR, email: 'stray.fr@example.com', language: 'fr' } });
  expect(answer.status()).toBe(201);
  const { accessCode } = (await answer.json()) as { accessCode: string };
  const page = await frenchPage(browser, null);
  await settle(page, `/enhanced-donor-portal?code=${accessCode}`);
  await expect(page.getByText('Demande de don soumise')).toBeVisible();
  expect(strayTexts('/enhanced-donor-portal', await visibleTexts(page), ALLOWED)).toEqual([]);
  await page.context().close();
});

test('the tracking page speaks the donor’s language unless the visitor chose one', async ({ browser, request }) => {
  const answer = await request.post('/api/donations', { data: { ...DONOR, email: 'langue@example.com', language: 'fr' } });
  const { accessCode } = (await answer.json()) as { accessCode: string };
  // an English browser with no choice stored: the donation's French
  const context = await browser.newContext({ locale: 'en-CA' });
  const page = await context.newPage();
  await page.goto(`/enhanced-donor-portal?code=${accessCode}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByText('Demande de don soumise')).toBeVisible();
  // the visitor switches: English stays, now and on the next visit
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('Donation request submitted')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByText('Donation request submitted')).toBeVisible();
  await context.close();
});
