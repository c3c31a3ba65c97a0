import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage } from './staffHelpers';

// Sign out everywhere (issue 16 item 4): a user ends every session of their account from the
// user menu, and an admin ends a user's from the users page; the other devices are signed out at once.

const TEXTS = {
  'en-US': {
    menu: (username: string) => `Account menu, signed in as ${username}`,
    button: 'Sign out everywhere',
    done: 'Every session of your account has ended, on every device.',
    rowButton: (username: string) => `Sign out everywhere ${username}`,
    confirmTitle: (username: string) => `Sign ${username} out everywhere?`,
    adminDone: 'User signed out everywhere.',
    search: 'Search by username, e-mail or name',
    confirm: 'Sign out everywhere',
  },
  'fr-CA': {
    menu: (username: string) => `Menu du compte, connecté en tant que ${username}`,
    button: 'Se déconnecter partout',
    done: 'Toutes les sessions de votre compte ont pris fin, sur tous vos appareils.',
    rowButton: (username: string) => `Déconnecter partout ${username}`,
    confirmTitle: (username: string) => `Déconnecter ${username} partout?`,
    adminDone: 'Utilisateur déconnecté partout.',
    search: "Rechercher par nom d'utilisateur, courriel ou nom",
    confirm: 'Déconnecter partout',
  },
} as const;

type Locale = keyof typeof TEXTS;
const PASSWORD = 'StaffPass123';

/** A new staff account, made by the admin over REST. */
async function newStaff(admin: Page, locale: Locale): Promise<string> {
  const username = `e2e-out-${locale}-${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/users', {
    data: {
      username,
      email: `${username}@example.com`,
      firstName: 'Sam',
      lastName: 'Out',
      role: 'staff',
      passwordMode: 'set',
      password: PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  return username;
}

/** A device (its own browser context) signed in as `username`. */
async function device(browser: Browser, username: string, locale: Locale): Promise<Page> {
  const page = await (await browser.newContext({ locale })).newPage();
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
  return page;
}

const signedIn = async (page: Page) => (await page.request.get('/api/auth/user')).status();

for (const locale of ['en-US', 'fr-CA'] as const) {
  const t = TEXTS[locale];

  test(`${locale}: the user menu's sign out everywhere ends the sessions of every device`, async ({ browser }) => {
    const admin = await signedInPage(browser, 'admin', locale);
    const username = await newStaff(admin, locale);
    const laptop = await device(browser, username, locale);
    const phone = await device(browser, username, locale);

    await laptop.goto('/');
    await laptop.getByRole('button', { name: t.menu(username) }).click();
    await laptop.getByRole('button', { name: t.button }).click();
    await expect(laptop.getByText(t.done)).toBeVisible();
    await expect(laptop.getByRole('button', { name: t.menu(username) })).toHaveCount(0);
    expect(await signedIn(laptop)).toBe(401);
    expect(await signedIn(phone)).toBe(401);
  });

  test(`${locale}: the admin signs a user out everywhere from the users page`, async ({ browser }) => {
    const admin = await signedInPage(browser, 'admin', locale);
    const username = await newStaff(admin, locale);
    const laptop = await device(browser, username, locale);
    expect(await signedIn(laptop)).toBe(200);

    await admin.goto('/admin/users');
    await admin.getByRole('searchbox', { name: t.search }).fill(username);
    const row = admin.getByRole('row', { name: new RegExp(username) });
    await row.getByRole('button', { name: t.rowButton(username) }).click();
    await admin
      .getByRole('dialog', { name: t.confirmTitle(username) })
      .getByRole('button', { name: t.confirm })
      .click();
    await expect(admin.getByText(t.adminDone)).toBeVisible();
    expect(await signedIn(laptop)).toBe(401);
    expect(await signedIn(admin)).toBe(200); // the admin's own session lives on
  });
}
