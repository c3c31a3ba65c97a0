import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

// each test opens conversations and waits for streamed replies, some in two browsers
test.describe.configure({ timeout: 60_000 });

async function openWidget(page: Page, launcher = 'Chat with us') {
  await page.getByRole('button', { name: launcher }).click();
  return page.getByRole('dialog', { name: /Donation assistant|Assistant des dons/ });
}

test('a visitor asks in the widget and watches the reply stream in', async ({ page }) => {
  await page.goto('/');
  const widget = await openWidget(page);
  await expect(widget.getByText('I’m the donation assistant')).toBeVisible();
  await expect(widget.getByTestId('chat-model')).toHaveText('Built-in assistant');
  const input = widget.getByLabel('Your message');
  await input.fill('   ');
  await input.press('Enter');
  await expect(widget.getByText('Please type a message first.')).toBeVisible();
  // record every text the reply shows while it is being written
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-streaming]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await input.fill('Does my vehicle need to run?');
  await input.press('Enter');
  await expect(widget.locator('[data-role="user"]').last()).toContainText('Does my vehicle need to run?');
  const answer = 'No. We accept vehicles in any condition and tow them away free of charge.';
  await expect(widget.locator('[data-role="assistant"]').last()).toContainText(answer);
  await expect(widget.locator('[data-streaming]')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.length).toBeGreaterThan(3); // it arrived piece by piece
  for (const partial of seen) expect(answer.startsWith(partial.trim())).toBe(true);
  // the same conversation comes back after a reload (one id per browser)
  await page.reload();
  const again = await openWidget(page);
  await expect(again.locator('[data-role="user"]')).toHaveText(/Does my vehicle need to run\?/);
});

test('the widget speaks French, and has its settings, sizes and clear history', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Français' }).click();
  const widget = await openWidget(page, 'Clavardez avec nous');
  await expect(widget.getByText('Je suis l’assistant des dons')).toBeVisible();
  await widget.getByLabel('Votre message').fill('Combien de temps pour le remorquage?');
  await widget.getByRole('button', { name: 'Envoyer' }).click();
  await expect(widget.locator('[data-role="assistant"]').last()).toContainText(
    'Le remorquage a habituellement lieu dans un délai de 1-3 business days',
  );

  await widget.getByRole('button', { name: 'Paramètres du clavardage' }).click();
  await widget.getByLabel('Taille du texte').selectOption('xlarge');
  await expect(widget).toHaveCSS('font-size', '20.8px');
  await widget.getByLabel('Contraste élevé').check();
  await expect(widget).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await widget.getByRole('button', { name: 'Agrandir le clavardage' }).click();
  await widget.getByRole('button', { name: 'Réduire le clavardage' }).click();
  await expect(widget.getByLabel('Votre message')).toHaveCount(0);
  await widget.getByRole('button', { name: 'Restaurer la taille du clavardage' }).click();

  // the widget's own language: its texts (and the assistant) switch to English on a French page
  await widget.getByRole('combobox', { name: /^Langue/ }).selectOption('en');
  await expect(widget.getByRole('button', { name: 'Clear history' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passer au contenu' })).toHaveCount(1);
  await widget.getByRole('button', { name: 'Clear history' }).click();
  await expect(widget.locator('[data-role="user"]')).toHaveCount(0);
  await expect(widget.getByText('I’m the donation assistant')).toBeVisible(); // welcome in the chosen language
  await widget.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
});

test('the chat page keeps conversations in a sidebar: create, open, delete', async ({ page }) => {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Chat with our assistant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0); // no widget on the chat page
  const input = page.getByLabel('Your message');
  await input.fill('How can I contact you?');
  await input.press('Enter');
  await expect(page.locator('[data-role="assistant"]').last()).toContainText('1-800-555-0199');
  const sidebar = page.getByRole('complementary', { name: 'Conversations' });
  await expect(sidebar.getByRole('button', { name: 'How can I contact you?', exact: true })).toBeVisible();
  await sidebar.getByRole('button', { name: 'New conversation' }).click();
  await expect(sidebar.getByRole('button', { name: 'New Conversation', exact: true })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Delete conversation New Conversation' }).click();
  await expect(sidebar.getByRole('button', { name: 'New Conversation', exact: true })).toHaveCount(0);
  await sidebar.getByRole('button', { name: 'How can I contact you?', exact: true }).click();
  await expect(page.locator('[data-role="user"]')).toHaveText(/How can I contact you\?/);
});

test('admins review conversations in the chat history', async ({ page, browser }) => {
  await page.goto('/');
  const widget = await openWidget(page);
  await widget.getByLabel('Your message').fill('hello');
  await widget.getByLabel('Your message').press('Enter');
  await expect(widget.locator('[data-role="assistant"]').last()).toContainText('Hello! I can answer');

  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  await admin.waitForURL(/\/$/);
  await admin.goto('/admin/chat-history');
  await expect(admin.getByRole('heading', { name: 'Chat History' })).toBeVisible();
  await expect(admin.getByText('Total sessions')).toBeVisible();
  await admin.getByLabel('Search title or session id').fill('hello');
  const row = admin.getByRole('row', { name: /hello/ }).first();
  await row.getByRole('button', { name: 'View' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText('Hello! I can answer')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await admin.getByLabel('Search title or session id').fill('nothing-matches-this');
  await expect(admin.getByText('No Sessions Found')).toBeVisible();
  await admin.close();
});

test('the chat history shows 20 conversations at a time, and Load more brings the rest', async ({ page }) => {
  await signIn(page, 'admin');
  await page.waitForURL(/\/$/);
  const mark = `Paged ${Date.now()}`;
  for (let n = 1; n <= 23; n++) {
    expect((await page.request.post('/api/chat/sessions', { data: { title: `${mark} ${n}` } })).status()).toBe(201);
  }
  await page.goto('/admin/chat-history');
  await page.getByLabel('Search title or session id').fill(mark);
  const rows = page.getByRole('row', { name: new RegExp(mark) });
  await expect(rows).toHaveCount(20);
  await expect(page.getByText('20 of 23')).toBeVisible();
  await expect(rows.first()).toContainText(`${mark} 23`); // the most recent first
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(23);
  await expect(page.getByText('23 of 23')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('admins configure the assistant; other roles are denied', async ({ page, browser }) => {
  await signIn(page, 'admin');
  await page.waitForURL(/\/$/);
  await page.goto('/admin/chat');
  await page.getByLabel('Instructions for the assistant (system prompt)').fill('Be kind and brief.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Business info' }).click();
  await expect(page.getByLabel('Phone')).toHaveValue('1-800-555-0199');

  const editor = await browser.newPage();
  await signIn(editor, 'editor');
  await editor.waitForURL(/\/$/);
  await editor.goto('/admin/chat-history');
  await expect(editor.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await editor.close();
});
