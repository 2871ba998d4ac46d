import type { Page } from '@playwright/test';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { expect, seriousA11yViolations, test } from './fixtures';

/** A JSON call of the panel's API from the signed-in page; answers the status. */
const api = (page: Page, method: string, path: string, body: unknown) =>
  page.evaluate(
    async ([m, p, b]) =>
      (
        await fetch(p as string, {
          method: m as string,
          headers: { 'content-type': 'application/json' },
          body: b as string,
        })
      ).status,
    [method, path, JSON.stringify(body)],
  );

// The recruiter's call on an offer out of reach answers 404, as it should.
test.use({ allowedConsoleErrors: [/status of 404/] });

test('an admin limits recruiters to their offers and assigns one; the recruiter then sees only that one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsEmployer(page, DEMO_EMPLOYER.admin, { next: '/employer/company' });
  const access = page.getByTestId('recruiter-access');
  const box = access.getByLabel('Rekruterzy widzą tylko przypisane im oferty');
  await expect(box).not.toBeChecked();
  let assigned: string | null = null;
  try {
    await box.check();
    await access.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(access.getByRole('status')).toHaveText('Zmiany zapisane.');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Assign the newest published offer to the recruiter, from its row.
    await page.goto('/employer/offers?state=published');
    const first = page.getByTestId('offer-row').first();
    assigned = await first.getAttribute('data-offer-id');
    const row = page.locator(`[data-offer-id="${assigned}"]`);
    await row.getByRole('button', { name: /^Przypisz rekruterów do/ }).click();
    const editor = page.getByTestId('assignees-editor');
    await editor.getByLabel(/Rita Wiśniewska/).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(editor).toHaveCount(0);
    await expect(row.getByTestId('offer-assignees')).toContainText('Rita Wiśniewska');
    const other = await page
      .getByTestId('offer-row')
      .evaluateAll((els, id) => els.map((el) => el.getAttribute('data-offer-id')).find((v) => v && v !== id), assigned);

    // The recruiter sees that offer alone (and, as before, the drafts she started), and nothing of the others.
    await page.context().clearCookies();
    await signInAsEmployer(page, DEMO_EMPLOYER.recruiter, { next: '/employer/offers' });
    await expect(page.getByTestId('offers-limited')).toBeVisible();
    const offerIds = await page
      .locator('[data-testid="offer-row"][data-offer-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-offer-id')));
    expect(offerIds).toEqual([assigned]);
    await expect(page.getByRole('button', { name: /^Przypisz rekruterów do/ })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(
      await page.evaluate(
        async (id) => (await fetch(`/api/v2/employer-panel/offers/statistics?offerId=${id}`)).status,
        other,
      ),
    ).toBe(404);
  } finally {
    // Leave the demo as it was found: nobody assigned, the setting off.
    await page.context().clearCookies();
    await signInAsEmployer(page, DEMO_EMPLOYER.admin, { next: '/employer/company' });
    if (assigned)
      expect(await api(page, 'PUT', `/api/v2/employer-panel/offers/${assigned}/assignees`, { userIds: [] })).toBe(200);
    expect(
      await api(page, 'PATCH', '/api/v2/employer-panel/company/recruiter-access', { recruitersAssignedOnly: false }),
    ).toBe(200);
  }
});
