import { expect, test } from './fixtures';
import { mailedToken } from './helpers';
import { signedInPage } from './staffHelpers';

// Users (issue 13 item 2): the admin finds users, adds a staff user with a password set now, who
// signs in; deactivating that user ends their session at once. In French, a taken username is
// named under its field with the failure toast of spec 001 §8; a non-admin is refused the page.

const stamp = Date.now().toString(36);

test('the admin adds a staff user who signs in, then deactivates them and their session ends', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await expect(admin.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(admin.getByTestId('user-count-admins')).not.toHaveText('—');

  const search = admin.getByRole('searchbox', { name: 'Search by username, e-mail or name' });
  await search.fill('no-such-user-anywhere');
  await expect(admin.getByText('No users found')).toBeVisible();
  await search.fill('Emma');
  await expect(admin.getByRole('cell', { name: 'editor', exact: true })).toBeVisible();
  await search.fill('');

  const username = `e2e-staff-${stamp}`;
  await admin.getByRole('button', { name: 'Add User' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(`${username}@example.com`);
  await dialog.getByLabel('First name').fill('Sky');
  await dialog.getByLabel('Last name').fill('Staffer');
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('staff');
  await dialog.getByRole('combobox', { name: 'First password' }).selectOption('set');
  await dialog.getByLabel('Password', { exact: true }).fill('StaffPass123');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('User created.')).toBeVisible();
  await search.fill(username);
  const row = admin.getByRole('row', { name: new RegExp(username) });
  await expect(row.getByText('Staff', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  expect((await staff.request.post('/api/auth/login', { data: { username, password: 'StaffPass123' } })).status()).toBe(200);
  expect((await staff.request.get('/api/auth/user')).status()).toBe(200);

  await row.getByRole('button', { name: `Deactivate ${username}` }).click();
  await admin
    .getByRole('dialog', { name: `Deactivate ${username}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(admin.getByText('User deactivated.')).toBeVisible();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
  expect((await staff.request.get('/api/auth/user')).status()).toBe(401);
});

test('in French, a taken username is named under its field; a non-admin is refused the page', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', 'fr-CA');
  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { name: 'Utilisateurs' })).toBeVisible();
  await admin.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Ajouter un utilisateur' });
  await dialog.getByLabel("Nom d'utilisateur").fill('editor');
  await dialog.getByLabel('Courriel').fill(`fr-${stamp}@example.com`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText("Ce nom d'utilisateur est déjà pris")).toBeVisible();
  await expect(admin.getByText("Échec de la création de l'utilisateur. Veuillez réessayer.")).toBeVisible();

  const editor = await signedInPage(browser, 'editor');
  await editor.goto('/admin/users');
  await expect(editor.getByText('You need admin access to view this page')).toBeVisible();
});

test('a user added with a set-password e-mail chooses a password on /set-password, then signs in', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/users');
  const username = `e2e-editor-${stamp}`;
  await admin.getByRole('button', { name: 'Add User' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(`${username}@example.com`);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('editor');
  await dialog.getByRole('combobox', { name: 'First password' }).selectOption('link');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('User created; a set-password link was e-mailed.')).toBeVisible();

  const token = await mailedToken(`${username}@example.com`);
  const user = await (await browser.newContext()).newPage();
  await user.goto(`/set-password?token=${encodeURIComponent(token)}`);
  await expect(user.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await user.getByLabel('New password').fill('EditorPass123');
  await user.getByLabel('Confirm the password').fill('EditorPass123');
  await user.getByRole('button', { name: 'Set password' }).click();
  await expect(user.getByText(`Your password is set. Sign in as ${username}.`)).toBeVisible();
  expect((await user.request.post('/api/auth/login', { data: { username, password: 'EditorPass123' } })).status()).toBe(200);
});
