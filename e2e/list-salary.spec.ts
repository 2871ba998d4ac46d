import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './fixtures';

/** "37 000 – 44 500 PLN / mies." → { from: 37000, to: 44500, currency: 'PLN' }. */
function parseSalary(text: string) {
  const match = /^(.+?)\s+([A-Z]{3})\b/.exec(text.trim());
  if (!match) return null;
  const [from, to = from] = match[1]!
    .split('–')
    .map((part) => Number(part.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')));
  return { from: from!, to: to!, currency: match[2]! };
}

async function shownSalaries(page: Page) {
  const texts = await page.getByTestId('offer-list').getByTestId('offer-card-salary').allInnerTexts();
  return texts.map(parseSalary).filter((s) => s !== null);
}

for (const currency of ['PLN', 'EUR'] as const) {
  for (const orderBy of ['desc', 'asc'] as const) {
    test(`sorted by salary (${orderBy}, ${currency}), the cards read as sorted`, async ({ page }) => {
      const query = currency === 'PLN' ? '' : `&currency=${currency}`;
      await page.goto(tenantUrl('it', `/en/job-offers?sortBy=salary&orderBy=${orderBy}${query}`));
      await expect(page.getByTestId('offer-list')).toBeVisible();
      const salaries = await shownSalaries(page);
      expect(salaries.length).toBeGreaterThan(3);
      for (const s of salaries) expect(s.currency).toBe(currency);
      const keys = salaries.map((s) => (orderBy === 'desc' ? s.to : s.from));
      const sorted = [...keys].sort((a, b) => (orderBy === 'desc' ? b - a : a - b));
      expect(keys).toEqual(sorted);
    });
  }
}

test('the salary filter fits its column and leaves "to" empty unless set', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the filter column is a desktop layout');
  await page.goto(tenantUrl('it', '/job-offers'));
  const form = page.locator('#more-filters');
  const details = form.locator('details');
  if ((await details.count()) && !(await details.first().getAttribute('open'))) {
    await details.first().locator('summary').click();
  }
  const fieldset = form.locator('fieldset').filter({ has: page.getByRole('textbox', { name: 'Od', exact: true }) });
  await expect(fieldset).toBeVisible();
  const column = await form.boundingBox();
  const box = await fieldset.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(column!.x + column!.width + 1);
  for (const label of ['Od', 'Do']) {
    const field = await fieldset.getByRole('textbox', { name: label, exact: true }).boundingBox();
    expect(field!.x + field!.width).toBeLessThanOrEqual(column!.x + column!.width + 1);
  }
  // Nothing in the page or the filter column scrolls sideways.
  const overflow = await page.evaluate(() => {
    const el = document.querySelector('#more-filters')!;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      column: el.scrollWidth - el.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, column: 0 });
  // The slider spans the board's salaries, not 0 … 1 000 000, in steps of 500.
  const max = fieldset.getByRole('slider', { name: 'Maksymalne wynagrodzenie' });
  const top = Number(await max.getAttribute('max'));
  expect(top).toBeLessThan(1_000_000);
  expect(top % 500).toBe(0);
  expect(await max.getAttribute('step')).toBe('500');
  await fieldset.getByRole('textbox', { name: 'Od', exact: true }).fill('12000');
  await fieldset.getByRole('textbox', { name: 'Od', exact: true }).blur();
  await expect(fieldset.getByRole('textbox', { name: 'Do', exact: true })).toHaveValue('');
  await form.getByRole('button', { name: /^Pokaż/ }).click();
  await expect(page).toHaveURL(/widelki=12000-/);
  await expect(page.locator('#more-filters').getByRole('textbox', { name: 'Od', exact: true })).toHaveValue('12 000');
  await expect(page.locator('#more-filters').getByRole('textbox', { name: 'Do', exact: true })).toHaveValue('');
});

for (const [name, path] of [
  ['the whole list', '/job-offers'],
  // Filtered: a city, a category, a keyword, a seniority and only with salary (the header has chips).
  ['a filtered list', '/job-offers/warszawa/backend?keyword=developer&doswiadczenie=senior&z-widelkami=true'],
] as const) {
  test(`on a phone, at least 4 offers are on the first screen of ${name}`, async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'a phone screen');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl('it', path));
    await expect(page.getByTestId('offer-list')).toBeVisible();
    const cards = page
      .getByTestId('offer-list')
      .getByRole('link')
      .filter({ has: page.getByTestId('offer-card-title') });
    const boxes = await cards.evaluateAll((links) =>
      links.map((link) => {
        const r = link.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, height: r.height };
      }),
    );
    const onScreen = boxes.filter(
      (b) => b.height > 0 && (Math.min(b.bottom, 844) - Math.max(b.top, 0)) / b.height >= 0.8,
    );
    await page.screenshot({ path: info.outputPath(`phone-first-screen.png`) });
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    expect(onScreen.length).toBeGreaterThanOrEqual(4);
    // The filters are one tap away.
    await expect(page.getByRole('link', { name: /^Filtry/ })).toBeInViewport();
  });
}
