import type { BrowserContext, Page } from '@playwright/test';
import { expect, getJson, onePagePdf, secondBrowser, signUpVerified, test } from './fixtures';

/**
 * One cached page for everyone (decision 0066): the list page a signed-in candidate gets is the page cache's
 * shared HTML, and their own name, hearts and applied badges arrive after it from the page-state call, in
 * both themes and both languages; another candidate on the same cached page sees only their own.
 */

interface ListOffer {
  id: number;
  slug: string;
  applyUrl: string | null;
}

/** The list page, asked for until the answer comes from the page cache; the answer's HTML. */
async function cachedListPage(page: Page, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      const response = await page.goto(path);
      html = (await response?.text()) ?? '';
      return response?.headers()['x-page-cache'];
    })
    .toBe('hit');
  return html;
}

const card = (page: Page, offerId: number) =>
  page
    .getByTestId('offer-list')
    .locator('li')
    .filter({ has: page.locator(`[data-offer-id="${offerId}"]`) });

test('a signed-in candidate sees their own name, hearts and applied badges on the cached list page, and never another candidate’s', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}.${Date.now()}`;
  const ala = { name: 'Ala Współdzielona', email: `shared.ala.${stamp}@example.com` };
  await signUpVerified(page, ala.email, ala.name);

  // The offers on the first list page: one taking applications through the form is applied to, another is a favourite.
  await page.goto('/job-offers');
  const onPage = (
    await page
      .getByTestId('offer-list')
      .getByTestId('favourite-toggle')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-offer-id'))))
  ).slice(0, 12);
  const { data } = await getJson<{ data: ListOffer[] }>(page, '/api/v2/user-panel/offers/by-cursor?itemsCount=60');
  const applyTo = data.find((o) => onPage.includes(o.id) && !o.applyUrl);
  expect(applyTo, 'an offer on the first page taking applications through the form').toBeTruthy();
  const favourite = onPage.find((id) => id !== applyTo!.id)!;

  const uploaded = await page.evaluate(async (pdfText) => {
    const body = new FormData();
    body.set('file', new File([pdfText], 'CV.pdf', { type: 'application/pdf' }));
    return (await fetch('/api/v2/user-panel/profile/documents', { method: 'POST', body })).status;
  }, onePagePdf().toString('latin1'));
  expect(uploaded).toBe(201);
  await page.goto(`/job-offer/${applyTo!.slug}#apply`);
  await page.getByTestId('apply-form').getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 20_000 });
  const favoured = await page.evaluate(
    async (id) => (await fetch(`/api/v2/user-panel/favourites/${id}`, { method: 'PUT' })).status,
    favourite,
  );
  expect(favoured).toBe(200);

  // The second candidate, in a browser of their own.
  const other: BrowserContext = await secondBrowser(browser, baseURL!, page.viewportSize() ?? undefined);
  const olekPage = await other.newPage();
  const olek = { name: 'Olek Osobny', email: `shared.olek.${stamp}@example.com` };
  await signUpVerified(olekPage, olek.email, olek.name);

  for (const scheme of ['light', 'dark'] as const) {
    for (const path of ['/job-offers', '/en/job-offers']) {
      for (const ctx of [context, other]) {
        await ctx.addCookies([{ name: 'color-scheme', value: scheme, url: baseURL! }]);
      }
      const label = `${scheme} ${path}`;

      const html = await cachedListPage(page, path);
      // The shared HTML names nobody.
      for (const personal of [ala.name, ala.email, olek.name, olek.email]) expect(html, label).not.toContain(personal);
      await expect(page.locator('html'), label).toHaveAttribute('data-color-scheme', scheme);
      await expect(page.getByTestId('account-link').first(), label).toHaveAttribute('title', ala.name);
      await expect(page.getByTestId('favourites-count'), label).toHaveText('1');
      await expect(card(page, favourite).getByTestId('favourite-toggle'), label).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(card(page, applyTo!.id).getByTestId('applied-badge'), label).toBeVisible();

      const otherHtml = await cachedListPage(olekPage, path);
      for (const personal of [ala.name, ala.email, olek.name, olek.email])
        expect(otherHtml, label).not.toContain(personal);
      await expect(olekPage.getByTestId('account-link').first(), label).toHaveAttribute('title', olek.name);
      await expect(olekPage.getByTestId('favourites-count'), label).toHaveText('0');
      await expect(card(olekPage, favourite).getByTestId('favourite-toggle'), label).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(olekPage.getByTestId('applied-badge'), label).toHaveCount(0);
      await expect(olekPage.locator('body'), label).not.toContainText(ala.name);
    }
  }
  await other.close();
});

test('the header keeps its size while the visitor becomes known: no shift of the header on a cached page', async ({
  page,
}, testInfo) => {
  await signUpVerified(page, `shared.shift.${testInfo.project.name}.${Date.now()}@example.com`, 'Ola Stała');
  await cachedListPage(page, '/job-offers');
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
  await expect(page.getByTestId('favourites-count')).toHaveText('0');
  expect(shifts).toBeLessThan(0.01);
});
