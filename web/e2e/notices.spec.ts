import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectSignedInHome, mailedToken, signIn } from './helpers';

const PASSWORD = 'DealerPass123';

/** An API client of its own (its own cookie), signed in as `username`. */
async function signedInRequest(baseURL: string, username: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  expect((await request.post('/api/auth/login', { data: { username, password } })).status()).toBe(200);
  return request;
}

/** A second verified dealer, signed in through the API: applies, the admin verifies it, its password comes by e-mail. */
async function otherDealer(baseURL: string, admin: APIRequestContext): Promise<APIRequestContext> {
  const email = `e2e-notices-${Date.now()}@example.test`;
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const applied = await anonymous.post('/api/dealers', {
    data: {
      businessName: 'Notice Motors',
      contactName: 'Olive Bidder',
      email,
      phone: '555-0143',
      address: '5 Test Way',
      city: 'Albany',
      state: 'NY',
      zipCode: '12201',
      dealerLicense: `NOT-${Date.now()}`,
      specialties: ['Import'],
    },
  });
  expect(applied.status()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  expect((await admin.patch(`/api/dealers/${id}/status`, { data: { verificationStatus: 'verified' } })).status()).toBe(200);
  const token = await mailedToken(email);
  expect((await anonymous.post('/api/dealers/set-password', { data: { token, password: PASSWORD } })).status()).toBe(200);
  return signedInRequest(baseURL, email, PASSWORD);
}

/** An auction of its own for this spec, created and started by the admin. */
async function newActiveAuction(admin: APIRequestContext): Promise<{ id: number; title: string }> {
  const donations = (await (await admin.get('/api/auctions/donations')).json()) as Array<{
    id: number;
    year: number;
    make: string;
    model: string;
  }>;
  const donation = donations[0]!;
  const created = await admin.post('/api/auctions', {
    data: { donationId: donation.id, vehicleLocation: 'Ottawa, ON', minimumBid: '500' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await admin.patch(`/api/auctions/${id}/start`)).status()).toBe(200);
  return { id, title: `${donation.year} ${donation.make} ${donation.model}` };
}

const bell = (page: Page) => page.getByTestId('notice-bell');

test('an outbid dealer sees the bell count rise live, opens the notice, in English and French', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await signedInRequest(baseURL!, 'admin');
  const other = await otherDealer(baseURL!, admin);
  const auction = await newActiveAuction(admin);

  await signIn(page, 'dealer');
  await expectSignedInHome(page);
  await page.goto('/dealer-bidding');
  await expect(bell(page)).toBeVisible();
  // the watch toggle on the auction's card
  const watch = page.getByTestId(`watch-${auction.id}`);
  await expect(watch).toHaveText('Watch');
  await watch.click();
  await expect(watch).toHaveText('Watching');

  const label = async () => (await bell(page).getAttribute('aria-label')) ?? '';
  await expect(bell(page)).toHaveAttribute('aria-label', /Notices: /);
  const unreadBefore = Number(/(\d+) unread/.exec(await label())?.[1] ?? 0);

  expect((await page.request.post('/api/bids', { data: { auctionId: auction.id, bidAmount: '2000' } })).status()).toBe(201);
  expect((await other.post('/api/bids', { data: { auctionId: auction.id, bidAmount: '2500' } })).status()).toBe(201);
  await expect(page.getByTestId('notice-bell-count')).toHaveText(String(unreadBefore + 1));

  await bell(page).click();
  await expect(page.getByRole('heading', { name: 'Your notices' })).toBeVisible();
  const notice = page
    .getByRole('listitem')
    .filter({ hasText: `auction #${auction.id}` })
    .first();
  await expect(notice).toContainText(
    `You have been outbid on the ${auction.title} (auction #${auction.id}): the high bid is now $2,500.00.`,
  );
  await expect(page.getByTestId(`watched-${auction.id}`)).toBeVisible();

  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Vos avis' })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `enchère no ${auction.id}` })
      .first(),
  ).toContainText(`Votre offre sur le véhicule ${auction.title} (enchère no ${auction.id}) a été dépassée`);
  await page
    .getByRole('listitem')
    .filter({ hasText: `enchère no ${auction.id}` })
    .first()
    .getByRole('button', { name: 'Marquer comme lu' })
    .click();
  if (unreadBefore === 0) await expect(page.getByTestId('notice-bell-count')).toHaveCount(0);
  else await expect(page.getByTestId('notice-bell-count')).toHaveText(String(unreadBefore));
  await expect(bell(page)).toHaveAttribute('aria-label', /^Avis : /);
  await page.getByRole('button', { name: 'English' }).click();
});
