import { signInAsEmployer } from './employer';
import { expect, test } from './fixtures';
import {
  addLocation,
  fillFirstSteps,
  fillLastSteps,
  heading,
  keywordOf,
  next,
  payOnline,
  publishWithDemoCode,
} from './offer-form-steps';

test('an employer fills all ten steps, saves a draft midway, closes the tab, resumes it from the panel, reviews and publishes with a code', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
  const title = `Programista/Programistka Rust ${Date.now().toString(36)}`;
  await signInAsEmployer(page, undefined, { next: '/employer/offers/new' });
  await fillFirstSteps(page, 'Budujemy silnik płatności w Rust. ', { checkEnter: true });
  await addLocation(page, 0, 'Kraków', 'Rynek Główny 1');
  await addLocation(page, 1, 'Warszawa', 'Marszałkowska 10');
  // The autosave has started the draft: the address moved to it (its id and token).
  await expect(page).toHaveURL(/\/employer\/offers\/drafts\/\d+\?token=/);
  const id = /\/drafts\/(\d+)/.exec(page.url())![1]!;
  // Save the draft midway and leave; then the tab is closed.
  await page.getByRole('button', { name: 'Zapisz i wyjdź' }).click();
  await page.waitForURL(/\/employer\/offers$/);
  await page.close();

  // A new tab: the draft is resumed from the panel's list (no token in the address), where it was left,
  // with the logo and locations kept.
  const tab = await context.newPage();
  await tab.goto('/employer/offers?state=draft');
  await tab.locator(`a[href$="/employer/offers/drafts/${id}"]`).filter({ hasText: 'Dokończ szkic' }).click();
  await tab.waitForURL(new RegExp(`/employer/offers/drafts/${id}$`));
  await heading(tab, 'Lokalizacje');
  await expect(tab.getByTestId('location-1-street')).toHaveValue('Marszałkowska 10');
  await next(tab);
  const job = { title, seniority: 'Mid', salary: ['20000', '26000'] as [string, string], skill: 'Rust' };
  await fillLastSteps(tab, { ...job, workplace: 'Praca hybrydowa' }, { secondSalary: true, checkSkillsFocus: true });

  await expect(tab.getByTestId('review-body')).toContainText('Budujemy silnik płatności w Rust.');
  await expect(tab.getByTestId('check-jsonld')).toContainText('baseSalary');
  await publishWithDemoCode(tab);

  // Found in the list by its keyword and city; its page shows the body and the JSON-LD.
  await tab.goto(`/job-offers/krakow?keyword=${keywordOf(title)}`);
  const card = tab.getByTestId('offer-card-title').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(tab.locator('article')).toContainText('Budujemy silnik płatności w Rust.');
  const ld = await tab.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((s) => s.includes('"JobPosting"') && s.includes(title))).toBe(true);
});

test('an employer picks a plan on the pricing page, fills the form and pays online; the paid offer is listed', async ({
  page,
}) => {
  test.setTimeout(120_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
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
  await payOnline(page);

  await page.goto(`/job-offers/gdansk?keyword=${keywordOf(title)}`);
  await expect(page.getByTestId('offer-card-title').filter({ hasText: title })).toBeVisible();
});
