import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectSignedInHome, mailedToken, signIn } from './helpers';

export const PASSWORD = 'DealerPass123';

/** A second verified dealer: applies, the admin verifies it, its password comes from the e-mail. */
export async function newVerifiedDealer(request: APIRequestContext): Promise<string> {
  const email = `e2e-${Date.now()}@example.test`;
  const applied = await request.post('/api/dealers', {
    data: {
      businessName: 'E2E Motors',
      contactName: 'Eve Two',
      email,
      phone: '555-0142',
      address: '4 Test Way',
      city: 'Albany',
      state: 'NY',
      zipCode: '12201',
      dealerLicense: `E2E-${Date.now()}`,
      specialties: ['Import'],
    },
  });
  expect(applied.status()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  await request.post('/api/auth/login', { data: { username: 'admin', password: 'DemoPass123' } });
  expect((await request.patch(`/api/dealers/${id}/status`, { data: { verificationStatus: 'verified' } })).status()).toBe(200);
  const token = await mailedToken(email);
  expect((await request.post('/api/dealers/set-password', { data: { token, password: PASSWORD } })).status()).toBe(200);
  return email;
}

/** A dealer signed in, in its own browser context, on the bidding page. */
export async function dealerPage(browser: Browser, username: string, password?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  await expectSignedInHome(page);
  await page.goto('/dealer-bidding');
  await expect(page.getByRole('heading', { name: 'Vehicle Auctions' })).toBeVisible();
  return page;
}
