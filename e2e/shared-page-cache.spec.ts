import type { BrowserContext, Page } from '@playwright/test';
import { savePreferences } from './chat-steps';
import { expect, getJson, onePagePdf, secondBrowser, signUpVerified, test } from './fixtures';

/**
 * One cached page for everyone (decisions 0066, 0073): the list, home and offer pages a signed-in candidate
 * gets are the page cache's shared HTML, and their own name, hearts, applied badges, apply prefill and match
 * arrive after it from the page-state call, in both themes and both languages; another candidate on the same
 * cached page sees only their own.
 */

interface ListOffer {
  id: number;
  slug: string;
  applyUrl: string | null;
}

/** A page, asked for until the answer comes from the page cache; the answer's HTML. */
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
  // The offer page is shared (decision 0073): the profile fills the form once the page-state call answers.
  await expect(page.locator('#apply-name')).toHaveValue(ala.name);
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

test('a signed-in candidate sees their own name, heart, applied state, prefill and match on the cached home and offer pages, and never another candidate’s', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}.${Date.now()}`;
  const ala = { name: 'Ala Domowa', email: `shared.home.ala.${stamp}@example.com` };
  await signUpVerified(page, ala.email, ala.name);

  // An offer of the home page's carousel that takes applications through the form: applied to and a favourite.
  await page.goto('/');
  const slugs = await page
    .getByTestId('home-offers')
    .locator('a[href*="/job-offer/"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split('/').pop()!));
  let target: {
    id: number;
    slug: string;
    category: { id: number } | null;
    experienceLevel: string;
    workplaceType: string;
  } | null = null;
  for (const slug of slugs) {
    const offer = await getJson<{
      id: number;
      slug: string;
      applyUrl: string | null;
      category: { id: number } | null;
      experienceLevel: string;
      workplaceType: string;
    }>(page, `/api/v1/offers/${slug}`);
    if (!offer.applyUrl && offer.category) {
      target = offer;
      break;
    }
  }
  expect(target, 'an offer on the home page taking applications through the form').toBeTruthy();
  const offerPath = `/job-offer/${target!.slug}`;
  const uploaded = await page.evaluate(async (pdfText) => {
    const body = new FormData();
    body.set('file', new File([pdfText], 'CV.pdf', { type: 'application/pdf' }));
    return (await fetch('/api/v2/user-panel/profile/documents', { method: 'POST', body })).status;
  }, onePagePdf().toString('latin1'));
  expect(uploaded).toBe(201);
  await page.goto(`${offerPath}#apply`);
  // The form is filled from the profile once the page-state call answers.
  await expect(page.locator('#apply-name')).toHaveValue(ala.name);
  await page.getByTestId('apply-form').getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 20_000 });
  const favoured = await page.evaluate(
    async (id) => (await fetch(`/api/v2/user-panel/favourites/${id}`, { method: 'PUT' })).status,
    target!.id,
  );
  expect(favoured).toBe(200);
  await savePreferences(page, {
    categoryIds: [target!.category!.id],
    seniorities: [target!.experienceLevel],
    salaryExpectation: 1000,
    workplaceTypes: [target!.workplaceType],
  });

  // The second candidate, in a browser of their own.
  const other: BrowserContext = await secondBrowser(browser, baseURL!, page.viewportSize() ?? undefined);
  const olekPage = await other.newPage();
  const olek = { name: 'Olek Bezdomny', email: `shared.home.olek.${stamp}@example.com` };
  await signUpVerified(olekPage, olek.email, olek.name);
  const nobody = (html: string, label: string) => {
    for (const personal of [ala.name, ala.email, olek.name, olek.email]) expect(html, label).not.toContain(personal);
  };
  const homeCard = (p: Page) =>
    p
      .getByTestId('home-offers')
      .locator('li')
      .filter({ has: p.locator(`[data-offer-id="${target!.id}"]`) });

  for (const scheme of ['light', 'dark'] as const) {
    for (const prefix of ['', '/en']) {
      for (const ctx of [context, other]) {
        await ctx.addCookies([{ name: 'color-scheme', value: scheme, url: baseURL! }]);
      }
      const home = `${prefix}/`;
      const label = `${scheme} ${home}`;
      nobody(await cachedListPage(page, home), label);
      await expect(page.locator('html'), label).toHaveAttribute('data-color-scheme', scheme);
      await expect(page.getByTestId('account-link').first(), label).toHaveAttribute('title', ala.name);
      await expect(page.getByTestId('favourites-count'), label).toHaveText('1');
      await expect(homeCard(page).getByTestId('favourite-toggle'), label).toHaveAttribute('aria-pressed', 'true');
      await expect(homeCard(page).getByTestId('applied-badge'), label).toBeVisible();
      nobody(await cachedListPage(olekPage, home), label);
      await expect(olekPage.getByTestId('account-link').first(), label).toHaveAttribute('title', olek.name);
      await expect(homeCard(olekPage).getByTestId('favourite-toggle'), label).toHaveAttribute('aria-pressed', 'false');
      await expect(olekPage.getByTestId('applied-badge'), label).toHaveCount(0);

      const offer = `${prefix}${offerPath}`;
      const offerLabel = `${scheme} ${offer}`;
      nobody(await cachedListPage(page, offer), offerLabel);
      await expect(page.getByTestId('account-link').first(), offerLabel).toHaveAttribute('title', ala.name);
      await expect(page.getByTestId('apply-link'), offerLabel).toHaveAttribute('data-applied', 'true');
      await expect(page.getByTestId('already-applied'), offerLabel).toBeVisible();
      await expect(page.getByTestId('match-link'), offerLabel).toHaveText(/\d+\s?%/);
      await expect(
        page.locator('header').getByTestId('favourite-toggle').filter({ visible: true }).first(),
        offerLabel,
      ).toHaveAttribute('aria-pressed', 'true');
      nobody(await cachedListPage(olekPage, offer), offerLabel);
      await expect(olekPage.getByTestId('account-link').first(), offerLabel).toHaveAttribute('title', olek.name);
      await expect(olekPage.getByTestId('apply-link'), offerLabel).toHaveAttribute('data-applied', 'false');
      await expect(olekPage.locator('#apply-name'), offerLabel).toHaveValue(olek.name);
      await expect(olekPage.locator('#apply-email'), offerLabel).toHaveValue(olek.email);
      await expect(olekPage.getByTestId('match-link'), offerLabel).toHaveCount(0);
      await expect(olekPage.locator('body'), offerLabel).not.toContainText(ala.name);
    }
  }
  await other.close();
});

test("what a visitor types into the cached offer page's apply form is kept when their profile arrives", async ({
  page,
}, testInfo) => {
  const email = `shared.typed.${testInfo.project.name}.${Date.now()}@example.com`;
  await signUpVerified(page, email, 'Ola Pisząca');
  const { data } = await getJson<{ data: ListOffer[] }>(page, '/api/v2/user-panel/offers/by-cursor?itemsCount=30');
  const offer = data.find((o) => !o.applyUrl)!;
  // The page-state call is held back until the visitor has typed: their words, not the profile's, stay.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/me/page-state**', async (route) => {
    await held;
    await route.continue();
  });
  await cachedListPage(page, `/job-offer/${offer.slug}`);
  await page.locator('#apply-name').fill('Aleksandra Wpisana');
  release();
  await expect(page.getByTestId('account-link').first()).toHaveAttribute('title', 'Ola Pisząca');
  await expect(page.locator('#apply-email')).toHaveValue(email);
  await expect(page.locator('#apply-name')).toHaveValue('Aleksandra Wpisana');
});
