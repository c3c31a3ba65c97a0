import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage } from './staffHelpers';

/** Issue 13 item 7: an admin places a phone bid for a named verified dealer, in English and French. */
test.describe.configure({ mode: 'serial' }); // both languages bid on the same first auction
const TEXTS = {
  'en-US': {
    title: 'Vehicle Auctions',
    placeBid: 'Place Bid',
    biddingFor: 'Bidding for',
    required: 'Choose the verified dealer this bid is for',
    success: 'Bid Placed Successfully!',
  },
  'fr-CA': {
    title: 'Encans de véhicules',
    placeBid: 'Miser',
    biddingFor: 'Mise pour',
    required: 'Choisissez le concessionnaire vérifié pour lequel vous misez',
    success: 'Mise placée avec succès!',
  },
} as const;

async function adminBids(browser: Browser, locale: keyof typeof TEXTS): Promise<void> {
  const t = TEXTS[locale];
  const page = await signedInPage(browser, 'admin', locale);
  await page.goto('/dealer-bidding');
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  // the demo F-150's auction: the dealers' spec bids on the first one (the Civic) at the same time
  const card = page.getByRole('article').filter({ hasText: 'F-150' });
  const before = await card.getByTestId('high-bid').innerText();
  await card.getByRole('button', { name: t.placeBid }).click();
  const dialog = page.getByRole('dialog');
  // the dealer is required of an admin
  await dialog.getByRole('button', { name: t.placeBid }).click();
  await expect(dialog.getByText(t.required)).toBeVisible();
  const dealer = dialog.getByLabel(t.biddingFor);
  await expect(dealer.locator('option', { hasText: 'Demo Motors' })).toHaveCount(1);
  await dealer.selectOption({ label: (await dealer.locator('option', { hasText: 'Demo Motors' }).innerText()).trim() });
  await dialog.getByRole('button', { name: '+50', exact: true }).click();
  await dialog.getByRole('button', { name: t.placeBid }).click();
  await expect(page.getByText(t.success)).toBeVisible();
  await expect(card.getByTestId('high-bid')).not.toHaveText(before);
  await page.context().close();
}

test('an admin bids for a verified dealer', async ({ browser }) => {
  await adminBids(browser, 'en-US');
});

test('un administrateur mise pour un concessionnaire vérifié', async ({ browser }) => {
  await adminBids(browser, 'fr-CA');
});

test("the dealer's own bid dialog has no dealer choice", async ({ browser }) => {
  const page = await signedInPage(browser, 'dealer');
  await page.goto('/dealer-bidding');
  await page.getByRole('article').first().getByRole('button', { name: 'Place Bid' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Your bid (CAD)')).toBeVisible();
  await expect(dialog.getByLabel('Bidding for')).toHaveCount(0);
  await page.context().close();
});
