import { expect, openMobileMenuIfNeeded, seriousA11yViolations, test } from './fixtures';

/** An amount as the page writes it: thousands grouped by a (no-break) space. */
const amount = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`);

test('net from gross on an employment contract and on B2B, the board’s salaries, then in English', async ({ page }) => {
  await page.goto('/salary-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Kalkulator wynagrodzeń' })).toBeVisible();
  const net = page.getByTestId('average-net');

  await page.getByLabel('Kwota miesięcznie (PLN)').fill('10000');
  await expect(page.getByRole('radio', { name: 'Umowa o pracę' })).toBeChecked();
  await expect(net).toHaveText(amount('7 147,39 zł'));
  await expect(page.getByRole('table', { name: /Miesiąc po miesiącu w 2026/ })).toBeVisible();

  await page.getByRole('radio', { name: 'B2B (działalność)' }).check();
  await expect(page).toHaveURL(/contract=b2b/);
  await page.getByLabel('Kwota miesięcznie (PLN)').fill('20000');
  // Flat tax, full ZUS with sickness insurance: the worked example of the unit tests.
  await expect(net).toHaveText(amount('13 921,90 zł'));

  const market = page.getByTestId('salary-market');
  await market.getByLabel('Doświadczenie').selectOption('senior');
  await expect(page).toHaveURL(/seniority=senior/);
  await expect(market.getByTestId('market-median')).toHaveText(/\d zł$/);
  await expect(market.getByTestId('market-offers-link')).toHaveAttribute(
    'href',
    /^\/job-offers\?z-widelkami=true&rodzaj-umowy=b2b&doswiadczenie=senior$/,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openMobileMenuIfNeeded(page);
  await page.locator('header a[hreflang="en"]:visible').first().click();
  await expect(page).toHaveURL(/\/en\/salary-calculator\?.*contract=b2b/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salary calculator' })).toBeVisible();
  await expect(page.getByTestId('average-net')).toHaveText(amount('13 921.90 PLN'));
  await expect(page.getByTestId('market-offers-link')).toHaveAttribute('href', /^\/en\/job-offers\?/);
});

test('"Oblicz" brings the result into view on a phone; mały ZUS plus from last year’s income', async ({
  page,
}, info) => {
  await page.goto('/salary-calculator?contract=b2b&amount=9000&zus=income_based&costs=1000&sickness=on');
  await page.getByLabel('Dochód z firmy w poprzednim roku (PLN)').fill('54000');
  // 54,000 ÷ 365 × 30 × 50% = 2,219.18 a month: the unit tests' worked example (art. 18c ustawy o s.u.s.).
  await expect(page.getByText(/Podstawa składek: 2\s219,18 zł miesięcznie/)).toBeVisible();
  await expect(page.getByTestId('average-net')).toHaveText(amount('5 560,99 zł'));
  const result = page.locator('#salary-result');
  await page.getByRole('button', { name: 'Oblicz' }).click();
  if (info.project.name === 'mobile') {
    // Below the form on a phone: scrolled to. (Its focus after the navigation that follows is covered by
    // live-form.test.tsx; in the production build it can still fall to the page.)
    await expect(result.getByRole('heading', { name: 'Wynik' })).toBeInViewport();
  } else {
    // Beside the form on a wide screen: nothing moves.
    await expect(result.getByRole('heading', { name: 'Wynik' })).toBeInViewport();
  }
  await page.screenshot({ path: info.outputPath('after-calculate.png') });
});

test('the market panel cautions about a small sample and offers to widen the filters', async ({ page }, info) => {
  // One city, one seniority, mandate contracts: a handful of offers at most.
  await page.goto('/salary-calculator?contract=mandate&amount=5000&seniority=junior&city=opole');
  const market = page.getByTestId('salary-market');
  const widen = market.getByTestId('market-widen');
  await expect(widen).toBeVisible();
  await expect(market.getByTestId('market-caution').or(market.getByTestId('market-empty'))).toBeVisible();
  await market.screenshot({ path: info.outputPath('market-small.png') });
  await widen.getByRole('link', { name: 'Bez filtrów' }).click();
  await expect(page).toHaveURL(/\/salary-calculator\?contract=mandate&direction=gross_to_net&amount=5000$/);
  await expect(page.getByLabel('Miasto')).toHaveValue('');
  await expect(page.getByLabel('Doświadczenie')).toHaveValue('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is submitted and the server computes gross from net', async ({ page }) => {
    await page.goto('/en/salary-calculator');
    await page.getByRole('radio', { name: 'Mandate contract (umowa zlecenie)' }).check();
    await page.getByRole('radio', { name: 'Net to gross' }).check();
    await page.getByLabel('Amount per month (PLN)').fill('3812.19');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/contract=mandate&direction=net_to_gross&amount=3812.19/);
    // 5,000 gross nets 3,812.19 (the unit tests' worked example); 4,999.99 nets the same (health
    // 388.30 instead of 388.31, the advance rounded to the same złoty), and it is the lowest such gross.
    await expect(page.getByTestId('monthly-gross')).toHaveText(amount('4 999.99 PLN'));
    await expect(page.getByTestId('average-net')).toHaveText(amount('3 812.19 PLN'));
  });
});
