import { expect, getJson, seriousA11yViolations, tenantUrl, test } from './fixtures';

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
