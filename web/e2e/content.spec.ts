import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage } from './staffHelpers';

// Content (issue 11, increment 1): the admin writes and publishes a French post with a category;
// a French visitor finds it on /blog by search and by category and reads it; /blog in English
// lists English posts first; drafts are never public; the post admin is admin only.
// Demo data (contract): categories Donation Guides, Charity Stories, Vehicle Tips; published
// posts in both languages; one draft.

const stamp = Date.now();

async function createDraft(admin: Page, title: string): Promise<{ id: string; slug: string }> {
  const response = await admin.request.post('/graphql', {
    data: {
      query: 'mutation ($input: PostInput!) { createPost(input: $input) { id slug status } }',
      variables: { input: { title, content: '<p>A draft nobody outside should read.</p>', status: 'draft', language: 'en' } },
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { createPost: { id: string; slug: string; status: string } } };
  expect(body.data.createPost.status).toBe('draft');
  return body.data.createPost;
}

test('the admin publishes a French post; a French visitor finds it by search and by category and reads it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Donner sa voiture en hiver ${stamp}`;
  const admin = await signedInPage(browser, 'admin');

  await admin.goto('/admin/posts/new');
  await expect(admin.getByRole('heading', { name: 'New post' })).toBeVisible();
  await admin.getByLabel('Title', { exact: true }).fill(title);
  // the slug follows the title while the post is new
  await expect(admin.getByLabel('Slug', { exact: true })).toHaveValue(`donner-sa-voiture-en-hiver-${stamp}`);
  // leaving with unsaved changes asks first; Cancel stays
  const sidebar = admin.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: 'Pages' })).toHaveAttribute('href', '/admin/pages');
  await expect(sidebar.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/admin/categories');
  await sidebar.getByRole('link', { name: 'Posts' }).click();
  const leave = admin.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin).toHaveURL(/\/admin\/posts\/new$/);
  await admin.getByLabel('Excerpt', { exact: true }).fill(`Conseils pratiques pour un don de véhicule en hiver ${stamp}.`);
  const surface = admin.getByRole('textbox', { name: 'Content', exact: true });
  await surface.click();
  await admin.keyboard.type('Le froid ne change rien : le remorquage reste gratuit.');
  await admin.getByRole('button', { name: 'Bold' }).click();
  await admin.keyboard.type(' Un reçu fiscal suit.');
  // the HTML tab shows what the editor wrote
  await admin.getByRole('button', { name: 'HTML', exact: true }).click();
  await expect(admin.getByRole('textbox', { name: 'Content (HTML source)' })).toHaveValue(
    /<strong>\s*Un reçu fiscal suit\.<\/strong>/,
  );
  await admin.getByRole('button', { name: 'Editor', exact: true }).click();

  await admin.getByLabel('SEO title', { exact: true }).fill('Don de voiture en hiver');
  await expect(admin.getByText('23/60 characters')).toBeVisible();
  await admin.getByRole('combobox', { name: 'Language', exact: true }).selectOption('fr');
  await admin.getByLabel('Category', { exact: true }).selectOption({ label: 'Donation Guides' });
  await admin.getByLabel('New tag name', { exact: true }).fill(`hiver-${stamp}`);
  await admin.getByRole('button', { name: 'New tag' }).click();
  await expect(admin.getByRole('button', { name: `hiver-${stamp}`, pressed: true })).toBeVisible();

  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('Post saved')).toBeVisible();
  // saving a new post moves to its edit route
  await expect(admin).toHaveURL(/\/admin\/posts\/\d+\/edit$/);
  await expect(admin.getByLabel('Status', { exact: true })).toHaveValue('published');

  const visitorContext = await browser.newContext({ locale: 'fr-CA' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/blog');
  await expect(visitor.getByRole('heading', { name: 'Blogue', level: 1 })).toBeVisible();

  // by search (titles and excerpts)
  await visitor.getByRole('searchbox', { name: 'Rechercher des articles' }).fill(String(stamp));
  const card = visitor.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(visitor.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('min de lecture');
  await expect(card).toContainText('Donation Guides');
  await visitor.getByRole('searchbox', { name: 'Rechercher des articles' }).fill('');

  // by category: the chip toggles
  const chip = visitor.getByRole('button', { name: 'Donation Guides' });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(visitor.getByRole('article').first()).toContainText(title);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');

  // and reads it
  await visitor.getByRole('searchbox', { name: 'Rechercher des articles' }).fill(String(stamp));
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/blog/donner-sa-voiture-en-hiver-${stamp}$`));
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const breadcrumb = visitor.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(breadcrumb.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Blogue' })).toHaveAttribute('href', '/blog');
  await expect(visitor.locator('article strong', { hasText: 'Un reçu fiscal suit.' })).toBeVisible();
  await expect(visitor.getByText(`#hiver-${stamp}`)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    /facebook\.com\/sharer\/sharer\.php\?u=http/,
  );
  await expect(visitor.getByRole('link', { name: 'Donner votre véhicule' })).toHaveAttribute('href', '/donate');
  await expect(visitor).toHaveTitle(/^Don de voiture en hiver \|/);
  await visitorContext.close();
});

