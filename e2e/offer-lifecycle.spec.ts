import type { Browser, Page } from '@playwright/test';
import { confirmInApp, signInAsEmployer } from './employer';
import { expect, getJson, secondBrowser, test } from './fixtures';
import {
  addLocation,
  DEMO_CODE,
  DEMO_EXTEND_CODE,
  fillFirstSteps,
  fillLastSteps,
  heading,
  next,
  nextUntil,
  payOnline,
  publishWithDemoCode,
  setLogo,
} from './offer-form-steps';

// An offer's life after it is published, from the demo company's panel: edit, duplicate, finish, publish
// again, delete. Each journey publishes offers of its own (titles ending in a fresh word), so the demo's
// offers stay as other journeys expect them.

/** A word no other offer has: the title's last word, what the lists are searched by. */
const freshWord = () => `${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;

/**
 * A new offer of the demo company through the ten steps (one location, Kraków), published with the demo
 * code, or paid online (a code is used once per offer: an offer to be published again with it must not
 * have been published with it).
 */
async function publishNewOffer(
  page: Page,
  title: string,
  { salary = ['20000', '26000'] as [string, string], pay = false } = {},
) {
  await page.goto('/employer/offers/new');
  await fillFirstSteps(page, 'Rozwijamy usługi chmurowe dla logistyki. ');
  await addLocation(page, 0, 'Kraków', 'Rynek Główny 1');
  await next(page);
  await fillLastSteps(page, { title, seniority: 'Mid', salary, skill: 'Rust', workplace: 'Praca zdalna' });
  if (pay) {
    await nextUntil(page, 'Podsumowanie', 'Płatność');
    await payOnline(page);
  } else {
    await publishWithDemoCode(page);
  }
}

/** The panel's list searched by `word`, and the row of the offer titled `title` in it. */
async function panelRow(page: Page, word: string, title: string, state?: string) {
  await page.goto(`/employer/offers?q=${encodeURIComponent(word)}${state ? `&state=${state}` : ''}`);
  return page.getByTestId('offer-row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/**
 * The demo company's owner signed in, with a new offer titled `stem` and a fresh word: its title, the word,
 * its panel row (the list searched by the word) and its slug.
 */
async function ownOffer(page: Page, stem: string, options: Parameters<typeof publishNewOffer>[2] = {}) {
  const word = freshWord();
  const title = `${stem} ${word}`;
  await signInAsEmployer(page, undefined, { next: '/employer/offers' });
  await publishNewOffer(page, title, options);
  const row = await panelRow(page, word, title);
  return { word, title, row, slug: await slugOf(row) };
}

/** The offer's slug, read from its row's edit link (`/employer/offers/{slug}/edit`). */
async function slugOf(row: ReturnType<Page['locator']>) {
  const href = (await row.getByRole('link', { name: 'Edytuj' }).getAttribute('href'))!;
  return decodeURIComponent(href.split('/').at(-2)!);
}

/** Finishes the recruitment of the row's offer (its confirm accepted); the row then shows it finished. */
async function finishFromPanel(page: Page, row: ReturnType<Page['locator']>, title: string) {
  await row.getByRole('button', { name: 'Zakończ rekrutację' }).click();
  await confirmInApp(page, 'Zakończ rekrutację', title);
  await expect(row).toHaveAttribute('data-state', 'finished');
}

/** The candidates' list searched by `word`: the card of the offer titled `title`. */
function listCard(page: Page, title: string) {
  return page
    .getByTestId('offer-list')
    .locator('a')
    .filter({ has: page.getByTestId('offer-card-title').getByText(title, { exact: true }) });
}

/** Clicks that count: the journeys promise how many an employer needs from the panel. */
function clickCounter() {
  let count = 0;
  return {
    click: async (target: ReturnType<Page['locator']>) => {
      count += 1;
      await target.click();
    },
    get count() {
      return count;
    },
  };
}

/** The form's step list (a column beside the form on wide screens, a strip under the header on phones). */
const stepButton = (page: Page, name: string) =>
  page.getByTestId('step-list').getByRole('button', { name, exact: true });

/** A candidate's browser (no session), beside the employer's. */
async function candidateBrowser(browser: Browser, baseURL: string | undefined) {
  return secondBrowser(browser, baseURL!, test.info().project.use.viewport ?? undefined);
}

test('an employer changes the salary of a published offer in three clicks from the panel; candidates see it on the list', async ({
  page,
}) => {
  const { word, title, row } = await ownOffer(page, 'Inżynier/Inżynierka chmury', { salary: ['20000', '26000'] });
  const clicks = clickCounter();
  await clicks.click(row.getByRole('link', { name: 'Edytuj' }));
  await page.waitForURL(/\/employer\/offers\/[^/]+\/edit$/);
  await expect(page.getByText('Edytuj ogłoszenie')).toBeVisible();
  await heading(page, 'Firma');
  // Every step of a published offer is valid: the step list jumps straight to the salary.
  await clicks.click(stepButton(page, 'Wynagrodzenie'));
  await heading(page, 'Wynagrodzenie');
  await expect(page.getByTestId('primarySalary-from')).toHaveValue('20000');
  await page.getByTestId('primarySalary-from').fill('23000');
  await page.getByTestId('primarySalary-to').fill('29500');
  await clicks.click(page.getByRole('button', { name: 'Zapisz i wyjdź' }));
  await page.waitForURL(/\/employer\/offers$/);
  expect(clicks.count).toBeLessThanOrEqual(3);

  // The edit keeps the offer published, and the list's card shows the new range.
  await expect((await panelRow(page, word, title)).first()).toHaveAttribute('data-state', 'published');
  await page.goto(`/job-offers?keyword=${word}`);
  const salary = listCard(page, title).getByTestId('offer-card-salary');
  await expect(salary).toHaveText(/23\s?000\s?–\s?29\s?500/);
  await expect(salary).not.toHaveText(/20\s?000/);
});

test('an employer duplicates an offer: a new draft with its values, retitled and published; both are listed', async ({
  page,
}) => {
  const { word, title, row } = await ownOffer(page, 'Inżynier/Inżynierka danych', { salary: ['21000', '27000'] });
  const copyTitle = `Starszy inżynier/Starsza inżynierka danych ${word}`;
  await row.getByRole('button', { name: 'Duplikuj' }).click();
  // The copy is a draft of its own, opened from the panel (no token in the address).
  await page.waitForURL(/\/employer\/offers\/drafts\/\d+$/);
  await heading(page, 'Firma');
  // A new logo is stored with the copy (by the company's session): publishing saves it first.
  await setLogo(page);
  await nextUntil(page, 'Firma', 'Opis stanowiska');
  await expect(page.getByTestId('description-editor')).toContainText('Rozwijamy usługi chmurowe dla logistyki.');
  await nextUntil(page, 'Opis stanowiska', 'Lokalizacje');
  await expect(page.getByTestId('location-0-street')).toHaveValue('Rynek Główny 1');
  await nextUntil(page, 'Lokalizacje', 'Stanowisko');
  await expect(page.getByTestId('field-jobPositionName')).toHaveValue(title);
  await page.getByTestId('field-jobPositionName').fill(copyTitle);
  await nextUntil(page, 'Stanowisko', 'Podsumowanie');
  await expect(page.getByTestId('review-salary')).toContainText(/21\s?000/);
  await publishWithDemoCode(page);

  // Both offers are the company's, published, and candidates find both.
  await page.goto(`/employer/offers?q=${word}&state=published`);
  for (const name of [title, copyTitle])
    await expect(page.getByTestId('offer-row').getByRole('link', { name, exact: true })).toBeVisible();
  await page.goto(`/job-offers?keyword=${word}`);
  await expect(listCard(page, title)).toBeVisible();
  await expect(listCard(page, copyTitle)).toBeVisible();
});

test('an employer finishes the recruitment; candidates see the offer as archived, with no way to apply', async ({
  page,
  browser,
  baseURL,
}) => {
  const { word, title, row, slug } = await ownOffer(page, 'Analityk/Analityczka biznesowa');

  // Before: a candidate can apply.
  const candidate = await candidateBrowser(browser, baseURL);
  const visitor = await candidate.newPage();
  await visitor.goto(`/job-offer/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId('expired-alert')).toHaveCount(0);
  await expect(visitor.locator('#apply')).toHaveCount(1);

  await finishFromPanel(page, row, title);

  // After: the same page is the archive's, and the offer is gone from the list.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId('expired-alert')).toContainText('Oferta archiwalna');
  await expect(visitor.locator('#apply')).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Aplikuj', exact: true })).toHaveCount(0);
  await visitor.goto(`/job-offers?keyword=${word}`);
  await expect(visitor.getByTestId('offer-card-title').filter({ hasText: title })).toHaveCount(0);
  await candidate.close();
});

