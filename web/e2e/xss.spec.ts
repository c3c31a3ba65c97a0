import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import XSS_CORPUS from '../../shared/fixtures/xss-corpus.json' with { type: 'json' };
import { DONOR, submitDonation } from './helpers';
import { signedInPage } from './staffHelpers';

// Issue 16 §5: the XSS corpus (shared/fixtures/xss-corpus.json, from the OWASP cheat sheets) stored through
// the api in every kind of field a person's text reaches a page by, then rendered in Chromium:
// no script runs (no dialog, no flag set, no request to the payloads' hosts) and plain text shows
// as the text it is.

const stamp = Date.now().toString(36);

/** Watches a page for anything a payload would do; `ran()` lists what happened. */
async function guard(page: Page): Promise<{ ran: () => string[] }> {
  const happened: string[] = [];
  page.on('dialog', (dialog) => {
    happened.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (/evil\.example|^javascript:/i.test(request.url())) happened.push(`request ${request.url()}`);
  });
  await page.addInitScript(() => {
    const mark = () => ((window as unknown as { __xssRan: boolean }).__xssRan = true);
    Object.assign(window, { __xssRan: false, alert: mark, confirm: mark, prompt: mark });
  });
  return {
    ran: () => happened,
  };
}

/** After the page shows `visible`, nothing ran: no dialog, no flag, no request to a payload's host. */
async function expectInert(page: Page, watch: { ran: () => string[] }) {
  await page.waitForTimeout(300); // handlers such as onload and onerror fire once images fail
  expect(watch.ran()).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xssRan: boolean }).__xssRan)).toBe(false);
}

/** The corpus in pieces no longer than `max` characters, one payload a line. */
function chunks(max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const payload of XSS_CORPUS) {
    if (current && current.length + payload.length + 1 > max) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${payload}` : payload;
  }
  return [...out, current];
}

test('the tracking page shows status notes and communications full of payloads as text', async ({ browser, page }) => {
  const { id, accessCode } = await submitDonation(page.request, `xss-${stamp}@example.com`);
  const staff = await signedInPage(browser, 'staff');
  for (const notes of chunks(1900).slice(0, 2)) {
    expect((await staff.request.patch(`/api/donations/${id}/status`, { data: { status: 'reviewed', notes } })).status()).toBe(
      200,
    );
  }
  for (const message of chunks(4900)) {
    const stored = await staff.request.post(`/api/donations/${id}/communications`, {
      data: { type: 'note', method: 'outbound', subject: XSS_CORPUS[0], message },
    });
    expect(stored.status()).toBe(201);
  }
  const watch = await guard(page);
  await page.goto(`/enhanced-donor-portal?code=${accessCode}`);
  await expect(page.getByText('Donation found!')).toBeVisible();
  await expect(page.getByText('<script>alert(1)</script>', { exact: false }).first()).toBeVisible();
  await expectInert(page, watch);
});

test('the staff centre lists donors named with payloads as text', async ({ browser }) => {
  const lastName = `Xss${stamp}`;
  const staff = await signedInPage(browser, 'staff');
  for (const payload of XSS_CORPUS.filter((p) => p.length <= 100).slice(0, 20)) {
    const answer = await staff.request.post('/api/donations', {
      data: { ...DONOR, email: `xss-name-${stamp}@example.com`, firstName: payload, lastName },
    });
    expect(answer.status()).toBe(201);
  }
  const watch = await guard(staff);
  await staff.goto(`/donation-tracking`);
  await staff.getByRole('searchbox', { name: 'Search' }).fill(lastName);
  await expect(staff.getByText(`<script>alert(1)</script> ${lastName}`).first()).toBeVisible();
  await expectInert(staff, watch);
});

test('a published post with payloads in its title and body renders sanitised and inert', async ({ browser, page }) => {
  const editor = await signedInPage(browser, 'admin'); // as content.spec.ts seeds posts
  const title = `Xss ${stamp} <img src=x onerror=alert(1)>`;
  const created = await editor.request.post('/api/posts', {
    data: { title, content: XSS_CORPUS.map((p) => `<p>${p}</p>`).join(''), status: 'published', language: 'en' },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const watch = await guard(page);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectInert(page, watch);
});

test('a dealer whose business name is a payload shows as text on the admin’s dealers page', async ({ browser, page }) => {
  const businessName = `<img src=x onerror=alert(1)> Motors ${stamp}`;
  const applied = await page.request.post('/api/dealers', {
    data: {
      businessName,
      contactName: '<script>alert(1)</script>',
      email: `xss-dealer-${stamp}@example.test`,
      phone: '555-0199',
      address: '10 Test Road',
      city: 'Albany',
      state: 'NY',
      zipCode: '12201',
      dealerLicense: `LIC-XSS-${stamp}`,
      specialties: ['Domestic'],
    },
  });
  expect(applied.status()).toBe(201);
  const admin = await signedInPage(browser, 'admin');
  const watch = await guard(admin);
  await admin.goto('/admin/dealers');
  await expect(admin.getByText(businessName).first()).toBeVisible();
  await expectInert(admin, watch);
});

test('chat messages made of payloads show as text to the visitor and in the admin’s chat history', async ({ browser, page }) => {
  const watch = await guard(page);
  await page.goto('/chat');
  const input = page.getByLabel('Your message');
  const payload = `<img src=x onerror=alert(1)> xss ${stamp}`;
  await input.fill(payload);
  await input.press('Enter');
  await expect(page.locator('[data-role="user"]').last()).toContainText(payload);
  await expect(page.locator('[data-role="assistant"]').last()).not.toBeEmpty();
  await expectInert(page, watch);

  const admin = await signedInPage(browser, 'admin');
  const adminWatch = await guard(admin);
  await admin.goto('/admin/chat-history');
  await admin.getByLabel('Search title or session id').fill(`xss ${stamp}`);
  await admin
    .getByRole('row', { name: new RegExp(`xss ${stamp}`) })
    .first()
    .getByRole('button', { name: 'View' })
    .click();
  await expect(admin.getByRole('dialog').getByText(payload).first()).toBeVisible();
  await expectInert(admin, adminWatch);
});