test('/blog lists the visitor’s language first', async ({ browser }) => {
  for (const [locale, language] of [
    ['en-US', 'en'],
    ['fr-CA', 'fr'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/blog');
    const first = page.locator('main li[lang]').first();
    await expect(first).toHaveAttribute('lang', language);
    // a page of 6 at least: the list goes on loading while its end is in view
    expect(await page.locator('main li[lang]').count()).toBeGreaterThanOrEqual(6);
    await context.close();
  }
});

/** Creates `count` texts through the api as the admin: posts or pages titled `${word} n`. */
async function seed(admin: Page, kind: 'posts' | 'pages', word: string, count: number): Promise<void> {
  for (let n = 1; n <= count; n++) {
    const response = await admin.request.post(`/api/${kind}`, {
      data: { title: `${word} ${n}`, content: '<p>Seeded to be paged.</p>', status: 'published', language: 'en' },
    });
    expect(response.status()).toBe(201);
  }
}

test('/blog fills the screen with cards, loads more as the visitor scrolls, and from the keyboard', async ({ browser, page }) => {
  test.setTimeout(60_000);
  const word = `Scrolling${stamp}`;
  await seed(await signedInPage(browser, 'admin'), 'posts', word, 40);
  await page.goto('/blog');
  // the page comes with its first posts (ADR 32) and may load more before the search applies: count once it has
  const searched = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(word),
  );
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(word);
  await searched;
  const cards = page.getByRole('article');
  // the first 6, then more while the end of the list is in view
  await expect.poll(() => cards.count()).toBeGreaterThan(6);
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(loadMore).toBeVisible();
  const filled = await cards.count();
  expect(filled).toBeLessThan(40);
  // the keyboard's way on: the button
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(filled + 6);
  // scrolling brings the rest, newest first, each once
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await cards.count()).toBe(40);
  }).toPass();
  await expect(page.getByRole('heading', { name: `${word} 40`, level: 2 })).toBeVisible();
  await expect(cards.last()).toContainText(`${word} 1`);
  await expect(loadMore).toHaveCount(0);
});

test('/admin/pages shows 20 pages and their total, Load more the rest', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  const word = `Paged${stamp}`;
  await seed(admin, 'pages', word, 22);
  await admin.goto('/admin/pages');
  await admin.getByRole('searchbox', { name: 'Search pages' }).fill(word);
  const rows = admin.getByRole('row').filter({ hasText: word });
  await expect(rows).toHaveCount(20);
  await expect(admin.getByRole('status').filter({ hasText: '20 of 22' })).toBeVisible();
  await admin.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(22);
  await expect(admin.getByRole('status').filter({ hasText: '22 of 22' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('a draft is neither listed nor readable', async ({ browser, page }) => {
  const admin = await signedInPage(browser, 'admin');
  const title = `Hidden draft ${stamp}`;
  const draft = await createDraft(admin, title);

  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(`Hidden draft ${stamp}`);
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.goto(`/blog/${draft.slug}`);
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');

  // the admin still finds and opens it
  await admin.goto('/admin/posts');
  await admin.getByRole('searchbox', { name: 'Search posts' }).fill(title);
  await admin.getByRole('link', { name: title }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/posts/${draft.id}/edit$`));
  await expect(admin.getByLabel('Status', { exact: true })).toHaveValue('draft');
});

test('a published demo page reads at /pages/{slug}; an unknown one is Page Not Found', async ({ page }) => {
  await page.goto('/pages/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Updated /)).toBeVisible();
  await page.goto(`/pages/no-such-page-${stamp}`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the post admin is Access Denied to a donor', async ({ browser }) => {
  const donor = await signedInPage(browser, 'donor');
  for (const path of ['/admin/posts', '/admin/posts/new', '/admin/categories', '/admin/pages']) {
    await donor.goto(path);
    await expect(donor.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(donor.getByText('You need admin access to view this page')).toBeVisible();
  }
});

// 1×1 PNG: what an editor's photo stands for here
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the admin uploads a featured image through the image dialog; the published post shows it', async ({ browser }) => {
  test.setTimeout(60_000);
  const title = `Featured image ${stamp}`;
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/posts/new');
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByRole('textbox', { name: 'Content', exact: true }).click();
  await admin.keyboard.type('A post with a picture.');

  await admin.getByRole('button', { name: 'Choose an image' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Choose a featured image' });
  await expect(dialog.getByRole('button', { name: 'Use Selected Image' })).toBeDisabled();
  // no stock-image keys on this server: the source says so instead of failing
  await dialog.getByRole('button', { name: 'car donation' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('Pixabay is not configured');
  await dialog.getByRole('tab', { name: 'Pexels' }).click();
  await expect(dialog.getByRole('tabpanel', { name: 'Pexels' })).toContainText('Pexels is not configured');

  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.getByLabel('Image from your computer').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'The uploaded image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Use Selected Image' }).click();
  await expect(dialog).toBeHidden();
  const field = admin.getByLabel('Featured image (web address)', { exact: true });
  await expect(field).toHaveValue(/^\/uploads\/\d+\.png$/);
  const url = await field.inputValue();
  await expect(admin.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', url);

  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin).toHaveURL(/\/admin\/posts\/\d+\/edit$/);
  const visitor = await browser.newPage();
  await visitor.goto(`/blog/featured-image-${stamp}`);
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.locator(`img[src="${url}"]`)).toBeVisible();
  const image = await visitor.request.get(url);
  expect(image.headers()['content-type']).toBe('image/png');
  await visitor.close();
});
