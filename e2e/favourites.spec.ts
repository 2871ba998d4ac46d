import { expect, seriousA11yViolations, signUpVerified, test } from './fixtures';

test('a visitor clicking the heart is asked to sign in or register', async ({ page }) => {
  await page.goto('/job-offers');
  const first = page.getByTestId('favourite-toggle').first();
  const offerId = await first.getAttribute('data-offer-id');
  await first.click();
  const prompt = page.getByRole('dialog', { name: 'Zachowaj oferty, które Ci się podobają' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
  await expect(prompt.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute(
    'href',
    `/register?favoriteOfferId=${offerId}`,
  );
  // The click did not open the offer.
  await expect(page).toHaveURL(/\/job-offers$/);
});

test('a candidate favourites an offer from the list: the count goes 0 → 1, the page lists it, removing it goes back to 0', async ({
  page,
}, testInfo) => {
  await signUpVerified(page, `fav.${testInfo.project.name}.${Date.now()}@example.com`, 'Ola Ulubiona');
  await page.goto('/job-offers');
  const count = page.getByTestId('favourites-count');
  await expect(count).toHaveText('0');

  const card = page.getByTestId('offer-list').locator('li').first();
  const title = (await card.getByTestId('offer-card-title').textContent())!;
  const heart = card.getByTestId('favourite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText('1');
  await expect(page).toHaveURL(/\/job-offers$/);

  // The homepage's favourites tab shows it too.
  await page.goto('/?tab=favoriteOffers#offers');
  await expect(page.getByTestId('home-offers').getByTestId('offer-card-title')).toHaveText([title]);

  // The header panel shows it, and leads to all favourites.
  await page.getByTestId('favourites-link').click();
  const panel = page.getByRole('dialog', { name: 'Ulubione oferty' });
  await expect(panel.getByText(title)).toBeVisible();
  await panel.getByTestId('favourites-see-all').click();

  await expect(page).toHaveURL(/\/favorite-offers$/);
  await expect(page.getByRole('heading', { name: 'Ulubione oferty', level: 1 })).toBeVisible();
  const list = page.getByTestId('favorite-offers');
  await expect(list.getByTestId('offer-card-title')).toHaveText([title]);
  await expect(page.getByTestId('favourites-count')).toHaveText('1');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await expect(list.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await list.getByTestId('favourite-toggle').click();
  await expect(page.getByTestId('favourites-count')).toHaveText('0');
  await page.reload();
  await expect(page.getByTestId('favorite-offers')).toHaveCount(0);
  await expect(page.getByTestId('favorite-offers-count')).toHaveText('Nie masz jeszcze ulubionych ofert');
});

test('matched for you: the prompt to fill in preferences, then matches with their percentage and why', async ({
  page,
}, testInfo) => {
  await signUpVerified(page, `match.${testInfo.project.name}.${Date.now()}@example.com`, 'Ola Ulubiona');
  await page.goto('/?tab=matchedForYou#offers');
  await expect(page.getByTestId('account-tab-empty')).toContainText('Uzupełnij preferencje');
  await page.getByTestId('account-tab-empty').getByRole('link', { name: 'Uzupełnij preferencje' }).click();

  await expect(page.getByRole('heading', { name: 'Twoje preferencje' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('Backend', { exact: true }).check();
  await page.getByLabel('Mid', { exact: true }).check();
  await page.getByLabel('Senior', { exact: true }).check();
  await page.getByLabel('Praca zdalna', { exact: true }).check();
  await page.getByLabel('Praca hybrydowa', { exact: true }).check();
  await page.getByTestId('salary-expectation').fill('12000');
  await page.getByTestId('preferences-categories').getByLabel('Wymagane').check();
  await expect(page.getByTestId('preferences-filled-in')).toHaveText(
    'Wszystko, czego potrzeba do dopasowania, jest uzupełnione.',
  );
  await page.getByTestId('save-preferences').click();
  await expect(page.getByRole('status').filter({ hasText: 'zostały zapisane' })).toBeVisible();
  await page.getByRole('link', { name: 'Zobacz dopasowane oferty' }).click();

  const cards = page.getByTestId('home-offers');
  await expect(cards.getByTestId('match-badge').first()).toHaveText(/^Dopasowanie \d{2,3}%$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await cards.locator('a').first().click();
  await page.getByTestId('match-link').click();
  const why = page.getByRole('dialog', { name: 'Dlaczego ta oferta do Ciebie pasuje' });
  await expect(why.getByTestId('match-summary')).toHaveText(/pasuje do Twoich preferencji w \d+%/);
  await expect(why.getByTestId('match-categories')).toHaveAttribute('data-met', 'true');
  await expect(why.getByTestId('match-categories')).toContainText('wymagane');
  await expect(why.getByTestId('match-salary')).toContainText(/oczekujesz 12\s000 PLN/);
  // The explanation adds up: the criteria's points sum to the percentage of the badge and the total.
  const percent = Number(/(\d+)%/.exec(await page.getByTestId('match-link').innerText())![1]);
  const points = await why
    .locator('li[data-points]')
    .evaluateAll((rows) => rows.reduce((sum, row) => sum + Number(row.getAttribute('data-points')), 0));
  expect(points).toBe(percent);
  await expect(why.getByTestId('match-total')).toContainText(`${percent} z 100 pkt`);
});
