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

test.describe('popups never take the focus', () => {
  test.use({ showPopups: true });

  test('typing into the search while the survey is due keeps every character; the survey waits, then shows once per visit', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('search').first().getByRole('combobox').first();
    await box.click();
    // 19 keys, 150 ms apart: the survey's timer (0.5 s on phones, 2.5 s on desktop) fires mid-typing.
    await box.pressSequentially('kubernetes engineer', { delay: 150 });
    await expect(box).toHaveValue('kubernetes engineer');
    await expect(box).toBeFocused();
    const survey = page.getByRole('dialog', { name: 'Pomóż nam ulepszyć serwis' });
    await page.waitForTimeout(1500);
    await expect(survey).toBeHidden();
    await expect(box).toHaveValue('kubernetes engineer');

    // Once the visitor leaves the field and stops typing, the survey may show, and closing it gives the focus back.
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(survey).toBeVisible({ timeout: 8000 });
    await page.keyboard.press('Escape');
    await expect(survey).toBeHidden();

    // At most one interruption per visit: no layout promo or survey on the next page.
    await page.goto('/blog');
    await page.waitForTimeout(3500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

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
