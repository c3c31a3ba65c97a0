import { expect, test } from './fixtures';
import { expectSignedInHome, signIn } from './helpers';

test('the home page has its sections and a FAQ that opens one item at a time', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#how-it-works')).toBeVisible();
  await expect(page.locator('#contact')).toBeVisible();
  const faq = page.locator('#faq');
  const questions = faq.locator('button[aria-expanded]');
  await expect(questions).toHaveCount(6);
  await questions.nth(1).click();
  await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1);
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(2).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(2).click();
  await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0);
});

test('the alternate home has five questions', async ({ page }) => {
  await page.goto('/home-original');
  await expect(page.locator('#faq button[aria-expanded]')).toHaveCount(5);
});

test('the language switch changes the text and <html lang>, and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByText('Free pickup in all 50 states')).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByText('Free pickup in all 50 states')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
});

test('a French browser gets French first', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await context.close();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor at /admin is asked to log in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
});

test('a non-admin at /admin sees Access Denied', async ({ page }) => {
  await signIn(page, 'editor');
  await expectSignedInHome(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need admin access to view this page')).toBeVisible();
});

test('an admin reaches the admin layout with its sidebar and dashboard', async ({ page }) => {
  await signIn(page, 'admin');
  await expectSignedInHome(page);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Total Donations')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  // an admin path without a page: not found, inside the admin layout
  await page.goto('/admin/no-such-page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(sidebar).toBeVisible();
});

test('every request carries X-Browser-Fingerprint', async ({ page }) => {
  const graphqlRequest = page.waitForRequest((request) => request.url().endsWith('/graphql'));
  await page.goto('/');
  const request = await graphqlRequest;
  const fingerprint = request.headers()['x-browser-fingerprint'];
  expect(fingerprint).toBeTruthy();
  expect(fingerprint.length).toBeLessThanOrEqual(32);
});

test('the header never makes the page wider than the window, in either language', async ({ browser }) => {
  test.setTimeout(90_000); // 14 fresh page loads
  for (const locale of ['en-CA', 'fr-CA']) {
    for (const width of [375, 800, 1024, 1280, 1440, 1600, 1920]) {
      const context = await browser.newContext({ locale, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ locale, width, scrollWidth }).toEqual({ locale, width, scrollWidth: width });
      await context.close();
    }
  }
});
