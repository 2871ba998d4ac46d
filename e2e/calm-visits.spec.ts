import type { Locator, Page } from '@playwright/test';
import { expect, getJson, tenantUrl, test } from './fixtures';

/**
 * A visit is calm (decision 0046): nothing covers what a visitor reads, nothing interrupts in the
 * first 30 seconds, while a field has the focus or over a form in progress, and at most once a
 * visit; the promotion to employers sits in the footer, never on employers' own pages.
 */
test.use({ showPopups: true });

const survey = (page: Page) => page.getByRole('region', { name: 'Pomóż nam ulepszyć serwis' });

/** The cards on screen whose middle and right edge (where the salary is) are covered by something else. */
async function coveredCards(list: Locator) {
  return list.locator('a[href*="/job-offer/"]').evaluateAll((cards) => {
    const covered: string[] = [];
    for (const card of cards) {
      const r = card.getBoundingClientRect();
      if (r.bottom <= 0 || r.top >= window.innerHeight || r.height === 0) continue;
      // Below the sticky header only: the header covers what scrolls under it by design.
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      for (const [x, y] of [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.right - 12, r.top + r.height / 2],
      ] as const) {
        if (y <= header + 1 || y >= window.innerHeight - 1) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !card.contains(hit)) {
          covered.push(`${card.textContent?.slice(0, 40)} under ${hit?.tagName}.${hit?.className}`);
        }
      }
    }
    return covered;
  });
}

/** Scrolls to the very end of the page, as a reader does. */
async function readToTheEnd(page: Page) {
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('nothing covers the list on a first visit; the survey waits 30 seconds and the end of a page, once a visit', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(tenantUrl('it', '/job-offers'));
  const list = page.getByTestId('offer-list');
  await expect(list.locator('a[href*="/job-offer/"]').first()).toBeVisible();
  expect(await coveredCards(list)).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Half a minute of reading the list, scrolling through it: still nothing over it.
  await page.clock.fastForward('00:31');
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(300);
  expect(await coveredCards(list)).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The promotion to employers is in the footer, in the flow.
  const promo = page.getByTestId('employer-promo');
  await expect(promo).toHaveCount(1);
  expect(await promo.evaluate((el) => el.closest('footer') !== null)).toBe(true);
  await expect(promo.getByRole('link', { name: 'Zobacz cennik' })).toHaveAttribute('href', /\/pricing$/);

  // At the end of an article, past the calm start: the survey, below the content, taking nothing.
  await page.goto(tenantUrl('it', '/blog'));
  await page.getByRole('heading', { level: 1 }).click();
  await readToTheEnd(page);
  await expect(survey(page)).toBeVisible();
  const place = await survey(page).evaluate((el) => {
    const content = el.previousElementSibling?.previousElementSibling ?? el.parentElement!.firstElementChild!;
    return {
      position: getComputedStyle(el).position,
      belowContent: el.getBoundingClientRect().top >= content.getBoundingClientRect().bottom - 1,
      inMain: el.closest('main') !== null,
    };
  });
  expect(place).toEqual({ position: 'static', belowContent: true, inMain: true });
  expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="survey-popup"]') ?? null)).toBeNull();

  // Once a visit: the next page's end has nothing, although the survey was not answered.
  await page.goto(tenantUrl('it', '/help'));
  await readToTheEnd(page);
  await page.clock.fastForward('00:05');
  await expect(survey(page)).toHaveCount(0);
});

test('nothing in the first 30 seconds of a visit, even at the end of a page; then it may show there', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(tenantUrl('it', '/blog'));
  await readToTheEnd(page);
  await page.clock.fastForward('00:20');
  await expect(survey(page)).toHaveCount(0);
  await page.clock.fastForward('00:11');
  await expect(survey(page)).toBeVisible();
  // Closing it keeps it away for a year.
  await survey(page).getByRole('button', { name: 'Zamknij' }).click();
  await expect(survey(page)).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'hideSurveyPopup')?.value).toBe('true');
});

test('a form being filled is never interrupted: the apply form, then the next page may invite', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const { data } = await getJson<{ data: { slug: string; applyUrl: string | null }[] }>(
    page,
    '/api/v2/user-panel/offers/by-cursor?itemsCount=40',
  );
  await page.goto(`/job-offer/${data.find((o) => !o.applyUrl)!.slug}`);
  await page.clock.fastForward('00:31');
  const form = page.getByTestId('apply-form');
  await form.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Ola Spokojna');
  // The field keeps the focus at the end of the page: nothing.
  await readToTheEnd(page);
  await page.clock.fastForward('00:05');
  await expect(survey(page)).toHaveCount(0);
  // Left, but typed into: still nothing over (or after) the form in progress.
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.wheel(0, -600);
  await readToTheEnd(page);
  await page.clock.fastForward('00:05');
  await expect(survey(page)).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue('Ola Spokojna');

  await page.goto(tenantUrl('it', '/blog'));
  await readToTheEnd(page);
  await expect(survey(page)).toBeVisible();
});

test("employers' pages have neither the invitation nor the promotion to employers", async ({ page }) => {
  await page.clock.install();
  await page.goto(tenantUrl('it', '/'));
  await expect(page.getByTestId('employer-promo')).toHaveCount(1);
  await page.clock.fastForward('00:31');
  for (const path of ['/pricing', '/employer/sign-in', '/en/pricing']) {
    await page.goto(tenantUrl('it', path));
    await readToTheEnd(page);
    await page.clock.fastForward('00:02');
    await expect(page.getByTestId('employer-promo'), path).toHaveCount(0);
    await expect(page.getByTestId('page-end'), path).toHaveCount(0);
    await expect(survey(page), path).toHaveCount(0);
  }
});
