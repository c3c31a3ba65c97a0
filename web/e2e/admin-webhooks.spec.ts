import { expect, test } from './fixtures';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signedInPage } from './staffHelpers';

// Webhooks (issue 14 §6): the admin adds an endpoint for a local receiver (allowed by
// WEBHOOK_ALLOWED_HOSTS=localhost in playwright.config.ts), copies its secret shown once, a form
// submission reaches the receiver signed, the delivery log says Delivered and Resend sends the
// same Webhook-Id again. In French, a loopback address is refused under the URL field.

test('the admin adds an endpoint, a form submission is delivered, and Resend sends it again', async ({ browser }) => {
  test.setTimeout(90_000);
  const received: Array<{ id: string; type: string }> = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ id: String(req.headers['webhook-id']), type: (JSON.parse(body) as { type: string }).type });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    const admin = await signedInPage(browser, 'admin');
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(admin.getByRole('heading', { name: 'Webhooks' })).toBeVisible();

    await admin.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByLabel('Description').fill('E2E receiver');
    await dialog.getByRole('checkbox', { name: 'Form submitted' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const secret = admin.getByRole('dialog', { name: 'Signing secret' });
    await expect(secret.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
    await secret.getByRole('button', { name: 'I have copied it' }).click();
    const row = admin.getByRole('row', { name: new RegExp(url) });
    await expect(row.getByText('Form submitted')).toBeVisible();

    const made = await admin.request.post('/api/forms', {
      data: { name: `Webhook e2e ${Date.now()}`, fields: [{ id: 'fname', type: 'text', label: 'Name', required: true }] },
    });
    const form = (await made.json()) as { id: number };
    expect((await admin.request.post(`/api/forms/${form.id}/submit`, { data: { fname: 'Élise' } })).status()).toBe(201);
    await expect.poll(() => received.length).toBe(1);

    await row.getByRole('button', { name: `Deliveries ${url}` }).click();
    const log = admin.getByRole('dialog', { name: `Deliveries to ${url}` });
    await expect(log.getByText('Delivered')).toBeVisible();
    await log.getByRole('button', { name: `Resend ${received[0]!.id}` }).click();
    await expect(admin.getByText('Delivery queued again')).toBeVisible();
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]!.id).toBe(received[0]!.id);
  } finally {
    receiver.close();
  }
});

test('in French, a loopback address is refused under the URL field', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', 'fr-CA');
  await admin.goto('/admin/webhooks');
  await expect(admin.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await admin.getByRole('button', { name: 'Ajouter un point de terminaison' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Ajouter un point de terminaison' });
  await dialog.getByLabel('URL du point de terminaison').fill('http://127.0.0.1:9/hooks');
  await dialog.getByRole('checkbox', { name: 'Don créé' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText(/privée, de bouclage ou locale au lien/)).toBeVisible();
  await expect(admin.getByText('La modification n’a pas été enregistrée. Veuillez réessayer.')).toBeVisible();
});
