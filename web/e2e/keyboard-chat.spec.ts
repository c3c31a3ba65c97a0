import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activate, expectVisibleFocus, selectByKeys, tabTo, useSkipLink } from './keyboardHelpers';

// Issue 17 §2 and §3: the chat widget with the keyboard alone, its replies announced, and its
// accessibility settings (spec 000 §2.12) really applied and remembered. The assistant is the
// built-in one (no OpenAI key on the e2e server); speech synthesis is the browser's, recorded here.

test.describe.configure({ timeout: 60_000 });

const REPLY_EN = 'No. We accept vehicles in any condition and tow them away free of charge.';
const REPLY_FR = 'Le remorquage a habituellement lieu';

type Spoken = { text: string; lang: string };

/** Replaces the browser's speech synthesis with a recorder of what it was asked to say. */
async function recordSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    Object.defineProperty(window, 'spokenUtterances', { value: spoken });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (utterance: SpeechSynthesisUtterance) => spoken.push({ text: utterance.text, lang: utterance.lang }),
        cancel: () => undefined,
        getVoices: () => [],
      },
    });
  });
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spokenUtterances: Spoken[] }).spokenUtterances);

const widgetOf = (page: Page) => page.getByRole('dialog', { name: /Donation assistant|Assistant des dons/ });

/** Tabs to the launcher and opens the widget with Enter; focus lands in the message box. */
async function openByKeyboard(page: Page, launcher = 'Chat with us') {
  await useSkipLink(page); // the page is in English; the widget may be in another language
  await activate(page, page.getByRole('button', { name: launcher }));
  const widget = widgetOf(page);
  await expect(widget.getByRole('textbox')).toBeFocused();
  await expect(widget.getByRole('textbox')).toBeEnabled();
  return widget;
}

test('a visitor chats with the keyboard alone: open, send, read the reply, close', async ({ page }) => {
  await page.goto('/');
  const widget = await openByKeyboard(page);
  await expectVisibleFocus(page);
  const announcer = widget.getByTestId('chat-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText('');

  await page.keyboard.type('Does my vehicle need to run?');
  await page.keyboard.press('Enter');
  await expect(widget.locator('[data-role="assistant"]').last()).toContainText(REPLY_EN);
  // the reply is announced through the polite live region
  await expect(announcer).toHaveText(REPLY_EN);

  // keyboard navigation: Shift+Tab back to the messages, arrows, Home and End move between them
  const messages = widget.locator('[data-message]');
  await tabTo(page, messages.last(), { back: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowUp');
  await expect(messages.nth((await messages.count()) - 2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(messages.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(messages.last()).toBeFocused();

  // Escape closes it, focus goes back to the launcher; Space opens it again
  await page.keyboard.press('Escape');
  await expect(widget).toHaveCount(0);
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeFocused();
  await page.keyboard.press('Space');
  await expect(widget.getByRole('textbox')).toBeFocused();
});

test('the widget’s settings apply, read replies aloud, switch its language, and are remembered', async ({ page }) => {
  await recordSpeech(page);
  await page.goto('/');
  const widget = await openByKeyboard(page);
  const bubble = widget.locator('[data-role="assistant"]').first();
  await expect(bubble).toBeVisible();
  const sizeBefore = await bubble.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const colourBefore = await widget.evaluate((element) => getComputedStyle(element).backgroundColor);

  const settingsButton = widget.getByRole('button', { name: 'Chat settings' });
  await activate(page, settingsButton, { back: true });
  await expect(settingsButton).toHaveAttribute('aria-expanded', 'true');
  const settings = widget.getByRole('group', { name: 'Display and accessibility' });

  // text size: the widget's text grows
  await selectByKeys(page, settings.getByLabel('Text size'), 'xlarge');
  await expect
    .poll(() => bubble.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)))
    .toBeGreaterThan(sizeBefore);
  await expect(widget).toHaveCSS('font-size', '20.8px');

  // high contrast: the widget's own palette, white on black
  const contrast = settings.getByRole('checkbox', { name: 'High contrast' });
  await tabTo(page, contrast);
  await page.keyboard.press('Space');
  await expect(contrast).toBeChecked();
  await expect(widget).not.toHaveCSS('background-color', colourBefore);
  await expect(widget).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(widget).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(bubble).toHaveCSS('color', 'rgb(255, 255, 255)');

  // text to speech: the next reply is read aloud in the widget's language
  const speech = settings.getByRole('checkbox', { name: 'Read replies aloud' });
  await tabTo(page, speech);
  await page.keyboard.press('Space');
  await expect(speech).toBeChecked();
  await tabTo(page, widget.getByRole('textbox'));
  await page.keyboard.type('Does my vehicle need to run?');
  await page.keyboard.press('Enter');
  await expect(widget.locator('[data-role="assistant"]').last()).toContainText(REPLY_EN);
  await expect.poll(() => spoken(page)).toContainEqual({ text: REPLY_EN, lang: 'en-CA' });

  // language: French texts in the widget (the page stays English), and a French assistant
  await selectByKeys(page, widget.getByRole('combobox', { name: /^(Language|Langue)$/ }), 'fr');
  await expect(widget.getByRole('button', { name: 'Paramètres du clavardage' })).toBeVisible();
  await expect(widget).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await tabTo(page, widget.getByRole('textbox', { name: 'Votre message' }));
  await page.keyboard.type('Combien de temps pour le remorquage?');
  await page.keyboard.press('Enter');
  await expect(widget.locator('[data-role="assistant"]').last()).toContainText(REPLY_FR);
  await expect
    .poll(async () => (await spoken(page)).some((said) => said.lang === 'fr-CA' && said.text.includes(REPLY_FR)))
    .toBe(true);

  // announcements off: the next reply is not put in the live region
  const announce = widget.getByRole('checkbox', { name: 'Annoncer les nouveaux messages' });
  await tabTo(page, announce, { back: true });
  await page.keyboard.press('Space');
  await expect(announce).not.toBeChecked();
  await expect(widget.getByTestId('chat-announcer')).toHaveText('');

  // remembered across a reload
  await page.reload();
  const again = await openByKeyboard(page, 'Clavardez avec nous');
  await expect(again).toHaveCSS('font-size', '20.8px');
  await expect(again).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await activate(page, again.getByRole('button', { name: 'Paramètres du clavardage' }), { back: true });
  const remembered = again.getByRole('group', { name: 'Affichage et accessibilité' });
  await expect(remembered.getByLabel('Taille du texte')).toHaveValue('xlarge');
  await expect(remembered.getByRole('checkbox', { name: 'Contraste élevé' })).toBeChecked();
  await expect(remembered.getByRole('checkbox', { name: 'Lire les réponses à voix haute' })).toBeChecked();
  await expect(remembered.getByRole('checkbox', { name: 'Annoncer les nouveaux messages' })).not.toBeChecked();
  await expect(remembered.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
});

test('the chat page announces the assistant’s reply', async ({ page }) => {
  await page.goto('/chat');
  await useSkipLink(page);
  const box = page.getByRole('textbox', { name: 'Your message' });
  await tabTo(page, box);
  await page.keyboard.type('How can I contact you?');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-role="assistant"]').last()).toContainText('1-800-555-0199');
  await expect(page.getByTestId('chat-announcer')).toContainText('1-800-555-0199');
});
