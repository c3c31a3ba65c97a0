import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage } from './staffHelpers';

// The audit trail (issue 13 §6): an admin changes a user's role on /admin/users, then finds the
// change on /admin/audit with its values before and after, filters by entity type and action;
// the page speaks French too.

const stamp = Date.now().toString(36);

/** A user of role "user", made through the api as the signed-in admin; its id. */
async function newUser(admin: Page, username: string): Promise<number> {
  const answer = await admin.request.post('/api/users', {
    data: { username, email: `${username}@example.com`, firstName: 'Audrey', lastName: 'Trail', role: 'user' },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

test('an admin changes a role and sees it in the audit trail with before → after, then filters it', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signedInPage(browser, 'admin');
  const username = `e2e-audit-${stamp}`;
  const id = await newUser(admin, username);

  await admin.goto('/admin/users');
  await admin.getByRole('searchbox', { name: 'Search by username, e-mail or name' }).fill(username);
  await admin.getByRole('button', { name: `Edit ${username}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('editor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('User updated.')).toBeVisible();

  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Trail' }).click();
  await expect(admin.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  const row = admin
    .getByTestId('audit-event')
    .filter({ hasText: `User #${id}` })
    .filter({ hasText: 'Updated' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `User #${id}` })).toHaveAttribute('href', '/admin/users');
  await expect(row.getByText('Administrator')).toBeVisible();
  await expect(row.getByRole('definition')).toHaveText('user → changed to editor');

  await admin.getByRole('combobox', { name: 'Entity type' }).selectOption({ label: 'User' });
  await admin.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Updated' });
  await expect(admin.getByTestId('audit-event').filter({ hasText: 'Updated' }).first()).toBeVisible();
  await expect(admin.getByTestId('audit-event').filter({ hasNotText: 'Updated' })).toHaveCount(0);
  await expect(row).toHaveCount(1);

  await admin.getByRole('combobox', { name: 'Entity type' }).selectOption({ label: 'Charity' });
  await admin.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Password' });
  await expect(admin.getByText('No audit events found')).toBeVisible();
});

test('in French: the labels of the page, its filters, entity types and actions', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', 'fr-CA');
  const id = await newUser(admin, `e2e-audit-fr-${stamp}`);
  await admin.goto('/admin/audit');
  await expect(admin.getByRole('heading', { name: 'Journal d’audit' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Type d’élément' }).selectOption({ label: 'Utilisateur' });
  const row = admin.getByTestId('audit-event').filter({ hasText: `Utilisateur #${id}` });
  await expect(row.getByText('Création')).toBeVisible();
  await expect(row.getByText('Administrateur')).toBeVisible();
  await admin.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Mise pour un concessionnaire' });
  await expect(admin.getByText('Aucun événement d’audit trouvé')).toBeVisible();
});

test('a non-admin is refused the audit trail', async ({ browser }) => {
  const staff = await signedInPage(browser, 'staff');
  await staff.goto('/admin/audit');
  await expect(staff.getByText('You need admin access to view this page')).toBeVisible();
  expect((await staff.request.get('/api/audit-events')).status()).toBe(403);
});
