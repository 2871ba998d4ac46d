import { expect, getJson, tenantUrl, test } from './fixtures';

test('a keyword on the homepage, a suggestion picked → the list of that title, shown as a removable chip', async ({
  page,
}) => {
  await page.goto(tenantUrl('it', '/'));
  const box = page.getByRole('search').getByRole('combobox', { name: 'Stanowisko, firma, umiejętność' });
  await box.click();
  await box.pressSequentially('java', { delay: 40 });
  const titles = page.getByRole('listbox').getByRole('group', { name: 'Stanowiska' });
  await expect(titles.getByRole('option').first()).toBeVisible();
  const title = (await titles.getByRole('option').first().innerText()).replace(/^\W+/, '').trim();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/job-offers\\?titles=${encodeURIComponent(title).replace(/%20/g, '\\+')}$`));
  // The chip (mobile bar on phones, the search field's chips on wide screens) removes it again.
  const chip = page.getByRole('link', { name: new RegExp(`^Usuń( filtr)?: ${title}$`) }).filter({ visible: true });
  await expect(chip).toHaveCount(1);
  const box2 = await chip.boundingBox();
  expect(box2!.height).toBeGreaterThanOrEqual(24);
  const count = Number((await page.getByTestId('list-count').innerText()).replace(/\D/g, ''));
  const api = await getJson<{ count: number }>(
    page,
    `/api/v2/user-panel/offers/count?jobTitles[]=${encodeURIComponent(title)}`,
  );
  expect(count).toBe(api.count);
  await chip.click();
  await expect(page).toHaveURL(/\/job-offers$/);
  // The search is remembered: the empty box lists it among the recent searches.
  await page.goto(tenantUrl('it', '/'));
  await box.click();
  await expect(
    page.getByRole('group', { name: 'Ostatnie wyszukiwania' }).getByRole('option', { name: title }),
  ).toBeVisible();
});

test('a salary range in EUR set in the filters updates the URL and the results', async ({ page }) => {
  await page.goto(tenantUrl('it', '/en/job-offers'));
  const form = page.locator('#more-filters');
  if (!(await form.isVisible())) await page.getByRole('link', { name: /^Filters/ }).click();
  await form.getByText('More filters').click();
  await form.getByLabel('From', { exact: true }).fill('4000');
  await form.getByLabel('To', { exact: true }).fill('6000');
  await form.getByLabel('Currency').selectOption('EUR');
  const apply = form.getByTestId('apply-filters');
  const api = await getJson<{ count: number }>(
    page,
    '/api/v2/user-panel/offers/count?salaryMin=4000&salaryMax=6000&currency=EUR',
  );
  // The button previews the count of the chosen filters before they apply.
  await expect(apply).toContainText(api.count.toLocaleString('en-US'));
  await apply.click();
  await expect(page).toHaveURL(/\/en\/job-offers\?salary-range=4000-6000&currency=EUR$/);
  const count = Number((await page.getByTestId('list-count').innerText()).replace(/\D/g, ''));
  expect(count).toBe(api.count);
  await expect(page.getByTestId('offer-list').getByRole('link').first()).toContainText('EUR');
});

test('the list for "java" shows only Java roles on its first screen, as many as the count says', async ({ page }) => {
  await page.goto(tenantUrl('it', '/job-offers?keyword=java'));
  const titles = page.getByTestId('offer-list').getByTestId('offer-card-title');
  await expect(titles.first()).toBeVisible();
  const height = page.viewportSize()!.height;
  // Read in one pass: the list may re-render while it hydrates, and a card counted before may be gone.
  const onScreen = await titles.evaluateAll(
    (elements, screen) =>
      elements
        .filter((element) => element.getBoundingClientRect().top < screen)
        .map((element) => (element.textContent ?? '').trim()),
    height,
  );
  expect(onScreen.length).toBeGreaterThan(0);
  // A whole word: "JavaScript Developer" is not a Java role.
  for (const title of onScreen) expect(title).toMatch(/\bjava\b/i);
  const count = Number((await page.getByTestId('list-count').innerText()).replace(/\D/g, ''));
  expect(count).toBe((await getJson<{ count: number }>(page, '/api/v2/user-panel/offers/count?keywords[]=java')).count);
  // Title matches come first: once a title without "Java" is listed (a skill or the description
  // matched), no title with it follows.
  const page1 = await getJson<{ data: { title: string }[] }>(
    page,
    '/api/v2/user-panel/offers/by-cursor?keywords[]=java&itemsCount=100',
  );
  const inTitle = page1.data.map((o) => /\bjava\b/i.test(o.title));
  expect(inTitle.indexOf(false) === -1 || !inTitle.slice(inTitle.indexOf(false)).includes(true)).toBe(true);
});

test('on a phone, suggestions chosen in the filters sheet gather until "Pokaż oferty"', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone filters sheet');
  await page.goto(tenantUrl('it', '/job-offers'));
  await page.getByRole('link', { name: /^Filtry/ }).click();
  const form = page.locator('#more-filters');
  const box = form.getByRole('combobox', { name: 'Słowo kluczowe' });
  const choose = async (text: string, group: string) => {
    await box.fill('');
    await box.pressSequentially(text, { delay: 40 });
    const option = page.getByRole('listbox').getByRole('group', { name: group }).getByRole('option').first();
    await expect(option).toBeVisible();
    const label = (await option.innerText()).replace(/^\W+/, '').trim();
    await option.click();
    return label;
  };
  const title = await choose('java', 'Stanowiska');
  const skill = await choose('spring', 'Umiejętności');
  // Nothing applied yet: the sheet is open on the same list, the two choices wait as chips.
  await expect(page).toHaveURL(/\/job-offers#more-filters$/);
  await expect(form.getByTestId('pending-term')).toHaveCount(2);
  const api = await getJson<{ count: number }>(
    page,
    `/api/v2/user-panel/offers/count?jobTitles[]=${encodeURIComponent(title)}&skills[]=${encodeURIComponent(skill)}`,
  );
  expect(api.count).toBeLessThan(1000);
  await expect(form.getByTestId('apply-filters')).toContainText(` ${api.count} `);
  await form.getByTestId('apply-filters').click();
  await expect(page).toHaveURL(/\/job-offers\?/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('titles')).toEqual([title]);
  expect(url.searchParams.getAll('skills')).toEqual([skill]);
});
