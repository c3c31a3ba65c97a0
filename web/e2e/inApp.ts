import type { Page, Request } from '@playwright/test';

// Walking many routes with one page: a full load parses and runs the whole app again (about 1 s of
// CPU a route on two cores), where a link inside the app only renders the next page. These helpers
// move a loaded app as its own links do and tell when the page it moved to has its data.

interface Traffic {
  pending: Set<Request>;
  /** When a request last started or ended, or the app last moved (ms since the epoch). */
  lastActivity: number;
}

const trafficOf = new WeakMap<Page, Traffic>();

/** The page's requests, followed from the first call on. */
function traffic(page: Page): Traffic {
  let known = trafficOf.get(page);
  if (!known) {
    const followed: Traffic = { pending: new Set(), lastActivity: 0 };
    const settle = (request: Request) => {
      followed.pending.delete(request);
      followed.lastActivity = Date.now();
    };
    page.on('request', (request) => {
      followed.pending.add(request);
      followed.lastActivity = Date.now();
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    trafficOf.set(page, followed);
    known = followed;
  }
  return known;
}

/**
 * Moves the loaded app to `path` (path and query) without a reload, as a link does: react-router
 * follows the history entry on popstate.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const followed = traffic(page);
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  followed.lastActivity = Date.now();
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/**
 * Waits until no request has been in flight for `quietMs` since the last request or openInApp
 * (Playwright's networkidle is reached once per document: it does not wait after openInApp).
 */
export async function networkQuiet(page: Page, quietMs = 250, timeoutMs = 10_000): Promise<void> {
  const followed = traffic(page);
  const deadline = Date.now() + timeoutMs;
  while (followed.pending.size > 0 || Date.now() - followed.lastActivity < quietMs) {
    if (Date.now() > deadline) {
      const urls = [...followed.pending].map((request) => request.url());
      throw new Error(`the network was not quiet for ${quietMs} ms within ${timeoutMs} ms: ${urls.join(', ')}`);
    }
    await page.waitForTimeout(50);
  }
}

/** Opens each path in turn, the first by a full load and the others inside the app, and runs `check` on each. */
export async function walkRoutes(page: Page, paths: readonly string[], check: (path: string) => Promise<void>): Promise<void> {
  traffic(page);
  for (const [index, path] of paths.entries()) {
    if (index === 0) await page.goto(path);
    else await openInApp(page, path);
    await check(path);
  }
}
