import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage } from './staffHelpers';

// Colour themes (issue 13 item 4): the admin makes a theme in the editor (live preview, Reset, the
// AA contrast of each pair), activates it, and a visitor's open page takes it without reloading.
// Demo data: the seeded "Trust Blue" theme is active, every pair at AA (the web's built-in theme,
// @vdp/shared/themes/default-theme); a pair made to fail blocks saving until it is fixed.

// one after the other: the French test changes the seeded theme the first one starts from
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const CREAM = 'hsl(40, 60%, 96%)';
const CREAM_RGB = 'rgb(251, 247, 239)';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the admin creates a readable theme, previews it, activates it, and an open page takes it live', async ({ browser }) => {
  test.setTimeout(90_000);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await bodyBackground(visitor)).toBe('rgb(255, 255, 255)');

  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/colors');
  await expect(admin.getByRole('heading', { name: 'Color Themes', level: 1 })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Color Themes' })).toHaveAttribute(
    'href',
    '/admin/colors',
  );
  const seeded = admin.getByRole('article', { name: /Trust Blue/ });
  await expect(seeded.getByText('Active', { exact: true })).toBeVisible();

  await admin.getByRole('button', { name: 'New Theme' }).click();
  await expect(admin.getByRole('heading', { name: 'New color theme' })).toBeVisible();
  // the form starts from the active theme's colours (all at AA); the old seed's muted text fails on its muted
  const mutedPair = admin.getByTestId('contrast-mutedForeground-muted');
  await expect(mutedPair).toContainText('Pass');
  await admin.getByLabel('Muted foreground', { exact: true }).fill('hsl(215, 16%, 47%)');
  await expect(mutedPair).toContainText('4.36:1');
  await expect(mutedPair).toContainText('Fail');
  await expect(admin.getByText('1 pair is below AA: this theme cannot be activated.')).toBeVisible();

  await admin.getByLabel('Name', { exact: true }).fill(`Cream ${stamp}`);
  await admin.getByLabel('Muted foreground', { exact: true }).fill('hsl(215, 19%, 35%)');
  await expect(mutedPair).toContainText('Pass');
  await expect(admin.getByText('Every pair meets AA: this theme can be activated.')).toBeVisible();

  // the preview draws the form's values as they are typed; Reset puts back the starting colours
  const preview = admin.getByTestId('theme-preview');
  await admin.getByLabel('Background', { exact: true }).fill('hsl(0, 80%, 40%)');
  await expect(preview).toHaveCSS('background-color', 'rgb(184, 20, 20)');
  await expect(admin.getByTestId('contrast-foreground-background')).toContainText('Fail');
  await admin.getByRole('button', { name: 'Reset' }).click();
  await expect(preview).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(admin.getByLabel('Name', { exact: true })).toHaveValue('');

  await admin.getByLabel('Name', { exact: true }).fill(`Cream ${stamp}`);
  await admin.getByLabel('Muted foreground', { exact: true }).fill('hsl(215, 19%, 35%)');
  await admin.getByLabel('Background', { exact: true }).fill(CREAM);
  await expect(preview).toHaveCSS('background-color', CREAM_RGB);
  // a bad value is named under its field
  await admin.getByLabel('Hero gradient', { exact: true }).fill('url(https://example.com/x.png)');
  await admin.getByRole('button', { name: 'Save Theme' }).click();
  await expect(admin.getByText(/heroGradient must be a CSS gradient/)).toBeVisible();
  await admin
    .getByLabel('Hero gradient', { exact: true })
    .fill('linear-gradient(135deg, hsl(30, 70%, 30%) 0%, hsl(20, 70%, 25%) 100%)');
  await admin.getByRole('button', { name: 'Save Theme' }).click();
  await expect(admin.getByText('Color theme created')).toBeVisible();

  const cream = admin.getByRole('article', { name: new RegExp(`Cream ${stamp}`) });
  await expect(cream.getByText('Active', { exact: true })).toHaveCount(0);
  // the seed, at AA, can be activated again
  await cream.getByRole('button', { name: `Activate Cream ${stamp}` }).click();
  await expect(admin.getByText('Color theme activated')).toBeVisible();
  await expect(cream.getByText('Active', { exact: true })).toBeVisible();
  await expect(seeded.getByText('Text contrast below AA: fix the colours before activating')).toHaveCount(0);
  await expect(seeded.getByRole('button', { name: 'Activate Trust Blue' })).toBeEnabled();
  await expect.poll(() => bodyBackground(admin)).toBe(CREAM_RGB);

  // the visitor's page, open all along, takes the new theme at its next poll (10 s)
  await expect.poll(() => bodyBackground(visitor), { timeout: 20_000 }).toBe(CREAM_RGB);
});

test('in French, the admin edits a theme with the preview and contrast check; a non-admin is refused', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', 'fr-CA');
  await admin.goto('/admin/colors');
  await expect(admin.getByRole('heading', { name: 'Thèmes de couleurs', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Modifier Trust Blue' }).click();
  await expect(admin.getByRole('heading', { name: 'Modifier Trust Blue' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Aperçu en direct' })).toBeVisible();
  await expect(admin.getByTestId('contrast-mutedForeground-muted')).toContainText('Réussi');
  await admin.getByLabel('Texte atténué', { exact: true }).fill('hsl(215, 16%, 47%)');
  await expect(admin.getByTestId('contrast-mutedForeground-muted')).toContainText('Échec');
  await admin.getByLabel('Texte atténué', { exact: true }).fill('hsl(215, 19%, 35%)');
  await expect(admin.getByTestId('contrast-mutedForeground-muted')).toContainText('Réussi');
  await expect(admin.getByText('Toutes les paires atteignent le niveau AA : ce thème peut être activé.')).toBeVisible();
  await admin.getByLabel('Principale', { exact: true }).fill('bleu');
  await admin.getByRole('button', { name: 'Enregistrer le thème' }).click();
  await expect(admin.getByText('primary doit être une couleur comme hsl(210, 100%, 40%) ou #1e40af')).toBeVisible();
  await admin.getByLabel('Principale', { exact: true }).fill('hsl(210, 100%, 40%)');
  await admin.getByRole('button', { name: 'Enregistrer le thème' }).click();
  await expect(admin.getByText('Thème de couleurs mis à jour')).toBeVisible();
  await expect(
    admin.getByRole('article', { name: /Trust Blue/ }).getByText('Contraste du texte inférieur au niveau AA', { exact: false }),
  ).toHaveCount(0);

  const editor = await signedInPage(browser, 'editor', 'fr-CA');
  await editor.goto('/admin/colors');
  await expect(editor.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
});
