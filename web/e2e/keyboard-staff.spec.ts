import { expect, test } from './fixtures';
import { activate, expectVisibleFocus, selectByKeys, tabTo, typeInto, useSkipLink } from './keyboardHelpers';
import { openStaffCentre, signedInPage, submitDonation } from './staffHelpers';

// Issue 17 §2: the dealers' bidding and the staff's status update and receipt with the keyboard
// alone (no click, no mouse); dialogs take focus and give it back; new bids are announced.

test.describe.configure({ timeout: 60_000 });

test('a verified dealer bids with the keyboard alone: quick bid, confirm, the new high bid is announced', async ({ browser }) => {
  const page = await signedInPage(browser, 'dealer');
  await page.goto('/dealer-bidding');
  await expect(page.getByRole('heading', { name: 'Vehicle Auctions' })).toBeVisible();
  await useSkipLink(page);
  const card = page.getByRole('article').first();
  const before = await card.getByTestId('high-bid').innerText();
  const announcer = page.getByTestId('bid-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');

  // Escape closes the dialog and focus goes back to the button that opened it
  const placeBid = card.getByRole('button', { name: 'Place Bid' });
  await activate(page, placeBid);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Your bid (CAD)')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(placeBid).toBeFocused();
  await expectVisibleFocus(page);

  // open again with Space, focus lands in the bid field; Tab stays inside the dialog
  await page.keyboard.press('Space');
  await expect(dialog.getByLabel('Your bid (CAD)')).toBeFocused();
  const required = await dialog.getByTestId('bid-dialog-required').innerText();
  await activate(page, dialog.getByRole('button', { name: '+50', exact: true }));
  await expect(dialog.getByLabel('Your bid (CAD)')).not.toHaveValue(required.replace(/[^\d.]/g, ''));
  await tabTo(page, dialog.getByRole('button', { name: 'Place Bid' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Bid Placed Successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(placeBid).toBeFocused(); // back where the dealer was
  await expect(card.getByText('You have the high bid')).toBeVisible();
  await expect(card.getByTestId('high-bid')).not.toHaveText(before);
  const high = await card.getByTestId('high-bid').innerText();
  // the live region says the new high bid
  await expect(announcer).toContainText(high);
  await expect(announcer).toContainText('New high bid');
});

test('staff open a donation, change its status and issue the receipt with the keyboard alone', async ({ browser }) => {
  const staff = await signedInPage(browser, 'staff');
  const { id, accessCode } = await submitDonation(staff.request, `keyboard.staff.${Date.now()}@example.com`, {
    make: 'Kia',
    model: 'Soul',
  });
  await openStaffCentre(staff);
  await useSkipLink(staff);
  await typeInto(staff, staff.getByRole('searchbox', { name: 'Search' }), accessCode);
  const item = staff.getByTestId(`staff-donation-${id}`);
  await expect(staff.getByTestId('staff-list').getByRole('button')).toHaveCount(1);
  await activate(staff, item);
  const detail = staff.getByTestId('staff-detail');
  await expect(detail.getByRole('heading', { name: /Kia Soul/ })).toBeVisible();

  const form = staff.getByRole('form', { name: 'Update status' });
  await selectByKeys(staff, form.getByLabel('New status'), 'reviewed');
  await typeInto(staff, form.getByLabel('Notes (optional)'), 'Checked by keyboard');
  await activate(staff, form.getByRole('button', { name: 'Update Status' }));
  await expect(staff.getByText('Status updated successfully')).toBeVisible();
  await expect(detail.getByTestId('staff-detail-status')).toHaveText('Reviewed');

  const receipt = staff.getByRole('form', { name: 'Generate a tax receipt' });
  await typeInto(staff, receipt.getByLabel('Receipt value (CAD)'), '1500');
  // the e-mail switch toggles with Space and back
  const mail = receipt.getByRole('switch', { name: 'Send the receipt to the donor by email' });
  await tabTo(staff, mail);
  await staff.keyboard.press('Space');
  await expect(mail).not.toBeChecked();
  await staff.keyboard.press('Space');
  await expect(mail).toBeChecked();
  await activate(staff, receipt.getByRole('button', { name: 'Generate Receipt' }));
  await expect(staff.getByText('Receipt generated successfully')).toBeVisible();
  await expect(detail.getByTestId('staff-receipts').locator('li')).toHaveCount(1);

  // replacing asks first: the confirmation dialog takes focus, Escape says no and gives focus back
  const generate = receipt.getByRole('button', { name: 'Generate Receipt' });
  await typeInto(staff, receipt.getByLabel('Receipt value (CAD)'), '1600');
  await activate(staff, generate);
  const confirm = staff.getByRole('dialog', { name: 'Replace the receipt?' });
  await expect(confirm).toBeFocused();
  await staff.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(generate).toBeFocused();
  await staff.keyboard.press('Enter');
  await tabTo(staff, confirm.getByRole('button', { name: 'Replace receipt' }));
  await staff.keyboard.press('Enter');
  await expect(staff.getByText('Receipt generated successfully')).toBeVisible();
  await expect(detail.getByTestId('staff-receipts').locator('li')).toHaveCount(2);
});
