import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dealerPage, newVerifiedDealer, PASSWORD } from './dealerHelpers';

/** Issue 18 §1: one dealer's maximum answers another's bid by hand at once, and both see it live. */
test('a maximum defends its dealer against a bid by hand, live in both browsers', async ({ browser, request }) => {
  test.setTimeout(90_000); // two browsers and three sign-ins
  const second = await newVerifiedDealer(request);
  const alice = await dealerPage(browser, 'dealer');
  const bob = await dealerPage(browser, second, PASSWORD);
  const card = (page: Page) => page.getByRole('article').first();

  // alice sets a maximum well above the required bid: the server bids for her at once
  await card(alice).getByRole('button', { name: 'Place Bid' }).click();
  const aliceDialog = alice.getByRole('dialog');
  await expect(aliceDialog.getByRole('table', { name: 'Bid increments' })).toContainText('$25.00');
  const required = Number((await aliceDialog.getByTestId('bid-dialog-required').innerText()).replace(/[^0-9.]/g, ''));
  await aliceDialog.getByLabel('Your maximum').fill(String(Math.ceil(required) + 2000));
  await aliceDialog.getByRole('button', { name: 'Set maximum' }).click();
  await expect(alice.getByText('Maximum set: you lead')).toBeVisible();
  await expect(aliceDialog.getByTestId('my-maximum')).toContainText('You lead.');
  await aliceDialog.getByRole('button', { name: 'Close' }).click();
  await expect(card(alice).getByText('You have the high bid')).toBeVisible();
  const opening = await card(alice).getByTestId('high-bid').innerText();
  await expect(card(bob).getByTestId('high-bid')).toHaveText(opening);

  // bob bids by hand; alice's maximum answers one increment above, and bob sees it live
  await card(bob).getByRole('button', { name: 'Place Bid' }).click();
  const bobDialog = bob.getByRole('dialog');
  await expect(bobDialog.getByTestId('my-maximum')).toHaveCount(0); // alice's maximum is hers alone
  await bobDialog.getByRole('button', { name: '+100', exact: true }).click();
  await bobDialog.getByRole('button', { name: 'Place Bid' }).click();
  // accepted, and answered at once by alice's maximum: bob is told he is outbid
  await expect(bob.getByText('You have been outbid')).toBeVisible();
  await expect(card(bob).getByText('You have the high bid')).toHaveCount(0);
  const answered = await card(bob).getByTestId('high-bid').innerText();
  expect(answered).not.toBe(opening);
  await expect(card(alice).getByTestId('high-bid')).toHaveText(answered);
  await expect(card(alice).getByText('You have the high bid')).toBeVisible();

  // bob's bid list shows the answer as a maximum's bid, by alice's bidder number, not her id
  await card(bob).getByRole('button', { name: 'Place Bid' }).click();
  const recent = bob.getByRole('dialog').getByTestId('recent-bids');
  await expect(recent).toContainText('(maximum)');
  await expect(recent).toContainText(/Bidder \d/);
  await expect(recent).not.toContainText('Dealer #');
});
