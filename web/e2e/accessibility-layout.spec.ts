import { expect, type Page } from '@playwright/test';
import { settled, test, text, type Language } from './a11yHelpers';
import { submitDonation } from './helpers';
import { walkRoutes } from './inApp';

// Reduced motion, reflow and forms everyone can finish (issue 17 items 5 and 6): the main journeys
// at 320 px and at 200% zoom (a 1280 px screen at 200% is 640 CSS px wide) scroll only vertically;
// with reduced motion asked, nothing animates; the wizard's and login's errors are tied to their
// fields, the first one takes the focus, required fields say so in words, inputs carry autocomplete.

/**
 * What makes the page wider than its window (a horizontal scroll bar): nothing when it fits, else
 * the innermost elements sticking out on the right (fixed ones, such as the closed mobile menu,
 * make no scroll), so a failure names what to fix.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const inFlow = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return false;
      }
      return true;
    };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > root.clientWidth + 1 && inFlow(element);
    return [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .slice(0, 6)
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
        return `${name} "${(element.textContent ?? '').slice(0, 40)}" right=${Math.round(element.getBoundingClientRect().right)}`;
      });
  });

/** The main journeys: the path to open and the role that uses it. */
const JOURNEYS: ReadonlyArray<{ name: string; path: (page: Page, language: Language) => Promise<string>; role?: 'dealer' }> = [
  { name: 'home', path: async () => '/' },
  { name: 'donation wizard', path: async () => '/unified-donation' },
  { name: 'valuation', path: async () => '/vehicle-valuation' },
  {
    name: 'tracking',
    // a donation in the page's language (the tracking page speaks the donor's)
    path: async (page, language) => {
      const { accessCode } = await submitDonation(page.request, `a11y-track-${Date.now()}@example.test`, { language });
      return `/enhanced-donor-portal?code=${accessCode}`;
    },
  },
  { name: 'login', path: async () => '/login' },
  { name: 'auctions list', path: async () => '/dealer-bidding', role: 'dealer' },
];

const WIDTHS = [
  { label: '320 px', width: 320, height: 640 },
  { label: '200% zoom', width: 640, height: 400 },
];

// One page per width, language and role walks the journeys in turn, the first by a full load and
// the others as the app's links do (a context or a full load per journey cost more than the checks).
// Each journey is its own soft check, so a failure names all.
for (const { label, width, height } of WIDTHS) {
  test(`the main journeys at ${label} have no horizontal scroll, in English and French`, async ({ openPage }) => {
    test.setTimeout(30_000 + JOURNEYS.length * 2 * 10_000);
    for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
      for (const role of new Set(JOURNEYS.map((journey) => journey.role))) {
        const page = await openPage(language, role, { width, height });
        const names = new Map<string, string>();
        for (const journey of JOURNEYS.filter((candidate) => candidate.role === role))
          names.set(await journey.path(page, language), journey.name);
        await walkRoutes(page, [...names.keys()], (path) =>
          test.step(`${names.get(path)} in ${language}`, async () => {
            await settled(page, language);
            expect.soft(await sidewaysOverflow(page), `${names.get(path)} in ${language}`).toEqual([]);
          }),
        );
      }
    }
  });
}

test('with reduced motion asked, transitions and smooth scrolling are off', async ({ openPage }) => {
  const still = await openPage('en');
  await still.emulateMedia({ reducedMotion: 'reduce' });
  await still.goto('/');
  await settled(still, 'en');
  const link = still.getByRole('link').first();
  expect(await link.evaluate((element) => getComputedStyle(element).transitionDuration.split(',')[0])).toBe('1e-05s');
  expect(await still.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');

  const moving = await openPage('en');
  await moving.emulateMedia({ reducedMotion: 'no-preference' });
  await moving.goto('/');
  await settled(moving, 'en');
  expect(await moving.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
});

/** The message ids of a field's error, read through its aria-describedby. */
async function describedText(page: Page, label: string): Promise<string> {
  const ids = (await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

test('the donation wizard: errors tied to their fields, the first focused, required said in words, autocomplete', async ({
  openPage,
}) => {
  for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
    const page = await openPage(language);
    await page.goto('/unified-donation');
    await settled(page, language);
    const year = page.getByLabel(text(language, 'vehicle.year'), { exact: true });
    await expect(page.getByText(text(language, 'form.required')).first()).toBeVisible();
    await expect(year).toHaveAttribute('aria-required', 'true');

    await page.getByRole('button', { name: text(language, 'donate.next') }).click();
    await expect(year).toBeFocused();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(await describedText(page, text(language, 'vehicle.year'))).not.toBe('');

    // step 2: the donor's details carry what browsers fill in
    await year.selectOption('2016');
    await page.getByLabel(text(language, 'vehicle.make'), { exact: true }).selectOption('Toyota');
    await page.getByLabel(text(language, 'vehicle.model'), { exact: true }).selectOption('Corolla');
    await page.getByLabel(text(language, 'vehicle.mileage'), { exact: true }).fill('150000');
    await page.getByLabel(text(language, 'vehicle.condition'), { exact: true }).selectOption('good');
    await page.getByRole('button', { name: text(language, 'donate.next') }).click();
    const expected: Record<string, string> = {
      'donate.firstName': 'given-name',
      'donate.lastName': 'family-name',
      'donate.email': 'email',
      'donate.phone': 'tel',
      'donate.address': 'street-address',
      'donate.city': 'address-level2',
      'donate.postalCode': 'postal-code',
    };
    for (const [id, autocomplete] of Object.entries(expected)) {
      await expect(page.getByLabel(text(language, id), { exact: true })).toHaveAttribute('autocomplete', autocomplete);
    }
    await expect(page.getByLabel(text(language, 'donate.phone'), { exact: true })).toHaveAttribute('inputmode', 'tel');
    await page.getByRole('button', { name: text(language, 'donate.submit') }).click();
    const firstName = page.getByLabel(text(language, 'donate.firstName'), { exact: true });
    await expect(firstName).toBeFocused();
    expect(await describedText(page, text(language, 'donate.firstName'))).not.toBe('');
  }
});

test('the login form: the first missing field is focused and its error is tied to it', async ({ openPage }) => {
  for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
    const page = await openPage(language);
    await page.goto('/login');
    await settled(page, language);
    const password = page.getByLabel(text(language, 'auth.login.password'), { exact: true });
    await page.getByLabel(text(language, 'auth.login.username'), { exact: true }).fill('someone');
    await page.getByRole('button', { name: text(language, 'auth.login.submit') }).click();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(await describedText(page, text(language, 'auth.login.password'))).not.toBe('');
  }
});
