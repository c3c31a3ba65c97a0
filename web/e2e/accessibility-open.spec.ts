import { expect } from '@playwright/test';
import { expectNoSeriousFindings, settled, test, text, type Language } from './a11yHelpers';
import { submitDonation } from './helpers';

// Dialogs, panels and menus in their open state, in English and French, checked by axe-core
// (WCAG 2.0/2.1/2.2 A and AA; no serious or critical finding): the pages themselves are
// accessibility.spec.ts. Each test opens one thing as the role that uses it.

for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
  test.describe(`open states in ${language}`, () => {
    test('the bid dialog', async ({ openPage }) => {
      const page = await openPage(language, 'dealer');
      await page.goto('/dealer-bidding');
      await settled(page, language);
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: text(language, 'auctions.card.placeBid') })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousFindings(page);
    });

    test('the staff receipt form of a donation', async ({ openPage }) => {
      const page = await openPage(language, 'staff');
      const { id } = await submitDonation(page.request, `a11y-receipt-${language}-${Date.now()}@example.test`);
      await page.goto(`/donation-tracking?donation=${id}`);
      await settled(page, language);
      await expect(page.getByRole('form', { name: text(language, 'staff.receipt.formTitle') })).toBeVisible();
      await expectNoSeriousFindings(page);
    });

    test('the chat widget open, with its settings panel', async ({ openPage }) => {
      const page = await openPage(language);
      await page.goto('/');
      await settled(page, language);
      await page.getByRole('button', { name: text(language, 'chat.widget.open') }).click();
      const widget = page.getByRole('dialog');
      await expect(widget).toBeVisible();
      // the conversation started (while it starts, "Loading…" fades in: axe would measure it half-transparent)
      await expect(widget.getByText(text(language, 'app.loading'))).toHaveCount(0);
      await expectNoSeriousFindings(page);
      await widget.getByRole('button', { name: text(language, 'chat.widget.settings') }).click();
      await expect(widget.getByRole('group').or(widget.getByRole('region')).first()).toBeVisible();
      await expectNoSeriousFindings(page);
    });

    test('the mobile menu on a narrow screen', async ({ openPage }) => {
      const page = await openPage(language, undefined, { width: 375, height: 740 });
      await page.goto('/');
      await settled(page, language);
      await page.getByRole('button', { name: text(language, 'header.menu.open') }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expectNoSeriousFindings(page);
    });

    test('a confirm dialog (deleting a post)', async ({ openPage }) => {
      const page = await openPage(language, 'admin');
      await page.goto('/admin/posts');
      await settled(page, language);
      await page
        .getByRole('button', { name: text(language, 'content.posts.delete') })
        .first()
        .click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog).toBeVisible();
      await expectNoSeriousFindings(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('a form showing its errors (the donation wizard after an empty submit)', async ({ openPage }) => {
      const page = await openPage(language);
      await page.goto('/unified-donation');
      await settled(page, language);
      await page.getByRole('button', { name: text(language, 'donate.next') }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
      await expectNoSeriousFindings(page);
    });
  });
}
