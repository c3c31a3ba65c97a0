import { expect, type Browser, type Download, type Page } from '@playwright/test';
import fs from 'node:fs';
import { DEMO_PASSWORD } from './helpers';

export { submitDonation } from './helpers';

/** Helpers of the staff operations specs (issue 4). */

/** A new browser (its own cookies) signed in as `username` through the REST door. */
export async function signedInPage(browser: Browser, username: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return page;
}

/** Opens the donor's tracking page and waits until its live subscription is registered. */
export async function openTracking(page: Page, accessCode: string): Promise<void> {
  const subscribed = page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framesent', (frame) => String(frame.payload).includes('"subscribe"')));
  await page.goto(`/enhanced-donor-portal?code=${accessCode}`);
  await expect(page.getByText('Donation found!')).toBeVisible();
  await subscribed;
  await page.waitForTimeout(500); // the server registers the subscription after looking the code up
}

/** Opens the staff tracking centre and waits until its live subscription (every donation) is sent. */
export async function openStaffCentre(page: Page, query = ''): Promise<void> {
  const subscribed = page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framesent', (frame) => String(frame.payload).includes('StaffDonationChanged')));
  await page.goto(`/donation-tracking${query}`);
  await subscribed;
  await page.waitForTimeout(300);
}

/** The first bytes of a downloaded file. */
export async function downloadedHead(download: Download): Promise<string> {
  return fs
    .readFileSync(await download.path())
    .subarray(0, 5)
    .toString();
}
