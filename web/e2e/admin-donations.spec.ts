import { expect, test } from './fixtures';
import { signedInPage, submitDonation } from './staffHelpers';

// /admin/donations (issue 4, spec 001 §2): search, the 4 admin statuses, inline status change,
// details dialog; cancelling asks first.

test('the admin changes a donation’s status inline, filters by it and sees it in the details', async ({ browser }) => {
  test.setTimeout(60_000);
  const admin = await signedInPage(browser, 'admin');
  const email = `admin.inline.${Date.now()}@example.com`;
  const { id } = await submitDonation(admin.request, email, { make: 'Ford', model: 'Escape' });

  await admin.goto('/admin/donations');
  await expect(admin.getByRole('heading', { name: 'Donation Management' })).toBeVisible();
  const filter = admin.getByLabel('Status', { exact: true });
  await expect(filter.locator('option')).toHaveText(['All statuses', 'Pending', 'In Progress', 'Completed', 'Cancelled']);
  await admin.getByRole('searchbox', { name: 'Search' }).fill(email);
  const row = admin.getByTestId(`admin-donation-${id}`);
  await expect(admin.locator('tbody tr')).toHaveCount(1);
  const select = row.getByLabel(`Status of donation #${id}`);
  await expect(select).toHaveValue('pending');
  await expect(select.locator('option')).toHaveCount(4);

  await select.selectOption('in_progress');
  await expect(admin.getByText('Donation status updated')).toBeVisible();
  await expect(select).toHaveValue('in_progress');
  await select.selectOption('completed');
  await expect(select).toHaveValue('completed');
  await expect(select).toBeEnabled();

  await filter.selectOption('completed');
  await expect(row).toBeVisible();
  await filter.selectOption('pending');
  await expect(admin.getByText('No donations found')).toBeVisible();
  await filter.selectOption('');

  await row.getByRole('button', { name: 'View' }).click();
  const dialog = admin.getByRole('dialog', { name: `Donation #${id}: 2016 Ford Escape` });
  await expect(dialog.getByTestId('staff-history').locator('li').first()).toContainText('Completed');
  await expect(dialog.getByTestId('staff-history')).toContainText('from Reviewed');
  await admin.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // cancelling asks first; saying no leaves the status as it was
  await select.selectOption('cancelled');
  const confirm = admin.getByRole('dialog', { name: 'Cancel this donation?' });
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(select).toHaveValue('completed');
  await select.selectOption('cancelled');
  await confirm.getByRole('button', { name: 'Cancel donation' }).click();
  await expect(select).toHaveValue('cancelled');
});

test('the list shows 20 donations, the next ones with Load more, and keeps them when one changes', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signedInPage(browser, 'admin');
  const marker = `more.${Date.now()}`;
  const ids: number[] = [];
  for (let n = 0; n < 21; n++) ids.push((await submitDonation(admin.request, `${marker}.${n}@example.com`)).id);

  await admin.goto('/admin/donations');
  await admin.getByRole('searchbox', { name: 'Search' }).fill(marker);
  const rows = admin.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(admin.getByRole('status').filter({ hasText: '20 of 21' })).toBeVisible();
  await admin.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(21);
  await expect(admin.getByRole('status').filter({ hasText: '21 of 21' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // the oldest, last on the list, changes elsewhere: the live list reads all 21 rows again, not its first page
  const reloaded = admin.waitForRequest(
    (request) => request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'StaffDonations',
  );
  expect((await admin.request.patch(`/api/donations/${ids[0]}/status`, { data: { status: 'completed' } })).status()).toBe(200);
  expect((await reloaded).postDataJSON().variables).toMatchObject({ search: marker, first: 21 });
  await expect(admin.getByTestId(`admin-donation-${ids[0]}`).getByLabel(`Status of donation #${ids[0]}`)).toHaveValue(
    'completed',
  );
  await expect(rows).toHaveCount(21);
});
