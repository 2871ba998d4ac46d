import type { Locator, Page } from '@playwright/test';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { callApi, expect, test } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A draft duplicated from one of the demo company's published offers: every step filled in. */
async function duplicatedDraft(page: Page): Promise<number> {
  await page.goto('/employer/offers?state=published');
  const id = await page.locator('[data-testid="offer-row"][data-offer-id]').first().getAttribute('data-offer-id');
  const res = await callApi(page, 'POST', `/api/v2/employer-panel/offers/${id}/drafts`, { mode: 'duplicate' });
  expect(res.status).toBeLessThan(300);
  return (res.body as { id: number }).id;
}

/** The bar's buttons lie inside the window, side by side, and the main one shows its whole label. */
async function expectBarWhole(page: Page, label: string) {
  const primary = page.getByTestId('next');
  await expect(primary).toHaveText(label);
  const fits = await primary.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits, `"${label}" is cut`).toBe(true);
  const width = page.viewportSize()!.width;
  const boxes: Box[] = [];
  for (const button of await page.getByTestId('bottom-bar').locator('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    for (const other of boxes) expect(overlaps(box, other)).toBe(false);
    boxes.push(box);
  }
}

/** Nothing lies over the field: the point at its middle is the field (or inside it), not the bar or the assistant. */
async function expectUncovered(page: Page, field: Locator) {
  await field.focus();
  const assistant = (await page.getByTestId('assistant-button').boundingBox())!;
  const box = (await field.boundingBox())!;
  expect(overlaps(box, assistant)).toBe(false);
  const onTop = await field.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + Math.min(r.height / 2, 12));
    return hit === el || el.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === el);
  });
  expect(onTop, `${await field.getAttribute('data-testid')} is covered`).toBe(true);
}

for (const [locale, prefix, label] of [
  ['pl', '', 'Przejdź do płatności'],
  ['en', '/en', 'Go to payment'],
] as const) {
  test(`the offer form's bottom bar (${locale}): the main button is never cut, the assistant covers no field`, async ({
    page,
  }) => {
    test.setTimeout(90_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
    await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer' });
    const draft = await duplicatedDraft(page);

    // The first step: every field, focused in turn, is in sight, above the bar, with the assistant beside none.
    await page.goto(`${prefix}/employer/offers/drafts/${draft}?step=company`);
    await expect(page.getByTestId('assistant-button')).toBeVisible();
    const fields = page.locator('form input:visible, form select:visible, form textarea:visible');
    const count = await fields.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) await expectUncovered(page, fields.nth(i));
    await expectBarWhole(page, locale === 'pl' ? 'Dalej' : 'Next');

    // The summary's main button carries the longest label.
    await page.goto(`${prefix}/employer/offers/drafts/${draft}?step=summary`);
    await expectBarWhole(page, label);
  });
}
