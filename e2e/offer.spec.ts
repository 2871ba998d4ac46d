import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { expect, getJson, getText, seriousA11yViolations, tenantUrl, test } from './fixtures';

type Posting = Record<string, unknown> & { '@type': string };

async function firstListedSlug(page: import('@playwright/test').Page, tenant: 'it' | 'biz') {
  await page.goto(tenantUrl(tenant, '/'));
  const list = await getJson<{ data: { slug: string; title: string }[] }>(
    page,
    '/api/v2/user-panel/offers/by-cursor?itemsCount=1',
  );
  return list.data[0]!;
}

async function structuredData(page: import('@playwright/test').Page): Promise<Posting[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Posting);
}

for (const tenant of ['it', 'biz'] as const) {
  for (const locale of ['pl', 'en'] as const) {
    test(`offer details: ${tenant} board, ${locale}`, async ({ page }, info) => {
      const offer = await firstListedSlug(page, tenant);
      const prefix = locale === 'en' ? '/en' : '';
      const response = await page.goto(tenantUrl(tenant, `${prefix}/job-offer/${offer.slug}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(offer.title);
      const crumbs = page.getByRole('navigation', { name: locale === 'pl' ? 'Ścieżka nawigacji' : 'Breadcrumbs' });
      await expect(crumbs.getByRole('link').first()).toHaveText(locale === 'pl' ? 'Wszystkie oferty' : 'All offers');
      if (locale === 'pl') await expect(crumbs.getByRole('link').nth(1)).toHaveText(/^Praca /);

      // What crawlers read: JobPosting with Google's required properties, and the breadcrumbs.
      const data = await structuredData(page);
      const posting = data.find((d) => d['@type'] === 'JobPosting')!;
      expect(posting).toBeDefined();
      for (const key of ['title', 'description', 'datePosted', 'validThrough', 'hiringOrganization', 'identifier'])
        expect(posting, key).toHaveProperty(key);
      expect(posting.title).toBe(offer.title);
      expect(posting.hiringOrganization).toMatchObject({
        '@type': 'Organization',
        name: expect.any(String),
        logo: expect.stringMatching(/^https?:\/\//),
      });
      expect(Boolean(posting.jobLocation) || posting.jobLocationType === 'TELECOMMUTE').toBe(true);
      if (posting.jobLocationType === 'TELECOMMUTE') expect(posting.applicantLocationRequirements).toBeDefined();
      const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!;
      expect((breadcrumbs.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(2);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(tenantUrl(tenant, `${prefix}/job-offer/${offer.slug}`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);

      // The company logo answers: the uploaded one (re-encoded as PNG), or a generated mark when none was.
      const logo = await getText(page, (await page.locator('article header img').getAttribute('src'))!);
      expect(logo.status).toBe(200);
      expect(logo.type).toMatch(/^image\/(svg\+xml|png)/);

      // The share image of the offer.
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(og).toBe(tenantUrl(tenant, `${prefix}/job-offer/${offer.slug}/share-image`));
      const image = await getText(page, new URL(og!).pathname);
      expect(image.status).toBe(200);
      expect(image.type).toBe('image/png');

      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`offer-${tenant}-${locale}.png`), fullPage: true });
    });
  }
}

test('an offer in several cities hydrates without errors and lists its places', async ({ page }) => {
  await page.goto(tenantUrl('it', '/'));
  const list = await getJson<{ data: { slug: string; multilocation: unknown[] }[] }>(
    page,
    '/api/v2/user-panel/offers/by-cursor?itemsCount=100',
  );
  const offer = list.data.find((o) => o.multilocation.length > 1)!;
  expect(offer, 'an offer with two or more locations').toBeDefined();
  await page.goto(tenantUrl('it', `/job-offer/${offer.slug}`));
  const places = page.locator('article header details');
  await places.locator('summary').click();
  await expect(places.locator('li')).toHaveCount(offer.multilocation.length);
  // The console-error fixture fails the test on React's hydration error (#418) or a CSP violation.
});

test.describe('missing offers', () => {
  test.use({ allowedConsoleErrors: [/404/] });
  test('an unknown offer slug renders the 404 page with status 404', async ({ page }) => {
    const response = await page.goto(tenantUrl('it', '/job-offer/no-such-offer-here'));
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText('Oops! Page not found.').or(page.getByText('Ups! Nie znaleziono strony.')),
    ).toBeVisible();
  });
});

test('sitemap.xml lists listed offers and robots.txt points to it', async ({ page }) => {
  const offer = await firstListedSlug(page, 'it');
  const sitemap = await getText(page, '/sitemap.xml');
  expect(sitemap.status).toBe(200);
  const xml = sitemap.text;
  expect(xml).toContain(`/job-offer/${offer.slug}</loc>`);
  expect(xml).toContain('hreflang="en"');
  const robots = (await getText(page, '/robots.txt')).text;
  expect(robots).toContain(`Sitemap: ${tenantUrl('it', '/sitemap.xml')}`);
  expect(robots).toContain('Disallow: /api/');
});

test('an expired offer keeps its page with the archive alert and no apply button', async ({ page }) => {
  // The demo data is deterministic: the same seed in memory names the server's expired offers.
  const { openPglite, migrateDb } = await import('../lib/db/client');
  const { seedDemo } = await import('../features/demo-data/server/seed');
  const { offers, offerBoards, tenants } = await import('../lib/db/schema');
  const { and, eq } = await import('drizzle-orm');
  const handle = await openPglite();
  await migrateDb(handle);
  await seedDemo(handle, { offers: 800 });
  const [expired] = await handle.db
    .select({ slug: offers.slug })
    .from(offers)
    .innerJoin(offerBoards, eq(offerBoards.offerId, offers.id))
    .innerJoin(tenants, eq(tenants.id, offerBoards.tenantId))
    .where(and(eq(offers.status, 'expired'), eq(tenants.slug, 'it')))
    .limit(1);
  await handle.close();
  const response = await page.goto(tenantUrl('it', `/job-offer/${expired!.slug}`));
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('expired-alert')).toContainText('Oferta archiwalna');
  await expect(page.getByRole('link', { name: 'Aplikuj', exact: true })).toHaveCount(0);
  await page.getByTestId('expired-alert').getByRole('link', { name: 'Pokaż aktywne oferty' }).isVisible();
  const robots = await page.locator('meta[name="robots"]').getAttribute('content');
  expect(robots).toContain('noindex');
});

test('an expired offer never shows the new badge, and was published before it expired', async ({ page }) => {
  // The demo data is deterministic: the same seed in memory names the server's expired offers.
  const { openPglite, migrateDb } = await import('../lib/db/client');
  const { seedDemo } = await import('../features/demo-data/server/seed');
  const { offers, offerBoards, tenants } = await import('../lib/db/schema');
  const { and, desc, eq } = await import('drizzle-orm');
  const handle = await openPglite();
  await migrateDb(handle);
  await seedDemo(handle, { offers: 800 });
  // The most recently published expired offers: the ones a wrong badge would show on.
  const expired = await handle.db
    .select({ slug: offers.slug, publishedAt: offers.publishedAt, expiresAt: offers.expiresAt })
    .from(offers)
    .innerJoin(offerBoards, eq(offerBoards.offerId, offers.id))
    .innerJoin(tenants, eq(tenants.id, offerBoards.tenantId))
    .where(and(eq(offers.status, 'expired'), eq(tenants.slug, 'it')))
    .orderBy(desc(offers.publishedAt))
    .limit(3);
  await handle.close();
  expect(expired.length).toBeGreaterThan(0);
  for (const offer of expired) {
    expect(offer.publishedAt!.getTime()).toBeLessThan(offer.expiresAt!.getTime());
    await page.goto(tenantUrl('it', `/job-offer/${offer.slug}`));
    await expect(page.getByTestId('expired-alert')).toContainText('Oferta archiwalna');
    const header = page.locator('header').filter({ has: page.locator('#offer-title') });
    await expect(header).toBeVisible();
    await expect(header.getByText('Nowa', { exact: true })).toHaveCount(0);
  }
});

test("a demo company's offer shows how fast the company answers (its response history earns the badge)", async ({
  page,
}) => {
  // An offer of the demo employer's company, whose seeded applications were answered within days.
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/offers' });
  await page.goto('/employer/offers?state=published');
  const edit = page.getByTestId('offer-row').first().getByRole('link', { name: 'Edytuj' });
  const slug = decodeURIComponent((await edit.getAttribute('href'))!.split('/')[3]!);
  await page.goto(`/job-offer/${slug}`);
  await expect(page.getByTestId('response-badge')).toHaveText(/Odpowiada w ciągu \d+ dni/);
});
