import { expect, test } from './fixtures';
import { expectSignedInHome, openUserMenu, signIn } from './helpers';

// Each demo role: its menu label and the links it may follow (links to pages later issues
// build stay hidden until those pages exist).
const ROLES = [
  { username: 'admin', label: 'Full Access', links: ['Admin Dashboard', 'Staff Dashboard', 'Vehicle Auctions'] },
  { username: 'editor', label: 'Staff Access', links: ['Staff Dashboard'] },
  { username: 'staff', label: 'Staff Access', links: ['Staff Dashboard'] },
  { username: 'dealer', label: 'Dealer Access', links: ['Vehicle Auctions'] },
  { username: 'charity', label: 'Charity Access', links: [] },
  { username: 'donor', label: 'Donor Account', links: [] },
];

for (const role of ROLES) {
  test(`${role.username} signs in and sees the ${role.label} menu`, async ({ page }) => {
    await signIn(page, role.username);
    await expectSignedInHome(page);
    await openUserMenu(page, role.username);
    const menu = page.locator('[id]').filter({ hasText: 'Signed in as' }).last();
    await expect(menu.getByText(role.label, { exact: true })).toBeVisible();
    for (const link of role.links) await expect(menu.getByRole('link', { name: link })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(role.links.length);
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
}

test('a wrong password shows Login Failed and re-enables the form', async ({ page }) => {
  await signIn(page, 'editor', 'not-the-password');
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the required messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('the login page lists the demo accounts in demo mode', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Demo accounts')).toBeVisible();
  await expect(page.getByText('Password for every demo account: DemoPass123')).toBeVisible();
});

test('log out ends the session and says so', async ({ page }) => {
  await signIn(page, 'admin');
  await expectSignedInHome(page);
  await openUserMenu(page, 'admin');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
});
