import { expect, test } from './fixtures';
import { signedInPage } from './staffHelpers';

// Custom forms (issue 12): the admin builds a form (a required e-mail, a select, a field shown only
// for one of its answers), saves it as a draft and enables it; a French visitor is told the draft is
// unavailable, then fills the form in, sees a French validation message first, and submits; the
// admin reads the submission and its CSV export. Written against /work/issue12/contract.md: it runs
// green once the api side of issue 12 is merged.

const stamp = Date.now();

test('the admin builds a form, a visitor fills it in French, the admin reads and exports the submission', async ({ browser }) => {
  test.setTimeout(90_000);
  const name = `Bénévoles ${stamp}`;
  const slug = `benevoles-${stamp}`;
  const admin = await signedInPage(browser, 'admin');

  await admin.goto('/admin/forms');
  await expect(admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Forms' })).toHaveAttribute(
    'href',
    '/admin/forms',
  );
  await admin.getByRole('link', { name: 'Create form' }).click();
  await expect(admin).toHaveURL(/\/admin\/forms\/new$/);
  await expect(admin.getByRole('heading', { name: 'New form' })).toBeVisible();

  // saving without fields is refused with the spec's message
  await admin.getByLabel('Form name', { exact: true }).fill(name);
  await expect(admin.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await admin.getByRole('button', { name: 'Save form' }).click();
  await expect(admin.getByText('No Fields: Please add at least one field to your form.').first()).toBeVisible();

  const add = admin.getByRole('group', { name: 'Add a field' });
  await add.getByRole('button', { name: 'E-mail', exact: true }).click();
  const email = admin.getByRole('group', { name: 'Field 1: E-mail' });
  await email.getByLabel('Label', { exact: true }).fill('Courriel');
  await email.getByLabel('Required', { exact: true }).check();

  await add.getByRole('button', { name: 'Dropdown', exact: true }).click();
  const availability = admin.getByRole('group', { name: 'Field 2: Dropdown' });
  await availability.getByLabel('Label', { exact: true }).fill('Disponibilité');
  await availability.getByLabel('Option 1', { exact: true }).fill('Semaine');
  await availability.getByLabel('Option 2', { exact: true }).fill('Fin de semaine');

  await add.getByRole('button', { name: 'Text', exact: true }).click();
  const saturdays = admin.getByRole('group', { name: 'Field 3: Text' });
  await saturdays.getByLabel('Label', { exact: true }).fill('Quels samedis ?');
  await saturdays.getByLabel('Show this field', { exact: true }).selectOption({ label: 'Only when “Disponibilité” is…' });
  await saturdays.getByLabel('Answer that shows it', { exact: true }).selectOption('Fin de semaine');

  // the preview shows the condition at work
  await admin.getByRole('tab', { name: 'Preview' }).click();
  const preview = admin.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByLabel('Quels samedis ?')).toHaveCount(0);
  await preview.getByRole('combobox', { name: 'Disponibilité' }).selectOption('Fin de semaine');
  await expect(preview.getByLabel('Quels samedis ?')).toBeVisible();
  await admin.getByRole('tab', { name: 'Edit' }).click();

  // saved as a draft: a builder save returns to /admin (spec 001 §2)
  await admin.getByLabel('Active: visitors can fill it in', { exact: true }).uncheck();
  await admin.getByRole('button', { name: 'Save form' }).click();
  await expect(admin.getByText('Form saved')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin$/);

  const visitorContext = await browser.newContext({ locale: 'fr-CA' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/forms/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Formulaire indisponible' })).toBeVisible();
  await visitor.goto(`/forms/no-such-form-${stamp}`);
  await expect(visitor.getByRole('heading', { name: 'Formulaire introuvable' })).toBeVisible();

  // the admin enables it
  await admin.goto('/admin/forms');
  const card = admin.getByRole('article', { name: new RegExp(`^${name}`) });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByText(`/forms/${slug}`)).toBeVisible();
  await card.getByRole('button', { name: 'Enable' }).click();
  await expect(admin.getByText('Form enabled')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // the visitor: a French validation message first, then the submission
  await visitor.goto(`/forms/${slug}`);
  await expect(visitor.getByRole('heading', { name })).toBeVisible();
  await expect(visitor.getByLabel('Quels samedis ?')).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(visitor.getByText('Courriel est obligatoire')).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: 'Courriel' })).toBeFocused();
  await visitor.getByRole('textbox', { name: 'Courriel' }).fill('benevole@exemple');
  await visitor.getByRole('combobox', { name: 'Disponibilité' }).focus();
  await expect(visitor.getByText(/^Courriel\s:\sentrez une adresse courriel valide$/)).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Courriel' }).fill('benevole@exemple.ca');
  await visitor.getByRole('combobox', { name: 'Disponibilité' }).selectOption('Fin de semaine');
  await visitor.getByLabel('Quels samedis ?').fill('Le premier du mois');
  await visitor.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'Formulaire envoyé' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Envoyer une autre réponse' })).toBeVisible();
  await visitorContext.close();

  // the admin reads it, then exports it
  await admin.goto('/admin/forms');
  await expect(card.getByText('1 submission')).toBeVisible();
  await card.getByRole('link', { name: 'Stats' }).click();
  await expect(admin).toHaveURL(/\/admin\/forms\/\d+\/submissions$/);
  await expect(admin.getByRole('heading', { name: `Submissions: ${name}` })).toBeVisible();
  const table = admin.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Courriel' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Disponibilité' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'benevole@exemple.ca' });
  await expect(row).toContainText('Fin de semaine');
  await expect(row).toContainText('Le premier du mois');

  const href = await admin.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/forms\/\d+\/submissions\.csv$/);
  const csv = await admin.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headers()['content-disposition']).toContain(`${slug}-submissions.csv`);
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 BOM: spreadsheets keep the accents
  const text = body.subarray(3).toString('utf8');
  expect(text).toContain('Disponibilité');
  expect(text).toContain('benevole@exemple.ca');
  expect(text).toContain('Fin de semaine');
  expect(text).toContain('Le premier du mois');
});

test('the forms admin pages are admin only: Access Denied to a donor, Login Required when signed out', async ({
  browser,
  page,
}) => {
  const donor = await signedInPage(browser, 'donor');
  for (const path of ['/admin/forms', '/admin/forms/new', '/form-builder', '/admin/forms/1/edit', '/admin/forms/1/submissions']) {
    await donor.goto(path);
    await expect(donor.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(donor.getByText('You need admin access to view this page')).toBeVisible();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  }
});
