import { expect, getJson, seriousA11yViolations, tenantUrl, test } from './fixtures';

test('search from the homepage → the list for that city → an offer → Back restores the list', async ({ page }) => {
  await page.goto(tenantUrl('it', '/'));
  await page.getByRole('search').getByRole('combobox', { name: 'Stanowisko, firma, umiejętność' }).fill('developer');
  // As a tap on the select would, moving the focus closes the keyword's suggestions.
  const city = page.getByRole('search').getByRole('combobox', { name: 'Lokalizacja' });
  await city.focus();
  await expect(page.getByRole('search').getByRole('listbox')).toBeHidden();
  await city.selectOption({ label: 'Kraków' });
  await page.getByRole('search').getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/\/job-offers\/krakow\?keyword=developer$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kraków');
  const count = Number((await page.getByTestId('list-count').innerText()).replace(/\D/g, ''));
  const api = await getJson<{ count: number }>(
    page,
    '/api/v2/user-panel/offers/count?city=krakow&keywords[]=developer',
  );
  expect(count).toBe(api.count);
  const cards = page.getByTestId('offer-list').getByRole('link');
  // The list holds the whole page of offers; only those near the viewport are in the document.
  await expect(page.getByTestId('offer-list')).toHaveAttribute('data-count', String(Math.min(100, count)));
  expect(await cards.count()).toBeGreaterThan(0);
  const title = (await cards.first().getByTestId('offer-card-title').innerText()).trim();
  await cards.first().click();
  await expect(page).toHaveURL(/\/job-offer\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await page.goBack();
  await expect(page).toHaveURL(/\/job-offers\/krakow\?keyword=developer$/);
  await expect(page.getByTestId('offer-list').getByRole('link').first()).toContainText(title);
});

test('a salary filter in EUR lists offers whose converted range overlaps, with EUR salaries', async ({ page }) => {
  await page.goto(tenantUrl('it', '/en/job-offers?salary-range=4000-6000&currency=EUR'));
  await expect(page).toHaveURL(/\/en\/job-offers\?salary-range=4000-6000&currency=EUR$/);
  const count = Number((await page.getByTestId('list-count').innerText()).replace(/\D/g, ''));
  const api = await getJson<{ count: number }>(
    page,
    '/api/v2/user-panel/offers/count?salaryMin=4000&salaryMax=6000&currency=EUR',
  );
  expect(count).toBe(api.count);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('offer-list').getByRole('link').first()).toContainText('EUR');
});

