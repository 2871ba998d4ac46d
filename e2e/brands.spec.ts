import { expect, getJson, getText, seriousA11yViolations, tenantUrl, test } from './fixtures';

test('brand stories: the list links to each story, which lists the company’s open offers', async ({ page }, info) => {
  await page.goto(tenantUrl('it', '/brands'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Historie pracodawców');
  const api = await getJson<{ data: { slug: string; name: string; offersCount: number }[] }>(
    page,
    '/api/v2/user-panel/brand-stories/company/list',
  );
  const story = api.data.find((s) => s.offersCount > 0)!;
  await page
    .getByRole('link', { name: new RegExp(story.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/brands/story/${story.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.name);
  await expect(page.locator('#story-offers + ul > li')).toHaveCount(Math.min(20, story.offersCount));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('brand-story.png'), fullPage: true });
});

test.describe('unknown stories', () => {
  test.use({ allowedConsoleErrors: [/404/] });
  test('answer the 404 page', async ({ page }) => {
    const response = await page.goto(tenantUrl('it', '/en/brands/story/no-such-company'));
    expect(response?.status()).toBe(404);
  });
});

test('terms and privacy: current files, the next version with its date, no past-due file', async ({ page }, info) => {
  await page.goto(tenantUrl('it', '/terms-and-privacy-policies'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulaminy i polityka prywatności');
  const users = page.locator('#usersTerms');
  await expect(users.getByRole('link')).toHaveCount(2);
  await expect(users).toContainText('Wchodzi w życie');
  await expect(page.locator('#privacyPolicy').getByRole('link')).toHaveCount(1);
  await expect(page.getByText('Polityka prywatności (archiwalna)')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('terms.png'), fullPage: true });
  await page.goto(tenantUrl('it', '/en/terms-and-privacy-policies/privacy-policy'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.locator('section').first()).toHaveAttribute('id', 'privacyPolicy');
  const href = await page.locator('#privacyPolicy a').first().getAttribute('href');
  const pdf = await getText(page, href!);
  expect(pdf.status).toBe(200);
  expect(pdf.type).toBe('application/pdf');
});
