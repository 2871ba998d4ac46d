import type { Page } from '@playwright/test';
import { expect, getJson, test } from './fixtures';

/** Opens the page of a listed single-location offer (an internal-form one when asked). */
async function openOffer(page: Page, { internal = false } = {}) {
  await page.goto('/');
  const list = await getJson<{ data: { slug: string; applyUrl: string | null; multilocation: unknown[] }[] }>(
    page,
    '/api/v2/user-panel/offers/by-cursor?itemsCount=40',
  );
  const offer = list.data.find((o) => (!internal || !o.applyUrl) && o.multilocation.length <= 1) ?? list.data[0]!;
  await page.goto(`/job-offer/${offer.slug}`);
}

test('the share dialog gives the focus back to the share button', async ({ page }, info) => {
  await openOffer(page);
  const opener =
    info.project.name === 'mobile'
      ? page.getByTestId('offer-top-bar').locator('a[href="#share"]')
      : page.getByTestId('open-share');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Udostępnij ofertę' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Escape closes the phone filter panel and returns to its button', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the filters are a panel on phones only');
  await page.goto('/job-offers');
  const button = page.locator('a[href="#more-filters"]');
  await button.click();
  const panel = page.locator('#more-filters');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

/** The bottom edge of the sticky site header, in viewport pixels. */
const headerBottom = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);

test('the apply button stays fully visible below the header and takes the focus after scrolling', async ({
  page,
}, info) => {
  await openOffer(page, { internal: true });
  const apply = page.locator('a[href="#apply"]').filter({ hasText: 'Aplikuj' }).first();
  await page.mouse.wheel(0, 1600);
  await page.waitForTimeout(400);
  await apply.focus();
  await page.waitForTimeout(400);
  const box = (await apply.boundingBox())!;
  const viewport = page.viewportSize()!;
  const top = await headerBottom(page);
  expect(box.y, 'below the header').toBeGreaterThanOrEqual(top - 0.5);
  expect(box.y + box.height, 'within the screen').toBeLessThanOrEqual(viewport.height + 0.5);
  await expect(apply).toBeFocused();
  // Nothing covers it: the point at its centre belongs to the button.
  const onTop = await apply.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return Boolean(hit && el.contains(hit));
  });
  expect(onTop).toBe(true);

  if (info.project.name === 'mobile') {
    // Scrolling back up shows the offer's top bar right under the site header, never beneath it.
    await page.mouse.wheel(0, -300);
    const bar = page.getByTestId('offer-top-bar');
    await expect(bar).toHaveAttribute('data-visible', 'true');
    await page.waitForTimeout(400);
    const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
    expect(barTop).toBeGreaterThanOrEqual((await headerBottom(page)) - 0.5);
  }
});
