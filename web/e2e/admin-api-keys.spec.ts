import { expect, test } from './fixtures';
import { signedInPage } from './staffHelpers';

// API keys (issue 14 §3): the admin creates a key from the sidebar's page, sees its secret once
// with a warning and a Copy button, an integration calls the API with it, and once revoked (after
// a confirmation) the key is refused. In French, the same page in Canadian French.

const stamp = Date.now().toString(36);

test('the admin creates a key, sees it once, uses it, then revokes it and it stops working', async ({ browser }) => {
  test.setTimeout(60_000);
  const admin = await signedInPage(browser, 'admin');
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'API Keys' }).click();
  await expect(admin.getByRole('heading', { name: 'API Keys' })).toBeVisible();

  const name = `CRM sync ${stamp}`;
  await admin.getByRole('button', { name: 'Create key' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Key name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('staff');
  await expect(dialog.getByLabel('Read-only (queries and GET requests only)')).toBeChecked();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = admin.getByRole('dialog', { name: 'Copy your new key now' });
  await expect(shown.getByText('This is the only time the key is shown.', { exact: false })).toBeVisible();
  const secret = await shown.getByLabel('API key').inputValue();
  expect(secret).toMatch(/^vdp_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(admin.getByText('Key copied')).toBeVisible();
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: 'I have stored it' }).click();
  await expect(shown).toBeHidden();

  const row = admin.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Staff · read-only')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(admin.getByText(secret)).toHaveCount(0); // never shown again
  await admin.reload();
  await expect(row).toBeVisible();
  expect(await admin.content()).not.toContain(secret.slice(17));

  // an integration: no cookie, the key in the header
  const integration = await browser.newContext();
  const headers = { Authorization: `Bearer ${secret}` };
  expect((await integration.request.get('/api/donations', { headers })).status()).toBe(200);
  expect((await integration.request.get('/api/users', { headers })).status()).toBe(403);

  await row.getByRole('button', { name: `Revoke the key ${name}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Revoke this key?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Revoke the key ${name}` }).click();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(admin.getByText('Key revoked')).toBeVisible();
  await expect(row.getByText(/^Revoked /)).toBeVisible();
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  expect((await integration.request.get('/api/donations', { headers })).status()).toBe(401);
  await integration.close();
});

test('in French, the page, the form and the secret dialog speak Canadian French', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', 'fr-CA');
  await admin.goto('/admin/api-keys');
  await expect(admin.getByRole('heading', { name: 'Clés d’API' })).toBeVisible();
  await admin.getByRole('button', { name: 'Créer une clé' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Nouvelle clé d’API' });
  await dialog.getByRole('button', { name: 'Créer la clé' }).click();
  await expect(dialog.getByText('Le nom de la clé est obligatoire')).toBeVisible();
  await dialog.getByLabel('Nom').fill(`Export comptable ${stamp}`);
  await dialog.getByLabel('Lecture seule (requêtes et GET seulement)').uncheck();
  await dialog.getByRole('button', { name: 'Créer la clé' }).click();
  const shown = admin.getByRole('dialog', { name: 'Copiez votre nouvelle clé maintenant' });
  await expect(shown.getByText('C’est la seule fois où la clé est affichée.', { exact: false })).toBeVisible();
  await shown.getByRole('button', { name: 'Je l’ai conservée' }).click();
  await expect(
    admin.getByRole('row', { name: new RegExp(`Export comptable ${stamp}`) }).getByText(/lecture-écriture/),
  ).toBeVisible();

  const editor = await signedInPage(browser, 'editor');
  await editor.goto('/admin/api-keys');
  await expect(editor.getByText('You need admin access to view this page')).toBeVisible();
});
