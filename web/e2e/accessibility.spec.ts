import { expect, type Page } from '@playwright/test';
import { ROUTE_PATHS } from '../src/routing/routePaths';
import type { Role } from '@vdp/shared/auth/roles';
import { expectNoSeriousFindings, roleFor, settled, test, type Language } from './a11yHelpers';
import { walkRoutes } from './inApp';

// Every route of the route table (web/src/routing/routePaths.ts), in English and in French, as
// the role that sees it, checked by axe-core against WCAG 2.0/2.1/2.2 A and AA: no serious or
// critical finding (issue 17 item 1). A new route is covered by itself; one with a new parameter
// fails until `PARAMETERS` says which demo record to open. Dialogs and menus: accessibility-open.spec.ts.

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** The first post of GET /api/posts: a published one for a visitor, the last edited for an admin. */
async function firstPost(page: Page): Promise<{ id: number; slug: string }> {
  const { posts } = await json<{ posts: Array<{ id: number; slug: string }> }>(page, '/api/posts');
  return posts[0];
}

/** A real value for each route parameter, from the demo data (api/src/db/seeders). */
const PARAMETERS: Record<string, (page: Page) => Promise<string>> = {
  '/blog/:slug': async (page) => (await firstPost(page)).slug,
  '/pages/:slug': async () => 'about-us',
  '/forms/:slug': async () => 'volunteer-sign-up',
  '/admin/posts/:id/edit': async (page) => String((await firstPost(page)).id),
  '/admin/pages/:id/edit': async (page) => String((await json<{ id: number }>(page, '/api/pages/slug/about-us')).id),
  '/admin/forms/:id/edit': async (page) => String((await json<{ id: number }>(page, '/api/forms/slug/volunteer-sign-up')).id),
  '/admin/forms/:id/submissions': async (page) =>
    String((await json<{ id: number }>(page, '/api/forms/slug/volunteer-sign-up')).id),
};

/** The path to open: its parameter (there is one at most) replaced by a demo record's. */
async function concretePath(page: Page, path: string): Promise<string> {
  if (!path.includes(':')) return path;
  const parameter = PARAMETERS[path];
  if (!parameter) throw new Error(`${path}: add a demo record for its parameter to PARAMETERS`);
  return path.replace(/:[a-z]+/i, await parameter(page));
}

/** The routes each role opens (none: a visitor), so one page per role and language walks its own. */
const ROUTES_BY_ROLE = new Map<Role | undefined, string[]>();
for (const route of ROUTE_PATHS) {
  const role = roleFor(route.path, route.layout);
  ROUTES_BY_ROLE.set(role, [...(ROUTES_BY_ROLE.get(role) ?? []), route.path]);
}

// One page per role and language opens each of that role's routes in turn, the first by a full load
// and the others as the app's links do (a fresh context or a full load per route cost more than
// axe itself). Each route is its own soft check, so a failure names every route with findings.
for (const [role, paths] of ROUTES_BY_ROLE) {
  for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
    test(`every route ${role ?? 'a visitor'} sees, in ${language}, has no serious axe finding`, async ({ openPage }) => {
      test.setTimeout(20_000 + paths.length * 15_000);
      const page = await openPage(language, role);
      const concrete = new Map<string, string>();
      for (const path of paths) concrete.set(await concretePath(page, path), path);
      await walkRoutes(page, [...concrete.keys()], (opened) =>
        test.step(concrete.get(opened)!, async () => {
          await settled(page, language);
          await expectNoSeriousFindings(page, undefined, { soft: true, route: opened });
        }),
      );
    });
  }
}
