import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DONOR } from './helpers';
import { signedInPage } from './staffHelpers';

// Charities (issue 10): registration checked against the registry sample, admin verification,
// the charity's own portal, an editor's management tabs and the charity gate. The registry's
// sample numbers and the demo charities are those of the issue 10 contract.

const SAMPLE = '888000001RR0001';
/** A registration number no charity row has yet (registering needs no registry listing: the admin decides). */
const freshNumber = (suffix: string) => `${String(Date.now()).slice(-9)}RR${suffix}`;

interface Wording {
  verifyLabel: string;
  verify: string;
  valid: string;
  name: string;
  number: string;
  email: string;
  category: string;
  description: string;
  terms: RegExp;
  submit: string;
  failed: string;
  submitted: string;
}

const EN: Wording = {
  verifyLabel: 'Registration number or EIN',
  verify: 'Verify',
  valid: 'Valid charity: Demo Community Food Bank',
  name: 'Charity name',
  number: 'Registration number',
  email: 'E-mail',
  category: 'Focus area',
  description: 'Description of your mission',
  terms: /accept the terms and conditions/,
  submit: 'Submit Registration',
  failed: 'Registration Failed',
  submitted: 'Registration Submitted',
};

const FR: Wording = {
  verifyLabel: "Numéro d'enregistrement ou EIN",
  verify: 'Vérifier',
  valid: 'Organisme de bienfaisance valide : Demo Community Food Bank',
  name: "Nom de l'organisme de bienfaisance",
  number: "Numéro d'enregistrement",
  email: 'Courriel',
  category: "Domaine d'intervention",
  description: 'Description de votre mission',
  terms: /accepte les conditions générales/,
  submit: "Soumettre l'inscription",
  failed: "Échec de l'inscription",
  submitted: 'Inscription soumise',
};

/** Verifies the sample number, checks the pre-fill, completes the form and submits it under `number`. */
async function register(page: Page, words: Wording, number: string, expectDuplicate: boolean): Promise<void> {
  await page.goto('/charity-registration');
  const verify = page.getByRole('button', { name: words.verify, exact: true });
  await expect(verify).toBeDisabled();
  await page.getByLabel(words.verifyLabel).fill(SAMPLE);
  await verify.click();
  await expect(page.getByText(words.valid)).toBeVisible();
  await expect(page.getByTestId('charity-verification-result')).toContainText('Demo Community Food Bank');
  await expect(page.getByLabel(words.name, { exact: true })).toHaveValue('Demo Community Food Bank');
  const number_ = page.getByLabel(words.number, { exact: true });
  await expect(number_).toHaveValue(SAMPLE);

  await page.getByLabel(words.email, { exact: true }).fill(`charity.${Date.now()}@example.org`);
  await page.getByLabel(words.category).selectOption('poverty');
  await page.getByLabel(words.description).fill('We collect and share food with families in need.');
  const submit = page.getByRole('button', { name: words.submit });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: words.terms }).check();
  await expect(submit).toBeEnabled();

  if (expectDuplicate) {
    // the sample number already belongs to a demo charity: the server's message is shown
    await submit.click();
    await expect(page.getByText(words.failed)).toBeVisible();
    await expect(page.getByText(/already registered/)).toBeVisible();
  }
  await number_.fill(number);
  await submit.click();
  await expect(page.getByTestId('charity-registration-confirmation')).toBeVisible();
  await expect(page.getByRole('heading', { name: words.submitted })).toBeVisible();
  await expect(page.getByTestId('charity-registration-confirmation').getByRole('link', { name: /./ })).toHaveCount(4);
}

test('a charity registers in English: verify, pre-fill, a duplicate refused, then submitted', async ({ page }) => {
  test.setTimeout(60_000);
  await register(page, EN, freshNumber('0001'), true);
  await expect(page.getByRole('link', { name: 'Donate a Vehicle' })).toHaveAttribute('href', '/donate');
});

test('a charity registers in French', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await register(page, FR, freshNumber('0002'), false);
  await expect(page.getByRole('link', { name: 'Donner un véhicule' })).toBeVisible();
  await context.close();
});

test('the admin verifies the pending Riverside Animal Rescue', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/charities');
  await expect(admin.getByRole('heading', { name: 'Charities' })).toBeVisible();
  await admin.getByRole('searchbox').fill('Riverside');
  const row = admin.getByTestId('charity-row-888000007RR0001');
  await expect(row).toContainText('Riverside Animal Rescue');
  await expect(row).toContainText('888000007 RR 0001');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Verify', exact: true }).click();
  const confirm = admin.getByRole('dialog', { name: 'Verify this charity?' });
  await confirm.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(admin.getByText('Charity verification updated')).toBeVisible();
  await expect(row).toContainText('Verified');
});

