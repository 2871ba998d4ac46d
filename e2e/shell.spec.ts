import { expect, getJson, openMobileMenuIfNeeded, seriousA11yViolations, tenantUrl, test } from './fixtures';

const CASES = [
  { tenant: 'it', brand: 'Wakat' },
  { tenant: 'biz', brand: 'Wakat Biznes' },
] as const;

for (const { tenant, brand } of CASES) {
  for (const locale of ['pl', 'en'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`home shell: ${tenant} board, ${locale}, ${scheme}`, async ({ page, context }, info) => {
        await context.addCookies([{ name: 'color-scheme', value: scheme, url: tenantUrl(tenant) }]);
        const response = await page.goto(tenantUrl(tenant, locale === 'pl' ? '/' : '/en'));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('data-tenant', tenant);
        const config = await getJson<{ flags: { enableDarkMode: boolean } }>(page, '/api/v2/app-config');
        // Dark is only honoured where the tenant's flag allows it.
        const expected = scheme === 'dark' && config.flags.enableDarkMode ? 'dark' : 'light';
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', expected);
        await expect(page.getByRole('banner').getByText(brand, { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.screenshot({ path: info.outputPath(`shell-${tenant}-${locale}-${scheme}.png`), fullPage: true });
      });
    }
  }
}

test('language switch keeps the current page and query', async ({ page }) => {
  await page.goto(tenantUrl('it', '/?utm=1'));
  await openMobileMenuIfNeeded(page);
  await page.getByRole('link', { name: 'EN', exact: true }).locator('visible=true').first().click();
  await expect(page).toHaveURL(/\/en\?utm=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await openMobileMenuIfNeeded(page);
  await page.getByRole('link', { name: 'PL', exact: true }).locator('visible=true').first().click();
  await expect(page).toHaveURL(/localhost:\d+\/\?utm=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('header and footer links navigate in place, close the menu, and leave modified clicks to the browser', async ({
  page,
  context,
}) => {
  await page.goto(tenantUrl('it', '/en'));
  // A mark on the window survives a client-side navigation and is gone after a document load.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

  await openMobileMenuIfNeeded(page);
  await page.getByRole('link', { name: 'Pricing', exact: true }).locator('visible=true').first().click();
  await expect(page).toHaveURL(/\/en\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await stayed()).toBe(true);
  await expect(page.locator('header details[open]')).toHaveCount(0);

  await page.locator('footer').getByRole('link', { name: 'About us', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  expect(await stayed()).toBe(true);

  // Ctrl+click opens the page in a new tab, as on any link; this page stays where it was.
  const opened = context.waitForEvent('page');
  await page
    .locator('footer')
    .getByRole('link', { name: 'Career', exact: true })
    .click({ modifiers: ['ControlOrMeta'] });
  await expect(await opened).toHaveURL(/\/en\/career$/);
  await expect(page).toHaveURL(/\/en\/about-us$/);
});

test('dark mode toggle is remembered on the server (no flash on reload)', async ({ page, context }) => {
  await page.goto(tenantUrl('it', '/'));
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  await openMobileMenuIfNeeded(page);
  await page.getByTestId('color-scheme-toggle').locator('visible=true').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'color-scheme')?.value).toBe('dark');
  // The server renders the stored scheme in the very first byte of the reloaded page.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toMatch(/<html[^>]*data-color-scheme="dark"/);
});

test('horizontal theme toggle sets and removes the horizontalTheme cookie', async ({ page, context }) => {
  await page.goto(tenantUrl('it', '/'));
  await openMobileMenuIfNeeded(page);
  await page.getByTestId('horizontal-theme-toggle').locator('visible=true').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'horizontal');
  const cookie = (await context.cookies()).find((c) => c.name === 'horizontalTheme');
  expect(cookie?.value).toBe('always');
  expect(cookie?.httpOnly).toBe(true);
  // One day, give or take the test's own run time.
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 86_400))).toBeLessThan(120);
  await openMobileMenuIfNeeded(page);
  await page.getByTestId('horizontal-theme-toggle').locator('visible=true').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'classic');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'horizontalTheme')).toBe(false);
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('unknown paths show the localised 404 page with status 404', async ({ page }) => {
    const pl = await page.goto(tenantUrl('it', '/to-nie-istnieje/wcale'));
    expect(pl?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ups! Nie znaleziono strony.');
    const en = await page.goto(tenantUrl('it', '/en/no-such-page'));
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found.');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('a first segment with a dot is no locale: pages under it answer the localised 404', async ({ page }) => {
    for (const path of ['/a.b/job-offers', '/a.b/pricing', '/a.b/job-offer/x']) {
      const response = await page.goto(tenantUrl('it', path));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ups! Nie znaleziono strony.');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    }
  });

  test('an unknown file gets the 404 page too, without the site around it', async ({ page }) => {
    const missing = await page.goto(tenantUrl('it', '/no-such-file.png'));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ups! Nie znaleziono strony.');
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'it');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('link', { name: 'Przejdź do strony głównej' }).click();
    await expect(page).toHaveURL(tenantUrl('it', '/'));
  });
});

test("every page's words for the browser leave out the e-mails' and the employer chat panel's", async ({ page }) => {
  await page.goto(tenantUrl('it', '/job-offers'));
  // The page's own HTML as it came (the browser resolves the board's host; Node's request context does not).
  const html = await page.evaluate(async () => (await fetch(location.href)).text());
  // The header's saved-searches button and the chat's words are there...
  expect(html).toContain('Zapisane wyszukiwania');
  // ...the alert e-mail's, the chat invitation e-mail's and the employer chat panel's are not.
  expect(html).not.toContain('Potwierdź alert ofert pracy');
  expect(html).not.toContain('Zaproszenie do rozmowy od');
  expect(html).not.toContain('"invitationMail"');
});

test('a tampered theme cookie is ignored', async ({ page, context }) => {
  await context.addCookies([
    { name: 'color-scheme', value: '"><script>x</script>', url: tenantUrl('it') },
    { name: 'horizontalTheme', value: '%%%', url: tenantUrl('it') },
  ]);
  const response = await page.goto(tenantUrl('it', '/'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'classic');
});
