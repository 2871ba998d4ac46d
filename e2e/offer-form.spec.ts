import { signInAsEmployer } from './employer';
import { expect, test } from './fixtures';

type Page = import('@playwright/test').Page;

const next = (page: Page) => page.getByTestId('next').click();
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** A tiny PNG (1×1) as the company logo. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Steps 1–5 (company, contact, consents, category, description), up to the locations step. */
async function fillFirstSteps(page: Page, description: string, { checkEnter = false } = {}) {
  await heading(page, 'Firma');
  await page.getByTestId('field-companyLogo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await page.getByTestId('field-companyName').fill('Demo Software');
  await page.getByTestId('field-companySize').selectOption('26-50');
  await page.getByTestId('field-companyWebsite').fill('https://demo.example.com');
  await next(page);

  await heading(page, 'Kontakt i aplikacje');
  await page.getByTestId('field-applicationTypeUri').fill('jobs@demo.example.com');
  if (checkEnter) {
    // Enter does not submit: still on the same step.
    await page.getByTestId('field-applicationTypeUri').press('Enter');
    await heading(page, 'Kontakt i aplikacje');
  }
  await page.getByTestId('field-contactName').fill('Anna Nowak');
  await page.getByTestId('field-contactEmail').fill('anna@demo.example.com');
  await next(page);

  await heading(page, 'Zgody');
  await page
    .getByTestId('field-informationClauseText')
    .fill('Administratorem danych osobowych jest Demo Software sp. z o.o.; dane przetwarzamy w celu rekrutacji.');
  await next(page);

  await heading(page, 'Kategoria');
  await page.getByTestId('field-jobCategory').selectOption({ index: 1 });
  const sub = page.getByTestId('field-jobSubcategory');
  if (await sub.isVisible()) await sub.selectOption({ index: 1 });
  await next(page);

  await heading(page, 'Opis stanowiska');
  await page.getByTestId('description-editor').click();
  await page.getByTestId('description-editor').pressSequentially(description);
  await next(page);
  await heading(page, 'Lokalizacje');
}

async function addLocation(page: Page, index: number, city: string, street: string) {
  await page.getByTestId('add-location').click();
  await page.getByTestId(`location-${index}-city`).selectOption(city);
  await page.getByTestId(`location-${index}-street`).fill(street);
}

/** Steps 7–10 (position, salary, skills, working mode), from the position step to the summary. */
async function fillLastSteps(
  page: Page,
  job: { title: string; seniority: string; salary: [string, string]; skill: string; workplace: string },
  { secondSalary = false, checkSkillsFocus = false } = {},
) {
  await heading(page, 'Stanowisko');
  await page.getByTestId('field-jobPositionName').fill(job.title);
  await page.getByLabel(job.seniority).check();
  await next(page);

  await heading(page, 'Wynagrodzenie');
  await page.getByTestId('primarySalary-from').fill(job.salary[0]);
  await page.getByTestId('primarySalary-to').fill(job.salary[1]);
  if (secondSalary) {
    await page.getByTestId('field-secondSalaryActive').check();
    await page.getByTestId('field-additionalSalary.employmentType').selectOption('permanent');
    await page.getByTestId('additionalSalary-from').fill('16000');
    await page.getByTestId('additionalSalary-to').fill('21000');
  }
  await next(page);

  await heading(page, 'Umiejętności i języki');
  if (checkSkillsFocus) {
    // A failed "next" puts the focus on the skills.
    await next(page);
    await expect(page.getByTestId('skill-search-requiredSkills')).toBeFocused();
  }
  await page.getByTestId('skill-search-requiredSkills').fill(job.skill);
  await page.getByRole('button', { name: job.skill, exact: true }).first().click();
  await next(page);

  await heading(page, 'Tryb pracy');
  await page.getByLabel(job.workplace).check();
  await page.getByTestId('field-workingTime').selectOption('full_time');
  await next(page);
  await heading(page, 'Podsumowanie');
}

const keywordOf = (title: string) => encodeURIComponent(title.split(' ').pop()!);

// The demo board's code WAKAT-DEMO comes with the plans' seed.
test('an employer fills all ten steps, saves a draft midway, resumes it, reviews and publishes with a code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Programista/Programistka Rust ${Date.now().toString(36)}`;
  await signInAsEmployer(page, undefined, { next: '/employer/offers/new' });
  await fillFirstSteps(page, 'Budujemy silnik płatności w Rust. ', { checkEnter: true });
  await addLocation(page, 0, 'Kraków', 'Rynek Główny 1');
  await addLocation(page, 1, 'Warszawa', 'Marszałkowska 10');
  // Save the draft midway, through the leave dialog.
  await page.getByRole('button', { name: 'Zapisz i wyjdź' }).click();
  await page.waitForURL(/\/employer\/offers$/);

  // Resume from the link the form moved to (the draft id and token): the logo and locations are kept.
  await page.goBack();
  await page.waitForURL(/\/employer\/offers\/drafts\/\d+\?token=/);
  await page.reload();
  await heading(page, 'Lokalizacje');
  await expect(page.getByTestId('location-1-street')).toHaveValue('Marszałkowska 10');
  await next(page);
  const job = { title, seniority: 'Mid', salary: ['20000', '26000'] as [string, string], skill: 'Rust' };
  await fillLastSteps(page, { ...job, workplace: 'Praca hybrydowa' }, { secondSalary: true, checkSkillsFocus: true });

  await expect(page.getByTestId('review-body')).toContainText('Budujemy silnik płatności w Rust.');
  await expect(page.getByTestId('check-jsonld')).toContainText('baseSalary');
  await next(page);
  await heading(page, 'Płatność');
  await next(page);
  await heading(page, 'Publikacja');
  await page.getByTestId('promo-code').fill('WAKAT-DEMO');
  await page.getByTestId('verify-code').click();
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('published')).toBeVisible();

  // Found in the list by its keyword and city; its page shows the body and the JSON-LD.
  await page.goto(`/job-offers/krakow?keyword=${keywordOf(title)}`);
  const card = page.getByTestId('offer-card-title').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('article')).toContainText('Budujemy silnik płatności w Rust.');
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((s) => s.includes('"JobPosting"') && s.includes(title))).toBe(true);
});