test('filters submitted from the form land on the canonical URL, and garbage is dropped', async ({ page }, info) => {
  await page.goto(tenantUrl('it', '/job-offers/nowhere/nothing?foo=bar&doswiadczenie=senior,wizard'));
  await expect(page).toHaveURL(/\/job-offers\?doswiadczenie=senior$/);
  await page.goto(tenantUrl('it', '/job-offers'));
  const form = page.locator('#more-filters');
  if (info.project.name === 'mobile') {
    // The phone's filters sheet covers the list's controls, so it holds its own category and sort.
    await page.getByRole('link', { name: /^Filtry/ }).click();
    await form.getByLabel('Kategoria').selectOption({ index: 1 });
    await form.getByLabel('Sortuj').selectOption('newest');
    await form.getByRole('button', { name: /^Pokaż/ }).click();
  } else {
    // One control per filter on a wide screen: the category chips, one sort and one "with salary".
    await expect(page.getByRole('combobox', { name: 'Sortuj' })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Kategoria' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Tylko z widełkami' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Z widełkami' })).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Kategorie' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/job-offers\/all-locations\/[a-z-]+$/);
    await page.getByRole('combobox', { name: 'Sortuj' }).selectOption('newest');
  }
  await expect(page).toHaveURL(/\/job-offers\/all-locations\/[a-z-]+\?sortBy=newest$/);
  await expect(page.getByRole('navigation', { name: 'Kategorie' }).locator('[aria-current="page"]')).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the list is accessible (${scheme})`, async ({ page, context }, info) => {
    await context.addCookies([{ name: 'color-scheme', value: scheme, url: tenantUrl('it') }]);
    await page.goto(tenantUrl('it', '/job-offers'));
    await expect(page.getByTestId('offer-list')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`list-${scheme}.png`) });
  });
}

test('the biz board lists its own offers in English', async ({ page }) => {
  const response = await page.goto(tenantUrl('biz', '/en/job-offers'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('job offers');
  const first = await getJson<{ data: { slug: string }[] }>(page, '/api/v2/user-panel/offers/by-cursor?itemsCount=1');
  await expect(page.getByTestId('offer-list').getByRole('link').first()).toHaveAttribute(
    'href',
    `/en/job-offer/${first.data[0]!.slug}`,
  );
});

test('the virtualised list renders cards as it scrolls, down to the last of the page', async ({ page }) => {
  await page.goto(tenantUrl('it', '/job-offers'));
  const list = page.getByTestId('offer-list');
  await expect(list).toHaveAttribute('data-count', '100');
  const rendered = await list.locator('li').count();
  expect(rendered).toBeLessThan(100);
  const last = await getJson<{ data: { title: string }[] }>(page, '/api/v2/user-panel/offers/by-cursor?itemsCount=100');
  await list.locator('li').last().scrollIntoViewIfNeeded();
  for (let i = 0; i < 90 && !(await list.locator('li[data-index="99"]').count()); i++) await page.mouse.wheel(0, 600);
  await expect(list.locator('li[data-index="99"]')).toContainText(last.data[99]!.title);
});

test('scrolling past the last card loads the next page; an offer opened there comes back on its own page, and scrolling up loads the one before', async ({
  page,
}) => {
  await page.goto(tenantUrl('it', '/job-offers'));
  const list = page.getByTestId('offer-list');
  await expect(list).toHaveAttribute('data-count', '100');
  const second = await getJson<{ data: { title: string }[]; meta: { cursors: { next: string } } }>(
    page,
    '/api/v2/user-panel/offers/by-cursor?itemsCount=100',
  );
  const page2 = await getJson<{ data: { title: string }[] }>(
    page,
    `/api/v2/user-panel/offers/by-cursor?itemsCount=100&from=${encodeURIComponent(second.meta.cursors.next)}`,
  );
  for (let i = 0; i < 60 && (await list.getAttribute('data-count')) === '100'; i++) await page.mouse.wheel(0, 2500);
  await expect(list).toHaveAttribute('data-count', '200');
  // The list renders only the cards near the viewport: scroll until card 105 is one of them.
  const card = list.locator('li[data-index="105"]');
  for (let i = 0; i < 80 && !(await card.count()); i++) {
    const first = Number(await list.locator('li[data-index]').first().getAttribute('data-index'));
    await page.mouse.wheel(0, first > 105 ? -600 : 600);
    // Let the scroll settle and the virtualiser render before looking again (phone cards are short:
    // an unsettled step would carry the card past the window after the loop saw it).
    await page.waitForTimeout(150);
  }
  await expect(card).toContainText(page2.data[5]!.title);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/job-offer\//);
  await page.goBack();
  // Back lands on the second page of the list (freshly rendered, or as it was from the browser's
  // back-forward cache), with the opened card in view.
  await expect(page).toHaveURL(/[?&]from=/);
  const opened = list.locator('li', { hasText: page2.data[5]!.title }).first();
  await expect(opened).toBeInViewport();
  // Only the stored position places the card: the browser's own restoration of this entry (its offset on the
  // longer list) would land after it on a slow device and carry the card out of view.
  expect(await page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
  for (let i = 0; i < 30 && (await list.getAttribute('data-count')) !== '200'; i++) await page.mouse.wheel(0, -2500);
  await expect(list).toHaveAttribute('data-count', '200');
  // The first page now sits above the second.
  for (let i = 0; i < 60 && !(await list.locator('li[data-index="0"]').count()); i++) await page.mouse.wheel(0, -2500);
  await expect(list.locator('li[data-index="0"]')).toContainText(second.data[0]!.title);
});

test('coming back from an offer opened deep in the list brings that card back into view', async ({ page, context }) => {
  await page.goto(tenantUrl('it', '/job-offers'));
  const list = page.getByTestId('offer-list');
  // Steps well under the rendered window (~18 cards), so the card is in the DOM for at least one check.
  for (let i = 0; i < 60 && !(await list.locator('li[data-index="40"]').count()); i++) await page.mouse.wheel(0, 600);
  const card = list.locator('li[data-index="40"] a');
  await card.scrollIntoViewIfNeeded();
  const title = (await card.getByTestId('offer-card-title').innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/\/job-offer\//);
  expect((await context.cookies()).some((c) => c.name === 'offersListNavigation')).toBe(true);
  await page.goBack();
  await expect(list.locator('li[data-index="40"]')).toBeInViewport();
  await expect(list.locator('li[data-index="40"]')).toContainText(title);
  // Another list (here: another sort) forgets the position.
  await page.goto(tenantUrl('it', '/job-offers?sortBy=newest'));
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'offersListNavigation')).toBe(false);
});

test('the homepage offer carousel shows the active tab only, new offers with salary by default', async ({ page }) => {
  await page.goto(tenantUrl('it', '/'));
  const tabs = page.getByRole('navigation', { name: 'Listy ofert' });
  await expect(tabs.getByRole('link', { name: 'Nowe z widełkami' })).toHaveAttribute('aria-current', 'page');
  const cards = page.getByTestId('home-offers').locator('li');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).not.toContainText('Wynagrodzenie nieujawnione');
  await tabs.getByRole('link', { name: 'Popularne' }).click();
  await expect(page).toHaveURL(/\?tab=popular#offers$/);
  await expect(tabs.getByRole('link', { name: 'Popularne' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(12);
});

test('the categories drawer opens by its hash, shows a category’s subcategories and lands on the chosen list', async ({
  page,
}) => {
  await page.goto(tenantUrl('it', '/job-offers#categories'));
  const drawer = page.locator('#categories');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: /^Backend/ }).click();
  await expect(page).toHaveURL(/\/job-offers\/all-locations\/backend#categories$/);
  await expect(drawer.getByRole('group', { name: 'Podkategorie' })).toBeVisible();
  await drawer.getByRole('group', { name: 'Podkategorie' }).getByRole('link').first().click();
  await expect(drawer.getByRole('group', { name: 'Podkategorie' }).locator('[aria-current="true"]')).toHaveCount(1);
  await drawer.getByTestId('categories-show').click();
  await expect(page).toHaveURL(/\/job-offers\/all-locations\/backend\/[a-z0-9-]+$/);
  await expect(drawer).toBeHidden();
});
