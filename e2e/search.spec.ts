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
