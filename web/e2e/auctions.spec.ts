import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dealerPage, newVerifiedDealer, PASSWORD } from './dealerHelpers';
import { expectSignedInHome, signIn } from './helpers';

test('two dealers in two browsers see each other’s bids live, and the outbid one is told', async ({ browser, request }) => {
  test.setTimeout(90_000); // two browsers and three sign-ins
  const second = await newVerifiedDealer(request);
  const alice = await dealerPage(browser, 'dealer');
  const bob = await dealerPage(browser, second, PASSWORD);

  const card = (page: Page) => page.getByRole('article').first();
  const before = await card(alice).getByTestId('high-bid').innerText();
  const label = await card(alice).getAttribute('aria-label');
  expect(await card(bob).getAttribute('aria-label')).toBe(label);

  await card(alice).getByRole('button', { name: 'Place Bid' }).click();
  const aliceDialog = alice.getByRole('dialog');
  const required = await aliceDialog.getByTestId('bid-dialog-required').innerText();
  await aliceDialog.getByRole('button', { name: '+50', exact: true }).click();
  await aliceDialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(alice.getByText('Bid Placed Successfully!')).toBeVisible();
  // the card follows the accepted bid (mutation result or live event): wait for it, then read it
  await expect(card(alice).getByText('You have the high bid')).toBeVisible();
  await expect(card(alice).getByTestId('high-bid')).not.toHaveText(before);
  const aliceHigh = await card(alice).getByTestId('high-bid').innerText();
  expect(required).not.toBe(aliceHigh);

  // Bob sees Alice's bid without reloading
  await expect(card(bob).getByTestId('high-bid')).toHaveText(aliceHigh);

  // Bob outbids her; Alice sees it live and gets a toast
  await card(bob).getByRole('button', { name: 'Place Bid' }).click();
  const bobDialog = bob.getByRole('dialog');
  await expect(bobDialog.getByTestId('recent-bids')).toContainText(aliceHigh);
  await bobDialog.getByRole('button', { name: '+100', exact: true }).click();
  await bobDialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(bob.getByText('Bid Placed Successfully!')).toBeVisible();
  await expect(card(bob).getByText('You have the high bid')).toBeVisible();
  await expect(card(bob).getByTestId('high-bid')).not.toHaveText(aliceHigh);
  const bobHigh = await card(bob).getByTestId('high-bid').innerText();
  await expect(card(alice).getByTestId('high-bid')).toHaveText(bobHigh);
  await expect(alice.getByText('You have been outbid')).toBeVisible();
  await expect(card(alice).getByText('You have the high bid')).toHaveCount(0);
});

test('a bid below the required minimum is refused with its amount', async ({ browser }) => {
  const page = await dealerPage(browser, 'dealer');
  await page.getByRole('article').first().getByRole('button', { name: 'Place Bid' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your bid (CAD)').fill('1');
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(dialog.getByText(/Your bid must be at least \$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the admin creates, starts and ends an auction', async ({ page }) => {
  await signIn(page, 'admin');
  await expectSignedInHome(page);
  await page.goto('/admin/auctions');
  await expect(page.getByRole('heading', { name: 'Vehicle Auctions' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Auction' }).click();
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByLabel('Donation');
  await expect(picker.locator('option', { hasText: 'Subaru Outback' })).toHaveCount(1);
  await picker.selectOption({ label: (await picker.locator('option', { hasText: 'Subaru Outback' }).innerText()).trim() });
  await expect(dialog.getByLabel('Minimum bid')).toHaveValue('500');
  await dialog.getByLabel('Location').fill('Ottawa, ON');
  await dialog.getByRole('button', { name: 'Create Auction' }).click();
  await expect(page.getByText('Auction Created')).toBeVisible();
  const row = page.getByRole('row', { name: /Subaru Outback/ });
  await expect(row.getByText('Upcoming')).toBeVisible();
  await row.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Auction Started')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: 'End' }).click();
  await expect(page.getByText('Auction Ended')).toBeVisible();
  await expect(row.getByText('Completed')).toBeVisible();
});

test('the admin reads the dealers a page at a time, newest first, and by status', async ({ page, request }) => {
  // 21 applications of one name: one more than a page
  const name = `Paging ${Date.now()}`;
  for (let n = 1; n <= 21; n++) {
    const applied = await request.post('/api/dealers', {
      data: {
        businessName: `${name} ${n}`,
        contactName: 'Pat Page',
        email: `${name.replace(' ', '-').toLowerCase()}-${n}@example.test`,
        phone: '555-0160',
        address: '5 Page Road',
        city: 'Albany',
        state: 'NY',
        zipCode: '12201',
        dealerLicense: `PG-${n}`,
        specialties: ['Domestic'],
      },
    });
    expect(applied.status()).toBe(201);
  }
  await signIn(page, 'admin');
  await expectSignedInHome(page);
  await page.goto('/admin/dealers');
  await page.getByRole('searchbox', { name: 'Search by business name, licence or contact name' }).fill(name);
  const rows = page.getByTestId('admin-dealer');
  await expect(page.getByText('20 of 21')).toBeVisible();
  await expect(rows).toHaveCount(20);
  await expect(rows.first().getByRole('cell').first()).toHaveText(`${name} 21`);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText('21 of 21')).toBeVisible();
  await expect(rows).toHaveCount(21);
  await expect(rows.last().getByRole('cell').first()).toHaveText(`${name} 1`);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('verified');
  await expect(page.getByText('No dealers found')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(page.getByText('20 of 21')).toBeVisible();
});

test('a visitor applies as a dealer; the specialties are required', async ({ page }) => {
  await page.goto('/dealer-registration');
  await page.getByLabel('Business name').fill('Visitor Motors');
  await page.getByLabel('Contact name').fill('Vic Visitor');
  await page.getByLabel('E-mail').fill(`visitor-${Date.now()}@example.test`);
  await page.getByLabel('Phone').fill('555-0150');
  await page.getByLabel('Address').fill('9 Main St');
  await page.getByLabel('City').fill('Buffalo');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('ZIP code').fill('14201');
  await page.getByLabel('Dealer license').fill('VIS-1');
  await expect(page.getByLabel('Operating radius (miles)')).toHaveValue('50');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('group', { name: 'Specialties' }).getByRole('alert')).toHaveText(
    'Please select at least one specialty',
  );
  await expect(page.getByText('Specialties Required')).toBeVisible(); // the toast
  await page.getByLabel('Trucks & SUVs').check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Submitted' })).toBeVisible();
});

test('the dealer form speaks French-Canadian', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/dealer-registration');
  await expect(page.getByRole('heading', { name: 'Inscription des concessionnaires' })).toBeVisible();
  await expect(page.getByLabel('Camions et VUS')).toBeVisible();
  await page.getByRole('button', { name: 'Soumettre la demande' }).click();
  await expect(
    page.getByText('Le nom de l’entreprise est obligatoire').or(page.getByText("Le nom de l'entreprise est obligatoire")),
  ).toBeVisible();
  await context.close();
});
