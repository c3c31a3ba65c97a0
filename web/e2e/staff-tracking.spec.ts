import { expect, test } from './fixtures';
import { setStatusElsewhere } from './helpers';
import { downloadedHead, openStaffCentre, openTracking, signedInPage, submitDonation } from './staffHelpers';

// Staff operations (issue 4): the tracking centre changes a status and the donor's open tracking
// page follows; a receipt is generated, replaced, and downloaded by staff and by the donor; the
// staff screens follow changes made elsewhere; the page in French.

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test('staff change a status and the donor’s open tracking page shows it without reload', async ({ browser }) => {
  test.setTimeout(60_000);
  const donor = await (await browser.newContext()).newPage();
  const { id, accessCode } = await submitDonation(donor.request, unique('status'), { make: 'Mazda', model: 'CX-5' });
  await openTracking(donor, accessCode);
  await expect(donor.getByTestId('status-message')).toContainText('Pending Review');

  const staff = await signedInPage(browser, 'staff');
  await openStaffCentre(staff);
  await expect(staff.getByRole('heading', { name: 'Donation Tracking Centre' })).toBeVisible();
  await expect(staff.getByRole('tab', { name: 'Staff Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(accessCode);
  const item = staff.getByTestId(`staff-donation-${id}`);
  await expect(staff.getByTestId('staff-list').getByRole('button')).toHaveCount(1);
  await item.click();
  const detail = staff.getByTestId('staff-detail');
  await expect(detail.getByRole('heading', { name: /2016 Mazda CX-5/ })).toBeVisible();
  await expect(staff).toHaveURL(new RegExp(`donation=${id}`));

  const form = staff.getByRole('form', { name: 'Update status' });
  await expect(form.getByRole('button', { name: 'Update Status' })).toBeDisabled();
  await form.getByLabel('New status').selectOption('reviewed');
  await form.getByLabel('Notes (optional)').fill('Ownership papers checked');
  await form.getByRole('button', { name: 'Update Status' }).click();
  await expect(staff.getByText('Status updated successfully')).toBeVisible();
  await expect(detail.getByTestId('staff-detail-status')).toHaveText('Reviewed');
  await expect(detail.getByTestId('staff-history').locator('li').first()).toContainText('Ownership papers checked');
  await expect(detail.getByTestId('staff-history').locator('li').first()).toContainText('from Pending');
  await expect(item).toContainText('Reviewed');

  // the donor's page follows without reload
  await expect(donor.getByTestId('status-message')).toContainText('Reviewed');
  await expect(donor.getByTestId('status-updates')).toContainText('Ownership papers checked');

  // a change made by another api process reaches the staff list and the open detail panel
  setStatusElsewhere(id, 'picked_up', 'Towed to the yard');
  await expect(detail.getByTestId('staff-detail-status')).toHaveText('Vehicle Picked Up');
  await expect(detail.getByTestId('staff-history')).toContainText('Towed to the yard');
  await expect(item).toContainText('Vehicle Picked Up');
  await expect(donor.getByTestId('status-message')).toContainText('Vehicle Picked Up');

  // a communication reaches the donor's page too (it reloads quietly)
  const comm = staff.getByRole('form', { name: 'Add a communication' });
  await comm.getByLabel('Type').selectOption('email');
  await comm.getByLabel('Subject (optional)').fill('Your pickup');
  await comm.getByLabel('Message').fill('Your vehicle arrived at our yard today.');
  await comm.getByRole('button', { name: 'Add Communication' }).click();
  await expect(staff.getByText('Communication added successfully')).toBeVisible();
  await expect(detail.getByTestId('staff-communications')).toContainText('Your vehicle arrived at our yard today.');
  await expect(donor.getByText('Your vehicle arrived at our yard today.')).toBeVisible();
});

test('staff generate a receipt, replace it, and the donor downloads it from the tracking page', async ({ browser }) => {
  test.setTimeout(60_000);
  const donor = await (await browser.newContext()).newPage();
  const { id, accessCode } = await submitDonation(donor.request, unique('receipt'), { make: 'Honda', model: 'Civic' });
  await openTracking(donor, accessCode);
  await expect(donor.getByRole('link', { name: 'Download receipt' })).toHaveCount(0);

  const staff = await signedInPage(browser, 'editor');
  await openStaffCentre(staff, `?donation=${id}`);
  const detail = staff.getByTestId('staff-detail');
  await expect(detail.getByRole('heading', { name: /2016 Honda Civic/ })).toBeVisible();
  const form = staff.getByRole('form', { name: 'Generate a tax receipt' });
  await expect(form.getByRole('button', { name: 'Generate Receipt' })).toBeDisabled();
  await form.getByLabel('Receipt value (CAD)').fill('1850');
  await expect(form.getByRole('switch', { name: 'Send the receipt to the donor by email' })).toBeChecked();
  await form.getByRole('button', { name: 'Generate Receipt' }).click();
  await expect(staff.getByText('Receipt generated successfully')).toBeVisible();
  await expect(staff.getByText('Receipt sent via email')).toBeVisible();
  const receipts = detail.getByTestId('staff-receipts');
  await expect(receipts.locator('li')).toHaveCount(1);
  await expect(receipts).toContainText('Issued');
  const first = (await receipts.locator('li strong').first().innerText()).match(/#(\S+)/)?.[1] ?? '';
  expect(first).not.toBe('');

  const staffDownload = staff.waitForEvent('download');
  await receipts.getByRole('link', { name: /Download PDF/ }).click();
  expect(await downloadedHead(await staffDownload)).toBe('%PDF-');

  // the donor's open page offers the receipt without reload
  const link = donor.getByRole('link', { name: 'Download receipt' });
  await expect(link).toBeVisible();
  const donorDownload = donor.waitForEvent('download');
  await link.click();
  const file = await donorDownload;
  expect(await downloadedHead(file)).toBe('%PDF-');

  // generating again asks first, then cancels and replaces the original
  await form.getByLabel('Receipt value (CAD)').fill('1900');
  await form.getByRole('button', { name: 'Generate Receipt' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Replace the receipt?' });
  await expect(dialog).toContainText(`receipt #${first}`);
  await dialog.getByRole('button', { name: 'Replace receipt' }).click();
  await expect(staff.getByText('Receipt generated successfully')).toBeVisible();
  await expect(receipts.locator('li')).toHaveCount(2);
  await expect(receipts.locator('li').first()).toContainText('Issued');
  await expect(receipts.locator('li').first()).toContainText(`Cancels and replaces receipt #${first}`);
  await expect(receipts.locator('li').nth(1)).toContainText('Cancelled');
});

test.describe('en français', () => {
  test('le centre de suivi du personnel est en français, avec le portail des donateurs', async ({ browser }) => {
    const donor = await (await browser.newContext()).newPage();
    const { id, accessCode } = await submitDonation(donor.request, unique('fr'), { make: 'Subaru', model: 'Forester' });

    const staff = await signedInPage(browser, 'admin', 'fr-CA');
    await staff.goto(`/enhanced-donation-tracking?donation=${id}`);
    await expect(staff.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(staff.getByRole('heading', { name: 'Centre de suivi des dons' })).toBeVisible();
    await expect(staff.getByRole('tab', { name: 'Tableau de bord du personnel' })).toHaveAttribute('aria-selected', 'true');
    const filter = staff.getByLabel('Statut', { exact: true });
    await expect(filter.locator('option')).toHaveText([
      'Tous les statuts',
      'En attente',
      'Examiné',
      'Remorquage planifié',
      'Véhicule remorqué',
      'Évalué',
      'Reçu émis',
      'Terminé',
    ]);

    const form = staff.getByRole('form', { name: 'Mettre à jour le statut' });
    await expect(form.getByRole('button', { name: 'Mettre à jour le statut' })).toBeDisabled();
    await form.getByLabel('Nouveau statut').selectOption('pickup_scheduled');
    await form.getByRole('button', { name: 'Mettre à jour le statut' }).click();
    await expect(staff.getByText('Statut mis à jour avec succès')).toBeVisible();
    await expect(staff.getByTestId('staff-detail-status')).toHaveText('Remorquage planifié');
    await expect(staff.getByRole('button', { name: 'Produire le reçu' })).toBeDisabled();

    // the donor portal tab: code lookup, timeline, Track Another Donation
    await staff.getByRole('tab', { name: 'Portail des donateurs' }).click();
    await staff.getByRole('textbox', { name: 'Code de suivi' }).fill(accessCode);
    await staff.getByRole('button', { name: 'Suivre', exact: true }).click();
    await expect(staff.getByText('Don trouvé!')).toBeVisible();
    await expect(staff.getByTestId('status-message')).toContainText('Remorquage planifié');
    await staff.getByRole('button', { name: 'Suivre un autre don' }).click();
    await expect(staff.getByRole('textbox', { name: 'Code de suivi' })).toBeFocused();
    await expect(staff.getByRole('textbox', { name: 'Code de suivi' })).toHaveValue('');
  });
});

test('only staff open the tracking centre', async ({ browser }) => {
  const dealer = await signedInPage(browser, 'dealer');
  await dealer.goto('/donation-tracking');
  await expect(dealer.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/donation-tracking');
  await expect(visitor.getByRole('heading', { name: 'Login Required' })).toBeVisible();
});
