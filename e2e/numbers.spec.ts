import { expect, tenantUrl, test } from './fixtures';

/** Polish plural of "oferta" for a whole number: 1 oferta, 2–4 oferty (not 12–14), else ofert. */
function polishOffers(n: number): string {
  if (n === 1) return 'oferta';
  const last = n % 10;
  const lastTwo = n % 100;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'oferty' : 'ofert';
}

const digits = (text: string) => Number(text.replace(/\D/g, ''));
/** A number as the spec writes it: groups of three digits separated by a (no-break) space. */
const GROUPED = /^\d{1,3}(?:[\s\u00a0\u202f]\d{3})*$/;

test('category cards and the list heading count offers in correct Polish, space-grouped', async ({ page }) => {
  await page.goto('/');
  const counts = await page.getByTestId('category-count').allInnerTexts();
  expect(counts.length).toBeGreaterThan(3);
  for (const text of counts) {
    const [, number, word] = /^([\d\s\u00a0\u202f]+) (\S+)$/.exec(text.trim()) ?? [];
    expect(number, text).toMatch(GROUPED);
    expect(word, text).toBe(polishOffers(digits(number!)));
  }
  await page.goto('/job-offers');
  const heading = (await page.getByTestId('list-count').innerText()).trim();
  const [, number, word] = /^([\d\s\u00a0\u202f]+) (\S+)$/.exec(heading) ?? [];
  expect(number, heading).toMatch(GROUPED);
  expect(word, heading).toBe(polishOffers(digits(number!)));
});

test('salaries on cards are space-grouped, and converted ones are whole amounts', async ({ page }) => {
  await page.goto('/job-offers?currency=EUR');
  const salaries = await page.getByTestId('offer-card-salary').allInnerTexts();
  const amounts = salaries.flatMap((s) => s.match(/\d[\d\s\u00a0\u202f.,]*\d|\d/g) ?? []);
  expect(amounts.length).toBeGreaterThan(5);
  for (const amount of amounts) expect(amount.trim(), amount).toMatch(GROUPED);
  expect(salaries.some((s) => s.includes('EUR'))).toBe(true);
});

test("the business board's English list heading starts with a capital", async ({ page }) => {
  await page.goto(tenantUrl('biz', '/en/job-offers'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Business job offers/);
});
