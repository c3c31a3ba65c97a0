import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp } from './inApp';
import { ROUTE_PATHS } from '../src/routing/routePaths';
import { signedInPage } from './staffHelpers';

// The gate matrix of issue 13 §1 and §8: every admin path, built or not, shows "Loading..." and
// then Login Required to a visitor and Access Denied to every signed-in role but admin — never a
// 404 — and the page itself, inside the admin layout, to an admin.

/** Spec 001 §2: the sidebar's paths and its "other admin-only paths" ({id} as 1). */
const SPEC_ADMIN_PATHS = [
  '/admin',
  '/admin/chat-history',
  '/admin/settings',
  '/admin/colors',
  '/admin/users',
  '/admin/donations',
  '/admin/charities',
  '/admin/auctions',
  '/admin/dealers',
  '/admin/pages',
  '/admin/analytics',
  '/admin/posts/new',
  '/admin/posts/1/edit',
  '/admin/categories',
  '/admin/forms',
  '/admin/forms/new',
  '/admin/forms/1/edit',
  '/admin/forms/1/submissions',
  '/admin/pages/new',
  '/admin/pages/1/edit',
  '/admin/chat',
  '/form-builder',
];

/** The app's own admin pages beyond the spec's (the route table), so a new one joins the matrix by itself. */
const BUILT_ADMIN_PATHS = ROUTE_PATHS.filter((route) => route.layout === 'admin').map((route) =>
  route.path.replace(/:\w+/g, '1'),
);

const UNBUILT_PATH = '/admin/no-such-page';
const ADMIN_PATHS = [...new Set([...SPEC_ADMIN_PATHS, ...BUILT_ADMIN_PATHS, UNBUILT_PATH])];

const NON_ADMIN_ROLES = [
  { username: 'donor', role: 'user' },
  { username: 'dealer', role: 'dealer' },
  { username: 'charity', role: 'charity' },
  { username: 'staff', role: 'staff' },
  { username: 'editor', role: 'editor' },
];

test('the matrix covers every admin page of the route table', () => {
  expect(ADMIN_PATHS.length).toBeGreaterThanOrEqual(SPEC_ADMIN_PATHS.length + 1);
  for (const path of BUILT_ADMIN_PATHS) expect(ADMIN_PATHS).toContain(path);
});

// Each path is opened inside the running app, as a link does (inApp.ts): the gate is drawn by the
// app, so this checks it as a full load would, at a fraction of the cost. That the server answers
// every path with the app (never its own 404) is checked by `expectServedApp`.

/** The app follows openInApp: from a gate, the public home page replaces it (so no gate lingers unseen). */
async function expectAppFollows(page: Page, gate: string): Promise<void> {
  await openInApp(page, '/');
  await expect(page.getByRole('heading', { name: gate })).toHaveCount(0);
}

/** The server answers each path with the app's page (200, HTML), for a visitor and when signed in. */
async function expectServedApp(page: Page): Promise<void> {
  for (const path of ADMIN_PATHS) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
  }
}

/** Holds the session query back so the gate's loading state can be seen, then lets it go. */
async function expectLoadingFirst(page: Page, path: string, loadingText: string): Promise<void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('query Me')) await held;
    await route.continue();
  });
  await page.goto(path);
  await expect(page.getByText(loadingText)).toBeVisible();
  release();
  await page.unrouteAll({ behavior: 'wait' }); // the held request goes on before the next page
}

test('a visitor sees Loading... then Login Required on every admin path', async ({ page }) => {
  test.setTimeout(120_000);
  await expectLoadingFirst(page, '/admin/settings', 'Loading...');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expectServedApp(page);
  await expectAppFollows(page, 'Login Required');
  for (const path of ADMIN_PATHS) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { name: 'Login Required' }), path).toBeVisible();
    await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
  }
});

for (const { username, role } of NON_ADMIN_ROLES) {
  test(`${role} sees Access Denied on every admin path, never a 404`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, username);
    await expectLoadingFirst(page, '/admin', 'Loading...');
    await expectServedApp(page);
    await expectAppFollows(page, 'Access Denied');
    for (const path of ADMIN_PATHS) {
      await openInApp(page, path);
      await expect(page.getByRole('heading', { name: 'Access Denied' }), path).toBeVisible();
      await expect(page.getByText('You need admin access to view this page'), path).toBeVisible();
      await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Admin' }), path).toHaveCount(0);
    }
    await page.context().close();
  });
}

test('an admin gets every admin page inside the admin layout; an unbuilt path is not found there', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await page.goto('/admin');
  for (const path of ADMIN_PATHS) {
    await openInApp(page, path);
    await expect(sidebar, path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' }), path).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Login Required' }), path).toHaveCount(0);
    if (path !== UNBUILT_PATH && !path.includes('/1')) await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
  }
  await page.goto(UNBUILT_PATH);
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(sidebar).toBeVisible();
  await page.context().close();
});

test('the gates speak French', async ({ browser }) => {
  const visitor = await (await browser.newContext({ locale: 'fr-CA' })).newPage();
  await expectLoadingFirst(visitor, '/admin/users', 'Chargement...');
  await expect(visitor.getByRole('heading', { name: 'Connexion requise' })).toBeVisible();
  await visitor.context().close();

  const editor = await signedInPage(browser, 'editor', 'fr-CA');
  await editor.goto('/admin/settings');
  await expect(editor.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await editor.context().close();
});
