import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage } from './staffHelpers';

// Platform settings (issue 13 §3): an admin changes the company phone and the minimum vehicle year
// in /admin/settings; a visitor's open page shows the phone within the 10 s poll, and the donation
// wizard's year list stops at the new year. In English, then in French.

test.describe.configure({ mode: 'serial' });

const thisYear = new Date().getFullYear();

async function saveTab(admin: Page, tab: string, fields: Record<string, string>, save: string, saved: string) {
  await admin.getByRole('tab', { name: tab }).click();
  for (const [label, value] of Object.entries(fields)) await admin.getByLabel(label, { exact: true }).fill(value);
  const answered = admin.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('SettingSave'),
  );
  await admin.getByRole('button', { name: save }).click();
  expect((await answered).ok()).toBe(true);
  await expect(admin.getByText(saved, { exact: true }).first()).toBeVisible();
}

/** Puts the seeded values back at once: other specs running beside this one read the year list and the phone. */
async function restoreSeeded(admin: Page) {
  for (const [category, key, value] of [
    ['business', 'company_phone', '1-800-555-0199'],
    ['donations', 'vehicle_min_year', 1985],
  ] as const) {
    const response = await admin.request.post('/api/settings', { data: { category, key, value } });
    expect(response.status()).toBe(200);
  }
}

/** The wizard's last year option, once the public settings have reached the page (the list starts from the default). */
async function expectLastYearOffered(page: Page, label: string, year: string): Promise<void> {
  await page.goto('/unified-donation');
  await expect(page.getByLabel(label).locator('option').last()).toHaveText(year);
}

test('the admin changes the phone and the minimum year; an open page and the wizard follow', async ({ browser }) => {
  test.setTimeout(90_000);
  const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await visitor.goto('/');
  await expect(visitor.getByText('1-800-555-0199').first()).toBeVisible();

  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/settings');
  await expect(admin.getByRole('heading', { name: 'Platform Settings', level: 1 })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/admin/settings',
  );
  for (const tab of ['Business', 'Donations', 'Email', 'Integrations', 'Security', 'System']) {
    await expect(admin.getByRole('tab', { name: tab })).toBeVisible();
  }

  // a value failing its rule is named under its field, and nothing is saved
  await admin.getByLabel('Company phone', { exact: true }).fill('call us');
  await admin.getByRole('button', { name: 'Save Settings' }).click();
  await expect(admin.getByText('Must be a phone number such as 1-800-555-0199')).toBeVisible();

  await saveTab(admin, 'Business', { 'Company phone': '1-888-555-0142' }, 'Save Settings', 'Settings saved');
  // the visitor's page was open all along: the poll brings the new phone within 10 s
  await expect(visitor.getByText('1-888-555-0142').first()).toBeVisible({ timeout: 15_000 });

  try {
    await saveTab(admin, 'Donations', { 'Minimum vehicle year': '2005' }, 'Save Settings', 'Settings saved');
    await expectLastYearOffered(visitor, 'Year', '2005');
    await expect(visitor.getByLabel('Year').locator('option').nth(1)).toHaveText(String(thisYear));
  } finally {
    await restoreSeeded(admin);
  }

  // a secret: entered through Replace, then shown only as set with its last four characters
  await admin.getByRole('tab', { name: 'Integrations' }).click();
  const pixabay = admin.getByRole('group', { name: 'Pixabay API key' });
  await expect(pixabay.getByText('Not set')).toBeVisible();
  await pixabay.getByRole('button', { name: 'Replace' }).click();
  await admin.getByLabel('New Pixabay API key', { exact: true }).fill('pixabay-e2e-key-0042');
  await admin.getByRole('button', { name: 'Save Settings' }).click();
  await expect(admin.getByText('Settings saved', { exact: true }).first()).toBeVisible();
  await expect(pixabay.getByText('Set (…0042)')).toBeVisible();
  await expect(admin.locator('input[value="pixabay-e2e-key-0042"]')).toHaveCount(0);
});

test('in French: the same page and the same effect on the wizard', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signedInPage(browser, 'admin', 'fr-CA');
  await admin.goto('/admin/settings');
  await expect(admin.getByRole('heading', { name: 'Paramètres de la plateforme', level: 1 })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Entreprise' })).toBeVisible();
  try {
    await saveTab(
      admin,
      'Entreprise',
      { 'Téléphone de l’entreprise': '1-877-555-0199' },
      'Enregistrer les paramètres',
      'Paramètres enregistrés',
    );
    await saveTab(
      admin,
      'Dons',
      { 'Année minimale du véhicule': '2010' },
      'Enregistrer les paramètres',
      'Paramètres enregistrés',
    );
    const visitor = await (await browser.newContext({ locale: 'fr-CA' })).newPage();
    await visitor.goto('/');
    await expect(visitor.getByText('1-877-555-0199').first()).toBeVisible();
    await expectLastYearOffered(visitor, 'Année', '2010');
  } finally {
    await restoreSeeded(admin);
  }
  await admin.getByRole('tab', { name: 'Sécurité' }).click();
  await expect(admin.getByLabel('Durée des sessions (heures)', { exact: true })).toBeVisible();
  await expect(admin.getByLabel('Majuscule obligatoire dans les mots de passe', { exact: true })).toHaveValue('false');
});