test('the admin dialog checks a number against the registry and names province and postal code', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/charities');
  await admin.getByRole('button', { name: 'Add Charity' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Charity' });
  await expect(dialog.getByLabel('Province')).toBeVisible();
  await expect(dialog.getByLabel('Postal code')).toBeVisible();
  await dialog.getByLabel('Registration number', { exact: true }).fill('888000003RR0001');
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog.getByTestId('admin-verify-result')).toContainText('Valid');
  await expect(dialog.getByLabel('Charity name')).not.toHaveValue('');
});

test('the demo charity sees its own record and its portal, live', async ({ browser }) => {
  test.setTimeout(60_000);
  const charity = await signedInPage(browser, 'charity');
  const subscribed = charity
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framesent', (frame) => String(frame.payload).includes('CharityPortalChanged')));
  await charity.goto('/charity-management');
  await expect(charity.getByRole('heading', { name: 'Charity Management' })).toBeVisible();
  await expect(charity.getByLabel('Charity registration number')).toHaveValue(SAMPLE);
  const portal = charity.getByTestId('charity-portal');
  await expect(portal.getByRole('heading', { name: 'Demo Community Food Bank' })).toBeVisible();
  await expect(portal.getByTestId('portal-total-donations')).toBeVisible();
  await expect(portal.getByRole('region', { name: 'Donations to your charity' }).locator('tbody tr').first()).toBeVisible();
  await subscribed;
  await charity.waitForTimeout(300);

  // a donation to the charity appears without reloading
  const before = Number((await portal.getByTestId('portal-total-donations').locator('strong').textContent())?.replace(/\D/g, ''));
  const graphql = await charity.request.post('/graphql', { data: { query: '{ charityChoices { id name } }' } });
  const choices = ((await graphql.json()) as { data: { charityChoices: Array<{ id: string; name: string }> } }).data
    .charityChoices;
  const mine = choices.find((choice) => choice.name === 'Demo Community Food Bank');
  expect(mine).toBeDefined();
  const donation = await charity.request.post('/api/donations', {
    data: { ...DONOR, email: `portal.${Date.now()}@example.com`, charityId: mine?.id },
  });
  expect(donation.status()).toBe(201);
  await expect(portal.getByTestId('portal-total-donations').locator('strong')).toHaveText(String(before + 1));

  await charity.getByRole('tab', { name: 'Overview' }).click();
  await expect(charity.getByRole('heading', { name: 'Demo Community Food Bank' }).first()).toBeVisible();
});

test('an editor searches a number and walks the tabs', async ({ browser }) => {
  test.setTimeout(60_000);
  const editor = await signedInPage(browser, 'editor');
  await editor.goto('/charity-management');
  await editor.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(editor.getByText('Please enter a charity registration number')).toBeVisible();
  await editor.getByLabel('Charity registration number').fill('888000002RR0001');
  await editor.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(editor.getByRole('heading', { name: /Canadian Cancer Society/i })).toBeVisible();
  const tabs = editor.getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Overview' }).focus();
  await editor.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Compliance' })).toHaveAttribute('aria-selected', 'true');
  await expect(editor.getByTestId('compliance-badge')).toBeVisible();

  await tabs.getByRole('tab', { name: 'Performance' }).click();
  for (const metric of ['efficiency', 'transparency', 'impact', 'governance', 'overall']) {
    await expect(editor.getByTestId(`metric-${metric}`).getByRole('progressbar')).toBeVisible();
  }

  await tabs.getByRole('tab', { name: 'Tax Receipts' }).click();
  await expect(editor.getByTestId('eligibility-badge')).toBeVisible();
  await editor.getByRole('button', { name: 'Validate', exact: true }).click();
  await expect(editor.getByText('Please select a charity and enter donation amount')).toBeVisible();
  await editor.getByLabel('Donation amount ($)').fill('5000');
  await editor.getByRole('button', { name: 'Validate', exact: true }).click();
  await expect(editor.getByTestId('receipt-authorized-badge')).toBeVisible();
  await expect(editor.getByTestId('check-appraisal-needed')).toBeVisible();

  await tabs.getByRole('tab', { name: 'Data Sync' }).click();
  await editor.getByRole('button', { name: 'Sync now' }).click();
  await expect(editor.getByText('Sync Complete')).toBeVisible();
  await expect(editor.getByText(/Successfully synced charity data\. \d+ changes detected\./)).toBeVisible();
});

test('a donor is denied charity management and offered the registration', async ({ browser }) => {
  const donor = await signedInPage(browser, 'donor');
  await donor.goto('/charity-management');
  await expect(donor.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(donor.getByRole('link', { name: 'Register your charity' })).toHaveAttribute('href', '/charity-registration');
});
