import { expect, type Page } from '@playwright/test';

/** The offer form's steps in order (their headings in Polish), then the summary, payment and publish screens. */
export const FORM_STEPS = [
  'Firma',
  'Kontakt i aplikacje',
  'Zgody',
  'Kategoria',
  'Opis stanowiska',
  'Lokalizacje',
  'Stanowisko',
  'Wynagrodzenie',
  'Umiejętności i języki',
  'Tryb pracy',
  'Podsumowanie',
  'Płatność',
  'Publikacja',
] as const;
export type FormStepName = (typeof FORM_STEPS)[number];

/** The demo board's publishing code (the plans' seed; many uses, once per offer). */
export const DEMO_CODE = 'WAKAT-DEMO';
/** The demo board's extension code (many uses, once per offer). */
export const DEMO_EXTEND_CODE = 'WAKAT-EXTEND';

export const next = (page: Page) => page.getByTestId('next').click();
export const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** "Next" from step `from` until step `to`, each step's heading seen on the way. */
export async function nextUntil(page: Page, from: FormStepName, to: FormStepName) {
  await heading(page, from);
  for (const name of FORM_STEPS.slice(FORM_STEPS.indexOf(from) + 1, FORM_STEPS.indexOf(to) + 1)) {
    await next(page);
    await heading(page, name);
  }
}

/** A tiny PNG (1×1) as the company logo. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks the logo on the company step (stored as the company's when the draft is saved). */
export const setLogo = (page: Page) =>
  page.getByTestId('field-companyLogo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });

/** Steps 2–3 (contact, consents), from the contact step to the category step. */
export async function fillContactAndConsents(page: Page, { checkEnter = false } = {}) {
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
}

/** Steps 1–5 (company, contact, consents, category, description), up to the locations step. */
export async function fillFirstSteps(page: Page, description: string, { checkEnter = false } = {}) {
  await heading(page, 'Firma');
  await setLogo(page);
  await page.getByTestId('field-companyName').fill('Demo Software');
  await page.getByTestId('field-companySize').selectOption('26-50');
  await page.getByTestId('field-companyWebsite').fill('https://demo.example.com');
  await next(page);
  await fillContactAndConsents(page, { checkEnter });

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

/** Adds a location: the city typed and chosen from the suggestions, then the street (its pin placed on leaving it). */
export async function addLocation(page: Page, index: number, city: string, street: string) {
  await page.getByTestId('add-location').click();
  await page.getByTestId(`location-${index}-city`).fill(city);
  await page.getByTestId(`location-${index}-suggestion`).filter({ hasText: city }).first().click();
  await page.getByTestId(`location-${index}-street`).fill(street);
  await page.getByTestId(`location-${index}-street`).press('Tab');
  await expect(page.getByTestId(`location-${index}-pin`)).toBeVisible();
}

export interface Job {
  title: string;
  seniority: string;
  salary: [string, string];
  skill: string;
  workplace: string;
}

/** Steps 7–10 (position, salary, skills, working mode), from the position step to the summary. */
export async function fillLastSteps(page: Page, job: Job, { secondSalary = false, checkSkillsFocus = false } = {}) {
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

/** From the summary: past the payment step, the demo code verified, published. */
export async function publishWithDemoCode(page: Page) {
  await nextUntil(page, 'Podsumowanie', 'Publikacja');
  await page.getByTestId('promo-code').fill(DEMO_CODE);
  await page.getByTestId('verify-code').click();
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('published')).toBeVisible();
}

/**
 * On the payment step: the invoice details filled in, the regulations accepted, paid at the embedded
 * provider; back on the return page once the payment is confirmed (the offer is published then).
 */
export async function payOnline(page: Page) {
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
}

/** The last word of a title: what the candidates' list is searched by. */
export const keywordOf = (title: string) => encodeURIComponent(title.split(' ').pop()!);
