import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from './fixtures';

// ADR 24: the public pages come prerendered (HTML that paints before the JavaScript runs) in the
// visitor's language, and the app hydrates them without mismatch.
const PAGES = [
  { path: '/', en: 'Donate your vehicle. Drive real change.', fr: 'Donnez votre véhicule. Changez des vies.' },
  { path: '/unified-donation', en: 'Donate your vehicle', fr: 'Donnez votre véhicule' },
  { path: '/vehicle-valuation', en: 'What is my vehicle worth?', fr: 'Combien vaut mon véhicule' },
  { path: '/blog', en: 'Blog', fr: 'Blogue' },
];

test.describe('prerendered public pages', () => {
  for (const page of PAGES) {
    test(`${page.path} answers its heading in the HTML, by language`, async ({ request }) => {
      const en = await request.get(page.path, { headers: { 'accept-language': 'en-CA,en;q=0.9' } });
      expect(en.headers()['vary']).toContain('Accept-Language');
      const enHtml = await en.text();
      expect(enHtml).toContain('data-prerendered="en"');
      expect(enHtml).toContain('lang="en-CA"');
      expect(enHtml).toContain(page.en);

      const fr = await request.get(page.path, { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
      const frHtml = await fr.text();
      expect(frHtml).toContain('data-prerendered="fr"');
      expect(frHtml).toContain('lang="fr-CA"');
      expect(frHtml).toContain(page.fr);

      // the language the visitor chose in the app wins over the browser's
      const chosen = await request.get(page.path, {
        headers: { 'accept-language': 'fr-CA', cookie: 'vdp.locale=en' },
      });
      expect(await chosen.text()).toContain('data-prerendered="en"');
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the home page shows its heading', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  // ADR 32: the api renders /blog with its first page of posts, in the visitor's language
  for (const language of ['en', 'fr']) {
    test.describe(`without JavaScript, in ${language}`, () => {
      test.use({ javaScriptEnabled: false, locale: `${language}-CA` });
      test('/blog shows its first posts from the HTML', async ({ page, request }) => {
        const answer = await request.get(`/api/posts?language=${language}`);
        const { posts } = (await answer.json()) as { posts: Array<{ title: string }> };
        expect(posts.length).toBeGreaterThan(0);
        await page.goto('/blog');
        await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(posts.map((post) => post.title));
      });
    });
  }

  for (const locale of ['en-CA', 'fr-CA']) {
    test.describe(`hydration in ${locale}`, () => {
      test.use({ locale });
      for (const { path } of PAGES) {
        test(`${path} hydrates without mismatch`, async ({ page }) => {
          const problems: string[] = [];
          const watch = (message: ConsoleMessage) => {
            if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
          };
          page.on('console', watch);
          page.on('pageerror', (error) => problems.push(error.message));
          // a page rendered with its data (/blog, ADR 32) reads its first page from the HTML, not again
          // from the api (the next pages load as the end of the list comes into view)
          const listReads: string[] = [];
          page.on('request', (request) => {
            if (!request.url().endsWith('/graphql') || !/BlogPostList/.test(request.postData() ?? '')) return;
            const { variables } = request.postDataJSON() as { variables?: { after?: string | null } };
            if (!variables?.after) listReads.push(request.postData() ?? '');
          });
          await page.goto(path);
          await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
          // its buttons and fields are enabled once the page has hydrated
          await expect(page.locator('#prerender-gate')).toHaveCount(0);
          await page.waitForLoadState('networkidle');
          expect(listReads).toEqual([]);
          // interactive after hydration: the language switch re-renders the page
          const other = locale === 'en-CA' ? 'Français' : 'English';
          await page.getByRole('button', { name: other }).first().click();
          await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en-CA' ? 'fr-CA' : 'en-CA');
          expect(problems).toEqual([]);
        });
      }
    });
  }
});
