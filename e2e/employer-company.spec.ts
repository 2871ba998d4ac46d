import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { expect, seriousA11yViolations, test } from './fixtures';

const CLAUSE =
  'Administratorem Twoich danych osobowych jest Demo Software sp. z o.o. z siedzibą w Warszawie. ' +
  'Dane przetwarzamy w celu przeprowadzenia rekrutacji, na podstawie Twojej zgody.';

/** Counts the calls the page makes to an API path: a form checked in the browser sends nothing while invalid. */
function callsTo(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && request.method() !== 'GET') seen.push(request.method());
  });
  return seen;
}

const logo = () =>
  sharp({ create: { width: 240, height: 120, channels: 4, background: { r: 230, g: 80, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();

test('an owner fills company data with a logo, invoice data (a bad NIP, then a good one) and clauses, each checked before it is sent', async ({
  page,
}) => {
  // Three pages, each saved twice, on a shared machine.
  test.setTimeout(180_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/company' });

  // Company: the preview card follows what is typed and the chosen logo before anything is saved.
  await expect(page.getByRole('heading', { level: 1, name: 'Firma' })).toBeVisible();
  const companySaves = callsTo(page, '/api/v1/company/company_data');
  const name = `Demo Software ${Date.now().toString(36)}`;
  await page.getByLabel('Nazwa firmy').fill(name);
  const preview = page.getByTestId('company-preview');
  // The card's logo (its skills' technology icons are images too).
  const previewLogo = preview.locator('img:not([src^="/skill-icons/"])');
  await expect(preview).toContainText(name);
  await page.getByLabel('Wielkość firmy').selectOption('51-100');
  await page.getByLabel('Strona internetowa').fill('https://demo software.pl');
  // Leaving the field is enough to hear what is wrong with it, in the catalogue's words.
  await page.getByLabel('Strona internetowa').blur();
  await expect(page.locator('#company-website-error')).toHaveText('Adres nie może zawierać spacji.');
  await page.locator('#company-logo').setInputFiles({ name: 'logo.PNG', mimeType: 'image/png', buffer: await logo() });
  await expect(previewLogo).toHaveAttribute('src', /^blob:/);
  await page.getByTestId('company-data').getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Popraw zaznaczone pola i zapisz ponownie.')).toBeVisible();
  await expect(page.getByLabel('Strona internetowa')).toBeFocused();
  expect(companySaves).toEqual([]);
  await page.getByLabel('Strona internetowa').fill('https://demo-software.pl');
  await page.getByTestId('company-data').getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByTestId('company-data').getByRole('status')).toHaveText('Zmiany zapisane.');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The public logo route now serves the uploaded logo (re-encoded PNG) instead of the generated mark.
  const src = await previewLogo.getAttribute('src');
  expect(src).toMatch(/^\/api\/v1\/companies\/[a-z0-9-]+\/logo\?v=/);
  const served = await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), src!);
  expect(served).toBe('image/png');
  await page.reload();
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue(name);

  // Invoice data: a NIP with a wrong check digit is refused on its field before anything is sent; the right one is saved.
  await page.goto('/employer/billing-data');
  const billingSaves = callsTo(page, '/api/v2/employer-panel/company/billing-data');
  await page.getByLabel('Nazwa firmy (jak na fakturze)').fill(`${name} sp. z o.o.`);
  await page.getByLabel('Ulica').fill('Prosta');
  await page.getByLabel('Numer budynku / lokalu').fill('20/4');
  await page.getByLabel('Kod pocztowy').fill('00-850');
  await page.getByLabel('Miejscowość').fill('Warszawa');
  await page.getByLabel('Kraj').selectOption('PL');
  await page.getByLabel('Numer podatkowy').fill('123-456-32-17');
  await page.getByLabel('Kod pocztowy').fill('00850');
  await page.getByLabel('Kod pocztowy').blur();
  await expect(page.locator('#billing-postalCode-error')).toHaveText(
    'Wpisz kod pocztowy w formacie NN-NNN, np. 00-950.',
  );
  await page.getByLabel('Kod pocztowy').fill('00-850');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.locator('#billing-taxId-error')).toHaveText('Ten NIP jest niepoprawny: sprawdź cyfry.');
  await expect(page.getByLabel('Numer podatkowy')).toBeFocused();
  expect(billingSaves).toEqual([]);
  await page.getByLabel('Numer podatkowy').fill('123-456-32-18');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByRole('status')).toHaveText('Zmiany zapisane.');
  await expect(page.getByLabel('Numer podatkowy')).toHaveValue('1234563218');
  expect(billingSaves).toEqual(['PATCH']);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Clauses: a consent without the company placeholder is refused in the browser; inserting it fixes it.
  await page.goto('/employer/clauses');
  const clauseSaves = callsTo(page, '/api/v2/employer-panel/company/clauses');
  await page.getByLabel('Klauzula informacyjna (RODO)').fill(CLAUSE);
  const future = page.getByLabel('Proś kandydatów o zgodę na przyszłe rekrutacje');
  if (!(await future.isChecked())) await future.check();
  const consent = page.locator('#clauses-futureConsent');
  await consent.fill('Wyrażam zgodę na przetwarzanie moich danych w przyszłych rekrutacjach przez ');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.locator('#clauses-futureConsent-error')).toContainText('{company}');
  expect(clauseSaves).toEqual([]);
  await consent.press('End');
  await page.getByRole('button', { name: 'Wstaw {company}' }).first().click();
  await expect(consent).toHaveValue(/przez \{company\}$/);
  await expect(page.getByText(`Kandydaci przeczytają: Wyrażam zgodę`)).toContainText(name);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByRole('status')).toHaveText('Zmiany zapisane.');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a recruiter reads company data and clauses but cannot change them, nor see the invoice data', async ({
  page,
}) => {
  await signInAsEmployer(page, DEMO_EMPLOYER.recruiter, { next: '/employer/company' });
  await expect(
    page.getByText('Zmieniać to mogą tylko właściciele i administratorzy firmy.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel('Nazwa firmy')).toBeDisabled();
  await page.goto('/employer/billing-data');
  await expect(page.getByText('Dane do faktury widzą i zmieniają tylko właściciele')).toBeVisible();
  await expect(page.getByLabel('Numer podatkowy')).toHaveCount(0);
  await page.goto('/employer/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mój profil' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