test('an employer publishes a finished offer again with a code: listed again, published anew', async ({ page }) => {
  const {
    word,
    title,
    row: published,
    slug,
  } = await ownOffer(page, 'Administrator/Administratorka systemów', {
    pay: true,
  });
  const publicOffer = () =>
    getJson<{ publishedAt: string; isOfferActive: boolean }>(page, `/api/v1/offers/${encodeURIComponent(slug)}`);
  const before = await publicOffer();
  await finishFromPanel(page, published, title);

  const row = await panelRow(page, word, title, 'finished');
  const clicks = clickCounter();
  await clicks.click(row.getByRole('button', { name: 'Opublikuj ponownie' }));
  await page.waitForURL(/\/employer\/offers\/drafts\/\d+$/);
  // One short summary, not the ten steps: the offer, its plan, price and the end of the new term.
  const summary = page.getByTestId('renewal');
  await expect(page.getByRole('heading', { level: 1, name: 'Opublikuj ogłoszenie ponownie' })).toBeVisible();
  await expect(summary).toContainText(title);
  await expect(summary).toContainText(/Rekrutacja zakończona/);
  await expect(page.getByTestId('plan-price')).toContainText('netto');
  const promised = (await page.getByTestId('renewal-new-end').textContent())!;
  await page.getByTestId('promo-code').fill(DEMO_CODE);
  await clicks.click(page.getByTestId('verify-code'));
  await clicks.click(page.getByTestId('publish'));
  await expect(page.getByTestId('published')).toContainText(
    `Ogłoszenie opublikowane ponownie. Będzie widoczne do ${promised}.`,
  );
  expect(clicks.count).toBeLessThanOrEqual(4);

  // The same offer, published again: in the panel, on the list, with a new publication date.
  await expect((await panelRow(page, word, title)).first()).toHaveAttribute('data-state', 'published');
  const after = await publicOffer();
  expect(after.isOfferActive).toBe(true);
  expect(Date.parse(after.publishedAt)).toBeGreaterThan(Date.parse(before.publishedAt));
  await page.goto(`/job-offers?keyword=${word}`);
  await expect(listCard(page, title)).toBeVisible();
});

