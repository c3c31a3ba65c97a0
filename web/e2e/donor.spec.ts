import { expect, test } from './fixtures';
import fs from 'node:fs';
import { DONOR, setStatusElsewhere, submitDonation } from './helpers';

// The donor journey (issue 3): value a car, donate it through the wizard in French, track it by
// code; a status change shows on the open tracking page; the e-mail lookup and the code messages.

test.describe('en français', () => {
  test.use({ locale: 'fr-CA' });

  test('un donateur évalue sa voiture, la donne avec l’assistant et suit son don par code', async ({ page }) => {
    await page.goto('/vehicle-valuation');
    await page.getByLabel('Année').selectOption('2018');
    await page.getByLabel('Marque').selectOption('Honda');
    await page.getByLabel('Modèle').selectOption('Civic');
    await page.getByLabel('Kilométrage (km)').fill('120000');
    await page.getByLabel('Emplacement (ville)').fill('Montréal');
    await page.getByRole('button', { name: 'Obtenir mon évaluation' }).click();
    await expect(page.getByText('Évaluation terminée')).toBeVisible();
    await expect(page.getByText('Valeur de don estimée')).toBeVisible();
    await expect(page.getByText('Facteurs de valeur')).toBeVisible();
    await expect(page.getByText('Véhicules comparables')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le rapport d’évaluation' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('valuation-2018-honda-civic.pdf');
    expect(
      fs
        .readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.getByRole('link', { name: 'Donner ce véhicule maintenant' }).click();
    await expect(page).toHaveURL(/\/unified-donation\?.*condition=excellent/);
    await expect(page.getByLabel('Marque')).toHaveValue('Honda');
    await expect(page.getByLabel('Modèle')).toHaveValue('Civic');
    await expect(page.getByLabel('État', { exact: true })).toHaveValue('excellent');
    await expect(page.getByLabel('Kilométrage (km)')).toHaveValue('120000');
    await expect(page.getByLabel('Province')).toHaveValue('ON');
    await page.getByRole('button', { name: 'Continuer' }).click();

    await expect(page.getByTestId('wizard-estimate')).toBeVisible();
    await page.getByRole('button', { name: 'Soumettre le don' }).click();
    await expect(page.getByText('Le prénom est requis')).toBeVisible();
    await expect(page.getByText('Un courriel valide est requis')).toBeVisible();
    await expect(page.getByText('Le numéro de téléphone est requis')).toBeVisible();
    await expect(page.getByText('Le code postal est requis')).toBeVisible();

    await page.getByLabel('Prénom').fill('Marie');
    await page.getByLabel('Nom de famille').fill('Tremblay');
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page.getByLabel('Marque')).toHaveValue('Honda');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByLabel('Prénom')).toHaveValue('Marie');
    await expect(page.getByLabel('Nom de famille')).toHaveValue('Tremblay');

    await page.getByLabel('Courriel').fill('marie.tremblay@example.com');
    await page.getByLabel('Téléphone').fill('514-555-0142');
    await page.getByLabel('Adresse').fill('12 rue Principale');
    await page.getByLabel('Ville').fill('Montréal');
    await page.getByLabel('Code postal').fill('H2X 1Y4');
    await page.getByLabel('Organisme de bienfaisance').selectOption({ label: 'Food Banks Canada (Mississauga)' });
    await page.getByRole('button', { name: 'Soumettre le don' }).click();

    await expect(page.getByText('Votre demande de don a été soumise avec succès.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Merci pour votre don!' })).toBeVisible();
    await expect(page.getByText(/d’ici 24 heures/)).toBeVisible();
    const code = (await page.getByTestId('tracking-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);

    await page.getByRole('link', { name: 'Suivre mon don' }).click();
    await expect(page).toHaveURL(new RegExp(`/enhanced-donor-portal\\?code=${code}`));
    await expect(page.getByText('Don trouvé!')).toBeVisible();
    await expect(page.getByTestId('status-message')).toContainText('En attente d’examen');
    await expect(page.getByText('2018 Honda Civic')).toBeVisible();
    await expect(page.getByText('Food Banks Canada')).toBeVisible();
    await expect(page.getByTestId('final-value')).toHaveText('En attente');
    await expect(page.getByTestId('access-count')).toHaveText('1');
  });
});

test('English wording: State and miles, the year list from the setting, the required messages', async ({ page }) => {
  await page.goto('/donate');
  await expect(page).toHaveURL(/\/unified-donation$/);
  await expect(page.getByLabel('State')).toHaveValue('ON');
  // the provinces and territories, then the 50 states, each under its country
  await expect(page.getByLabel('State').locator('optgroup[label="United States"] option[value="TX"]')).toHaveText('Texas');
  await expect(page.getByLabel('State').locator('optgroup[label="Canada"] option')).toHaveCount(13);
  await expect(page.getByLabel('Mileage (miles)')).toHaveValue('0');
  const years = page.getByLabel('Year').locator('option');
  await expect(years.nth(1)).toHaveText(String(new Date().getFullYear()));
  await expect(years.last()).toHaveText('1985');
  await expect(page.getByLabel('Make').locator('option')).toHaveCount(41);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Year is required')).toBeVisible();
  await expect(page.getByText('Make is required')).toBeVisible();
});

test('an open tracking page shows a status change without reload', async ({ page }) => {
  const { id, accessCode } = await submitDonation(page.request, 'live.tracking@example.com');
  const subscribed = page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framesent', (frame) => String(frame.payload).includes('"subscribe"')));
  await page.goto(`/enhanced-donor-portal?code=${accessCode}`);
  await expect(page.getByText('Donation found!')).toBeVisible();
  await expect(page.getByTestId('status-message')).toContainText('Pending Review');
  await subscribed;
  await page.waitForTimeout(500); // the server registers the subscription after looking the code up

  setStatusElsewhere(id, 'contacted', 'We called to arrange your pickup');
  await expect(page.getByTestId('status-message')).toContainText('Contacted');
  await expect(page.getByTestId('status-updates')).toContainText('We called to arrange your pickup');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
});

test('the tracking page explains an empty and a wrong code', async ({ page }) => {
  await page.goto('/enhanced-donor-portal');
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByText('Access code required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tracking code' }).fill('AAAAAAAAAAAAAAAAAAAAAA');
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByText('Invalid access code')).toBeVisible();
  await expect(page.getByText('Please check your access code and try again')).toBeVisible();
});

test('the e-mail lookup, with the tracking code of one donation, lists status, vehicle and dates but no address or phone', async ({
  page,
}) => {
  const { accessCode } = await submitDonation(page.request, 'lookup.e2e@example.com');
  const someoneElse = await submitDonation(page.request, 'someone.else.e2e@example.com');
  await page.goto('/donor-portal');
  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('lookup.e2e@example.com');
  await page.getByLabel('Tracking code').first().fill(someoneElse.accessCode); // a real code, not this address's
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('No donations found for this email address')).toBeVisible();
  await page.getByLabel('Tracking code').first().fill(accessCode);
  await page.getByRole('button', { name: 'Look up' }).click();
  const results = page.getByRole('list', { name: 'Your donations' });
  await expect(results.getByText('2016 Toyota Corolla')).toBeVisible();
  await expect(results.getByText('Pending Review').first()).toBeVisible();
  await expect(results).not.toContainText(DONOR.phone);
  await expect(results).not.toContainText(DONOR.address);
});
