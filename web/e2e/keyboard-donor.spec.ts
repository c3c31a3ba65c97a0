import { expect, test } from './fixtures';
import { setStatusElsewhere, submitDonation } from './helpers';
import { signedInPage } from './staffHelpers';
import { activate, expectVisibleFocus, selectByKeys, tabTo, typeInto, useSkipLink } from './keyboardHelpers';

// Issue 17 §2: a donor's journeys with the keyboard alone (Tab, Shift+Tab, arrows, Enter, Space;
// no click, no mouse), the skip link of every page, and the tracking page's live status.

test.describe.configure({ timeout: 60_000 });

test('the skip link is the first stop of every page and moves focus to the content', async ({ page }) => {
  for (const path of ['/', '/unified-donation', '/vehicle-valuation', '/enhanced-donor-portal', '/chat', '/login']) {
    await page.goto(path);
    await expect(page.locator('main#main')).toBeVisible();
    await useSkipLink(page);
    // the next Tab continues inside the content, not in the header
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
  }
});

test('the admin layout has the skip link too', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  for (const path of ['/admin', '/admin/chat-history']) {
    await admin.goto(path);
    await useSkipLink(admin);
  }
});

test('the mobile menu takes focus, keeps it inside, and gives it back on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await useSkipLink(page);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await activate(page, menuButton, { back: true });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let presses = 0; presses < 25; presses++) await page.keyboard.press('Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test.describe('en français', () => {
  test.use({ locale: 'fr-CA' });
  test('le lien d’évitement mène au contenu', async ({ page }) => {
    for (const path of ['/', '/vehicle-valuation']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await useSkipLink(page, 'Passer au contenu');
    }
  });
});

test('a donor completes the donation wizard with the keyboard alone', async ({ page }) => {
  await page.goto('/unified-donation');
  await useSkipLink(page);
  await selectByKeys(page, page.getByLabel('Year'), '2017');
  await expectVisibleFocus(page);
  await selectByKeys(page, page.getByLabel('Make'), 'Toyota');
  await selectByKeys(page, page.getByLabel('Model'), 'Camry');
  await typeInto(page, page.getByLabel('Mileage (miles)'), '90000');
  await expectVisibleFocus(page);
  // a checkbox toggles with Space
  const accidents = page.getByRole('checkbox').first();
  await tabTo(page, accidents);
  await page.keyboard.press('Space');
  await expect(accidents).toBeChecked();
  await page.keyboard.press('Space');
  await expect(accidents).not.toBeChecked();
  await activate(page, page.getByRole('button', { name: 'Continue' }));

  // step 2: focus is put on the new step, the next Tabs reach its fields
  await expect(page.getByRole('region', { name: 'Valuation and your details' })).toBeFocused();
  await typeInto(page, page.getByLabel('First name'), 'Kim');
  await typeInto(page, page.getByLabel('Last name'), 'Keys');
  await typeInto(page, page.getByLabel('Email'), 'kim.keys@example.com');
  await typeInto(page, page.getByLabel('Phone'), '416-555-0133');
  await typeInto(page, page.getByLabel('Address'), '1 Tab Street');
  await typeInto(page, page.getByLabel('City'), 'Toronto');
  await typeInto(page, page.getByLabel('ZIP Code'), 'M5V 2T6');
  await activate(page, page.getByRole('button', { name: 'Submit Donation' }));

  await expect(page.getByRole('region', { name: 'Complete' })).toBeFocused();
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  await expect(page.getByTestId('tracking-code')).toHaveText(/^[A-Za-z0-9_-]{22}$/);
  // the confirmation's link to tracking is reachable and opens the tracking page
  await activate(page, page.getByRole('link', { name: 'Track My Donation' }));
  await expect(page.getByText('Donation found!')).toBeVisible();
});

test('a visitor gets a valuation with the keyboard alone', async ({ page }) => {
  await page.goto('/vehicle-valuation');
  await useSkipLink(page);
  await selectByKeys(page, page.getByLabel('Year'), '2018');
  await selectByKeys(page, page.getByLabel('Make'), 'Honda');
  await selectByKeys(page, page.getByLabel('Model'), 'Civic');
  await typeInto(page, page.getByLabel('Mileage (miles)'), '75000');
  await typeInto(page, page.getByLabel('Location (city)'), 'Ottawa');
  await activate(page, page.getByRole('button', { name: 'Get My Valuation' }));
  await expect(page.getByText('Valuation Complete')).toBeVisible();
  await expect(page.getByTestId('estimated-value')).toHaveText(/\$/);
  // the result's actions are reachable by Tab from where the form was
  await tabTo(page, page.getByRole('link', { name: /Donate this vehicle/i }));
  await expectVisibleFocus(page);
});

test('a donor tracks a donation by code with the keyboard, and the status change is announced', async ({ page }) => {
  const { id, accessCode } = await submitDonation(page.request, 'keyboard.tracking@example.com');
  const subscribed = page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framesent', (frame) => String(frame.payload).includes('"subscribe"')));
  await page.goto('/enhanced-donor-portal');
  await useSkipLink(page);
  await typeInto(page, page.getByRole('textbox', { name: 'Tracking code' }), accessCode);
  await page.keyboard.press('Enter'); // submits the form from its field
  await expect(page.getByText('Donation found!')).toBeVisible();
  const status = page.getByRole('status').filter({ has: page.getByText('Pending Review') });
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await subscribed;
  await page.waitForTimeout(500); // the server registers the subscription after looking the code up

  setStatusElsewhere(id, 'contacted', 'We called about your pickup');
  // the same live region now says the new status (a screen reader reads it out)
  const live = page.getByTestId('status-message');
  await expect(live).toHaveAttribute('role', 'status');
  await expect(live).toContainText('Contacted');
});