test('an employer extends a published offer in four clicks from the panel: a short summary, a code, the new end date', async ({
  page,
}) => {
  const { word, title, row } = await ownOffer(page, 'Architekt/Architektka rozwiązań');
  const endsBefore = (await row.textContent())!;
  const clicks = clickCounter();
  await clicks.click(row.getByRole('button', { name: 'Przedłuż' }));
  await page.waitForURL(/\/employer\/offers\/drafts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Przedłuż ogłoszenie' })).toBeVisible();
  const summary = page.getByTestId('renewal');
  await expect(summary).toContainText(title);
  await expect(page.getByTestId('renewal-status')).toContainText('Opublikowane do');
  await expect(page.getByTestId('renewal-facts')).toContainText('Przedłużenie o');
  const promised = (await page.getByTestId('renewal-new-end').textContent())!;
  // Paying online is offered beside the code, on the same screen.
  await expect(page.getByTestId('pay-online')).toBeVisible();
  await page.getByTestId('promo-code').fill(DEMO_EXTEND_CODE);
  await clicks.click(page.getByTestId('verify-code'));
  await clicks.click(page.getByTestId('publish'));
  const done = page.getByTestId('published');
  await expect(done).toContainText(`Ogłoszenie przedłużone do ${promised}.`);
  await expect(done).not.toContainText('zostało opublikowane');
  expect(clicks.count).toBeLessThanOrEqual(4);

  // The panel shows the later end, and the offer is still published.
  const after = (await panelRow(page, word, title)).first();
  await expect(after).toHaveAttribute('data-state', 'published');
  expect((await after.textContent())!).not.toBe(endsBefore);
});

test('an employer deletes a finished offer from the panel after confirming; it is gone for everyone', async ({
  page,
  browser,
  baseURL,
}) => {
  const { word, title, row: published, slug } = await ownOffer(page, 'Tester/Testerka oprogramowania');
  // An active offer cannot be deleted: the row offers finishing only.
  await expect(published.getByRole('button', { name: 'Usuń' })).toHaveCount(0);
  await finishFromPanel(page, published, title);

  const row = await panelRow(page, word, title, 'finished');
  await row.getByRole('button', { name: 'Usuń' }).click();
  await confirmInApp(page, 'Usuń', title);
  await expect(row).toHaveCount(0);
  await page.goto(`/employer/offers?q=${word}`);
  await expect(page.getByTestId('offer-row')).toHaveCount(0);

  // Its page is gone for candidates too.
  const candidate = await candidateBrowser(browser, baseURL);
  const visitor = await candidate.newPage();
  const response = await visitor.goto(`/job-offer/${slug}`);
  expect(response?.status()).toBe(404);
  await candidate.close();
});
