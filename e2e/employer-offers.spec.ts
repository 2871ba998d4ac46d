import { confirmInApp, DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { expect, seriousA11yViolations, test } from './fixtures';

test('an employer sees the offers, filters them, opens an offer’s statistics and finishes one offer', async ({
  page,
}) => {
  test.setTimeout(150_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/offers' });
  await expect(page.getByRole('heading', { level: 1, name: 'Oferty' })).toBeVisible();
  const rows = page.getByTestId('offer-row');
  await expect(rows.first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Only published offers, the most viewed first.
  await page.getByLabel('Stan').selectOption('published');
  await page.getByLabel('Sortuj').selectOption('views');
  await page.getByRole('button', { name: 'Pokaż' }).click();
  await page.waitForURL(/state=published/);
  await expect(rows.first()).toBeVisible();
  const states = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
  expect(new Set(states)).toEqual(new Set(['published']));
  const views = await rows.evaluateAll((els) =>
    els.map((el) => Number(el.querySelector('[class*="figures"] strong')?.textContent?.replace(/\D/g, '') ?? 0)),
  );
  expect(views).toEqual([...views].sort((a, b) => b - a));

  // The most viewed offer's statistics: the funnel, the chart (loaded on the page) and the benchmark section.
  const first = rows.first();
  const title = (await first.locator('a').first().textContent())!.trim();
  await first.getByRole('link', { name: 'Statystyki' }).click();
  await page.waitForURL(/\/employer\/offers\/\d+\/statistics$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  const funnel = page.getByTestId('statistics-funnel');
  await expect(funnel).toContainText('Wyświetlenia oferty');
  await expect(page.getByTestId('statistics-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('statistics-benchmark')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /Wróć do ofert/ }).click();

  // Finish the recruitment of one published offer: it moves to the finished ones.
  await page.goto('/employer/offers?state=published&sort=ending');
  const ending = rows.first();
  const id = await ending.getAttribute('data-offer-id');
  const finishing = (await ending.locator('a').first().textContent())!.trim();
  const editHref = (await ending.getByRole('link', { name: 'Edytuj' }).getAttribute('href'))!;
  const slug = decodeURIComponent(editHref.split('/')[3]!);
  await ending.getByRole('button', { name: 'Zakończ rekrutację' }).click();
  await confirmInApp(page, 'Zakończ rekrutację', finishing);
  await expect(page.locator(`[data-offer-id="${id}"]`)).toHaveCount(0);
  await page.goto(`/employer/offers?state=finished&q=${encodeURIComponent(finishing)}`);
  await expect(page.locator(`[data-offer-id="${id}"]`)).toHaveAttribute('data-state', 'finished');

  // Leave the demo as it was found: the offer is published again (the development publish route).
  const status = await page.evaluate(
    async (path) => (await fetch(path, { method: 'POST' })).status,
    `/api/dev/offers/${encodeURIComponent(slug)}/publish-now`,
  );
  expect(status).toBe(200);
});

test('an employer deletes a draft from the offers list', async ({ page }) => {
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/offers' });
  const title = `Szkic do usunięcia ${Date.now().toString(36)}`;
  // A draft as the offer form starts and saves one.
  const saved = await page.evaluate(async (draftTitle) => {
    const json = { 'content-type': 'application/json' };
    const started = await fetch('/api/v1/offers/initiate', {
      method: 'POST',
      headers: { ...json, 'Recaptcha-Disable': '1' },
      body: JSON.stringify({ pricing_plan: 'pro' }),
    });
    const { id } = (await started.json()) as { id: number };
    const put = await fetch(`/api/v2/employer-panel/drafts/${id}`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ planKey: 'pro', title: draftTitle }),
    });
    return [started.status, put.status];
  }, title);
  expect(saved).toEqual([201, 200]);

  await page.goto(`/employer/offers?state=draft&q=${encodeURIComponent(title)}`);
  const row = page.getByTestId('offer-row').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-state', 'draft');
  await row.getByRole('button', { name: 'Usuń szkic' }).click();
  await confirmInApp(page, 'Usuń szkic', title);
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('offers-total')).toHaveText('Brak ofert');
  await expect(row).toHaveCount(0);
});
