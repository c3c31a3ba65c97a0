import { expect, test } from './fixtures';
import { Client } from 'pg';
import { e2eDatabaseUrl } from './helpers';
import { signedInPage } from './staffHelpers';

// Dashboard and analytics (issue 13 §5): the dashboard's cards are the database's real figures
// (the demo data's donation count, not the spec's sample 1,234); the analytics page shows its cards,
// status bars and a chart, switches from 7 to 30 days, in English and in French.

async function donationCount(): Promise<number> {
  const client = new Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from donations');
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

test('the dashboard shows the real donation count, the overview and recent activity', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin');
  const card = admin.getByTestId('stat-donations');
  await expect(card).toContainText('Total Donations');
  const count = await donationCount();
  await expect(card).toContainText(new Intl.NumberFormat('en-US').format(count));
  await expect(admin.getByText('Sample figures')).toHaveCount(0);
  await expect(admin.getByTestId('overview-donations')).toHaveText(new Intl.NumberFormat('en-US').format(count));
  await expect(admin.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Overview' })).toBeVisible();
});

test('the analytics page shows its cards and a chart, and switches from 7 to 30 days', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(admin.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(admin.getByTestId('analytics-card-donations')).toContainText(String(await donationCount()));
  await expect(admin.getByTestId('analytics-card-views')).toContainText('Total Views');
  await expect(admin.getByRole('img', { name: /Donations, new users, chat sessions and bids per UTC day/ })).toBeVisible();
  await expect(admin.getByTestId('status-bars').getByRole('progressbar')).toHaveCount(11);

  const week = admin.getByRole('button', { name: 'Last 7 days' });
  const month = admin.getByRole('button', { name: 'Last 30 days' });
  await expect(week).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.getByTestId('daily-table').locator('tbody tr')).toHaveCount(7);
  await month.click();
  await expect(month).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.getByTestId('daily-table').locator('tbody tr')).toHaveCount(30);
  await admin.getByText('Show the figures as a table').click();
  await expect(admin.getByTestId('daily-table')).toBeVisible();
});

test('in French: the dashboard and the analytics page, numbers per locale', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', 'fr-CA');
  await admin.goto('/admin');
  await expect(admin.getByTestId('stat-donations')).toContainText('Total des dons');
  await expect(admin.getByTestId('stat-revenue')).toContainText('$');
  await expect(admin.getByRole('heading', { name: 'Activité récente' })).toBeVisible();
  await admin.goto('/admin/analytics');
  await expect(admin.getByRole('heading', { name: 'Analytique', level: 1 })).toBeVisible();
  await expect(admin.getByTestId('analytics-card-views')).toContainText('Vues au total');
  await admin.getByRole('button', { name: '30 derniers jours' }).click();
  await expect(admin.getByTestId('daily-table').locator('tbody tr')).toHaveCount(30);
  await expect(admin.getByRole('img', { name: /par jour UTC/ })).toBeVisible();
});

test('a non-admin is refused the analytics page', async ({ browser }) => {
  const editor = await signedInPage(browser, 'editor');
  await editor.goto('/admin/analytics');
  await expect(editor.getByText('You need admin access to view this page')).toBeVisible();
});
