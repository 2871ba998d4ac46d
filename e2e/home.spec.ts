import { expect, getJson, seriousA11yViolations, tenantUrl, test } from './fixtures';

test('the all-categories dialog opens from its button and by its address, and closes back to the homepage', async ({
  page,
}) => {
  await page.goto(tenantUrl('it', '/'));
  await page.getByTestId('show-all-categories').click();
  const dialog = page.getByRole('dialog', { name: 'Wszystkie kategorie' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#all-categories$/);
  await expect(dialog.getByRole('link', { name: 'Backend' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.hash === '' && url.pathname === '/');

  await page.goto(tenantUrl('it', '/#all-categories'));
  await expect(dialog).toBeVisible();
  // Before the page's scripts run, the close link is a plain link to the homepage: the address changes once
  // that navigation lands, after the dialog is already hidden.
  await dialog.getByRole('link', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.hash === '' && url.pathname === '/');

  // A category in the dialog leads to its list.
  await page.getByTestId('show-all-categories').click();
  await dialog.getByRole('link', { name: 'Frontend' }).click();
  await expect(page).toHaveURL(/frontend/);
});

test('the favourites tab asks an anonymous visitor to sign in or register', async ({ page }) => {
  await page.goto(tenantUrl('it', '/'));
  await page.getByRole('link', { name: 'Ulubione' }).click();
  await expect(page).toHaveURL(/tab=favoriteOffers/);
  const prompt = page.getByTestId('account-prompt');
  await expect(prompt.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
  await expect(prompt.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute('href', '/register');
  await expect(page.getByTestId('home-offers')).toHaveCount(0);
});

test('the blog list opens a post, in both languages', async ({ page }) => {
  await page.goto(tenantUrl('it', '/'));
  await page.getByTestId('blog-showcase').getByRole('link', { name: 'Przejdź do bloga' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const posts = page.getByTestId('blog-posts').getByRole('link');
  await expect(posts).toHaveCount(3);
  const title = (await posts.first().getByRole('heading').textContent())!;
  await posts.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const hreflang = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
  expect(hreflang).toMatch(/\/en\/blog\/[a-z0-9-]+$/);

  await page.goto(tenantUrl('it', '/en/blog'));
  await page.getByTestId('blog-posts').getByRole('link').first().click();
  await expect(page.getByRole('link', { name: /All posts/ })).toBeVisible();
});

test.describe('an unknown blog post', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('is not found', async ({ page }) => {
    const missing = await page.goto(tenantUrl('it', '/blog/no-such-post'));
    expect(missing?.status()).toBe(404);
  });
});

test('on the offer page the share dialog opens, copies the link and closes', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(tenantUrl('it', '/'));
  const { data } = await getJson<{ data: { slug: string }[] }>(
    page,
    '/api/v2/user-panel/offers/by-cursor?itemsCount=1',
  );
  await page.goto(tenantUrl('it', `/job-offer/${data[0]!.slug}`));
  await page.getByTestId('open-share').click();
  const dialog = page.getByRole('dialog', { name: 'Udostępnij ofertę' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Facebooku/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await dialog.getByRole('button', { name: 'Kopiuj link' }).click();
  await expect(dialog.getByRole('button', { name: 'Skopiowano link' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url().replace(/#share$/, ''));
  await dialog.getByRole('link', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.hash === '');
});