test('an employer picks a plan on the pricing page, fills the form and pays online; the paid offer is listed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Programista/Programistka Kotlin ${Date.now().toString(36)}`;
  await signInAsEmployer(page, undefined, { next: '/pricing' });
  await page.getByRole('link', { name: 'Wybierz Pro', exact: true }).click();
  await fillFirstSteps(page, 'Rozwijamy platformę płatności online. ');
  await addLocation(page, 0, 'Gdańsk', 'Długa 1');
  await next(page);
  await fillLastSteps(page, {
    title,
    seniority: 'Senior',
    salary: ['24000', '30000'],
    skill: 'Kotlin',
    workplace: 'Praca zdalna',
  });
  await next(page);

  await heading(page, 'Płatność');
  await expect(page.getByTestId('plan-price')).toContainText('VAT 23%');
  // The company's invoice details are on file: the owner sees them filled in.
  await expect(page.getByTestId('invoice-tax_id')).toHaveValue(/^\d{10}$/);
  // Paying without the regulations accepted is refused on the spot.
  await page.getByTestId('pay-online').click();
  await expect(page.getByText('Zaakceptuj regulamin, aby zapłacić')).toBeVisible();
  const invoice = {
    company_name: 'Demo Software sp. z o.o.',
    tax_id: '5252248481',
    street: 'ul. Prosta',
    number: '1',
    postal_code: '00-001',
    city: 'Warszawa',
    country: 'Polska',
  };
  for (const [field, value] of Object.entries(invoice)) await page.getByTestId(`invoice-${field}`).fill(value);
  await page.getByTestId('accept-regulations').check();
  await page.getByTestId('pay-online').click();

  // The embedded provider's page, then the return page, which waits for the confirmation.
  await expect(page.getByRole('heading', { level: 1, name: 'Wbudowany operator płatności' })).toBeVisible();
  await page.locator('[data-action="pay"]').click();
  await page.waitForURL(/\/employer\/payments\/\d+$/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'success', { timeout: 20_000 });

  await page.goto(`/job-offers/gdansk?keyword=${keywordOf(title)}`);
  await expect(page.getByTestId('offer-card-title').filter({ hasText: title })).toBeVisible();
});
