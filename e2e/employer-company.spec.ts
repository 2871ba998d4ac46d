import sharp from 'sharp';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { expect, seriousA11yViolations, test } from './fixtures';

const CLAUSE =
  'Administratorem Twoich danych osobowych jest Demo Software sp. z o.o. z siedzibą w Warszawie. ' +
  'Dane przetwarzamy w celu przeprowadzenia rekrutacji, na podstawie Twojej zgody.';

// The refused saves answer 400 on purpose; Chromium logs every 4xx fetch as a console error.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

const logo = () =>
  sharp({ create: { width: 240, height: 120, channels: 4, background: { r: 230, g: 80, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();

test('an owner fills company data with a logo, invoice data (a bad NIP, then a good one) and clauses', async ({
  page,
}) => {
  // Three pages, each saved twice, on a shared machine.
  test.setTimeout(180_000);
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/company' });

  // Company: the preview card follows what is typed and the chosen logo before anything is saved.
  await expect(page.getByRole('heading', { level: 1, name: 'Firma' })).toBeVisible();
  const name = `Demo Software ${Date.now().toString(36)}`;
  await page.getByLabel('Nazwa firmy').fill(name);
  const preview = page.getByTestId('company-preview');
  await expect(preview).toContainText(name);
  await page.getByLabel('Wielkość firmy').selectOption('51-100');
  await page.getByLabel('Strona internetowa').fill('https://demo software.pl');
  await page.locator('#company-logo').setInputFiles({ name: 'logo.PNG', mimeType: 'image/png', buffer: await logo() });
  await expect(preview.locator('img')).toHaveAttribute('src', /^blob:/);
  await page.getByTestId('company-data').getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.locator('#company-website-error')).toHaveText('Adres nie może zawierać spacji.');
  await expect(page.getByLabel('Strona internetowa')).toBeFocused();
  await page.getByLabel('Strona internetowa').fill('https://demo-software.pl');
  await page.getByTestId('company-data').getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByTestId('company-data').getByRole('status')).toHaveText('Zmiany zapisane.');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The public logo route now serves the uploaded logo (re-encoded PNG) instead of the generated mark.
  const src = await preview.locator('img').getAttribute('src');
  expect(src).toMatch(/^\/api\/v1\/companies\/[a-z0-9-]+\/logo\?v=/);
  const served = await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), src!);
  expect(served).toBe('image/png');
  await page.reload();
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue(name);

  // Invoice data: a NIP with a wrong check digit is refused on its field; the right one is saved.
  await page.goto('/employer/billing-data');
  await page.getByLabel('Nazwa firmy (jak na fakturze)').fill(`${name} sp. z o.o.`);
  await page.getByLabel('Ulica').fill('Prosta');
  await page.getByLabel('Numer budynku / lokalu').fill('20/4');
  await page.getByLabel('Kod pocztowy').fill('00-850');
  await page.getByLabel('Miejscowość').fill('Warszawa');
  await page.getByLabel('Kraj').selectOption('PL');
  await page.getByLabel('Numer podatkowy').fill('123-456-32-17');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.locator('#billing-taxId-error')).toHaveText('Ten NIP jest niepoprawny: sprawdź cyfry.');
  await expect(page.getByLabel('Numer podatkowy')).toBeFocused();
  await page.getByLabel('Numer podatkowy').fill('123-456-32-18');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByRole('status')).toHaveText('Zmiany zapisane.');
  await expect(page.getByLabel('Numer podatkowy')).toHaveValue('1234563218');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Clauses: a consent without the company placeholder is refused; inserting it fixes it.
  await page.goto('/employer/clauses');
  await page.getByLabel('Klauzula informacyjna (RODO)').fill(CLAUSE);
  const future = page.getByLabel('Proś kandydatów o zgodę na przyszłe rekrutacje');
  if (!(await future.isChecked())) await future.check();
  const consent = page.locator('#clauses-futureConsent');
  await consent.fill('Wyrażam zgodę na przetwarzanie moich danych w przyszłych rekrutacjach przez ');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.locator('#clauses-futureConsent-error')).toContainText('{company}');
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
