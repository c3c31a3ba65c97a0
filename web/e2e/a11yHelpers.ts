import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import permissions from '@vdp/shared/auth/permissions';
import type { Role } from '@vdp/shared/auth/roles';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from './helpers';
import { networkQuiet } from './inApp';

// Helpers of the accessibility specs (issue 17): axe-core with the WCAG A/AA rules, sign-ins
// kept per role and worker, texts looked up in the app's own catalogs so one test runs in both languages.

export const LOCALES = { en: 'en-CA', fr: 'fr-CA' } as const;
export type Language = keyof typeof LOCALES;

/** The app's catalog and the areas' (web/src/i18n), merged, in one language. */
function catalog(language: Language): Record<string, string> {
  const root = path.resolve('web/src/i18n');
  const files = [
    path.join(root, `${language}.json`),
    ...['auctions', 'chat', 'content'].map((area) => path.join(root, 'areas', area, `${language}.json`)),
  ];
  return Object.assign({}, ...files.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
}

const CATALOGS = { en: catalog('en'), fr: catalog('fr') };

/** A message of the app's catalogs as the visitor reads it ({placeholders} left as they are). */
export function text(language: Language, id: string): string {
  const message = CATALOGS[language][id];
  if (message === undefined) throw new Error(`no message ${id}`);
  return message;
}

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe on the page (or inside `include`) and fails on any serious or critical finding, listing
 * each rule with the elements it names, so the failure says what to fix (`soft`: the test goes on
 * and fails at its end).
 */
export async function expectNoSeriousFindings(
  page: Page,
  include?: string,
  { soft = false, route }: { soft?: boolean; route?: string } = {},
): Promise<void> {
  // violations only: axe then skips recording every passing node
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_AA_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 8)
        .map((node) => `    ${node.target.join(' ')} ${node.html.slice(0, 160)}`)
        .join('\n'),
  );
  (soft ? expect.soft : expect)(report, `axe findings on ${route ?? page.url()}`).toEqual([]);
}

// @vdp/shared is CommonJS (its build, made by npm run build): an ES module gets its exports as one default object
const { rolesFor, ROUTE_PERMISSIONS } = permissions;

/** The demo account of each role (api/src/db/seeders/demo-accounts.ts). */
const DEMO_USERNAMES: Record<Role, string> = {
  admin: 'admin',
  editor: 'editor',
  staff: 'staff',
  dealer: 'dealer',
  charity: 'charity',
  user: 'donor',
};

/**
 * The role that sees a path: the one its route permission names first after the admin (the admin
 * sees everything, so a page meant for staff is checked as staff), none for public pages.
 */
export function roleFor(path: string, layout: 'public' | 'admin'): Role | undefined {
  if (layout === 'admin') return 'admin';
  const gated = Object.entries(ROUTE_PERMISSIONS).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (!gated) return undefined;
  const roles = rolesFor(gated[1]);
  if (!Array.isArray(roles)) return undefined;
  return roles.find((role) => role !== 'admin') ?? 'admin';
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Each role signed in once per worker; every test starts a fresh context from its cookies. */
async function signedInState(browser: Browser, role: Role): Promise<StorageState> {
  const context = await browser.newContext();
  const response = await context.request.post('/api/auth/login', {
    data: { username: DEMO_USERNAMES[role], password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const state = await context.storageState();
  await context.close();
  return state;
}

export interface A11yFixtures {
  /** A page in `language`, signed in as `role` (none: a visitor), with its own cookies. */
  openPage: (language: Language, role?: Role, options?: { width?: number; height?: number }) => Promise<Page>;
}

interface WorkerFixtures {
  roleStates: (role: Role) => Promise<StorageState>;
}

export const test = base.extend<A11yFixtures, WorkerFixtures>({
  roleStates: [
    async ({ browser }, use) => {
      const states = new Map<Role, Promise<StorageState>>();
      await use((role) => {
        const known = states.get(role) ?? signedInState(browser, role);
        states.set(role, known);
        return known;
      });
    },
    { scope: 'worker' },
  ],
  openPage: async ({ browser, roleStates }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (language, role, options = {}) => {
      const context = await browser.newContext({
        locale: LOCALES[language],
        storageState: role ? await roleStates(role) : undefined,
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** Waits until the page has drawn its content in `language`: its heading shown, its requests done. */
export async function settled(page: Page, language: Language): Promise<void> {
  await page.waitForLoadState('networkidle'); // after a full load
  await networkQuiet(page); // after openInApp
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
  await expect(page.locator('main h1, [role="main"] h1, h1').first()).toBeVisible();
  // loading placeholders gone (they are aria-busy while the data comes)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
