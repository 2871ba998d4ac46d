import type { Page } from '@playwright/test';
import { signInAsEmployer } from './employer';
import { expect, test } from './fixtures';
import { heading } from './offer-form-steps';

/** The draft as the panel reads it (status and company name), from the page's session. */
async function draftOf(page: Page, id: string) {
  return page.evaluate(async (draftId) => {
    const res = await fetch(`/api/v2/employer-panel/drafts/${draftId}`);
    const body = res.ok ? ((await res.json()) as { hiringCompany: { name: string } }) : null;
    return { status: res.status, name: body?.hiringCompany.name ?? null };
  }, id);
}

/** Waits for the autosave of what was just typed (the form's PUT/PATCH with `autosave=1`). */
const autosaved = (page: Page) =>
  page.waitForResponse((res) => res.url().includes('autosave=1') && res.request().method() !== 'GET' && res.ok());

/** "Odrzuć", then "Wyjdź bez zapisywania" in the dialog: back on the panel's list. */
async function exitWithoutSaving(page: Page) {
  await page.getByRole('button', { name: 'Odrzuć', exact: true }).click();
  const dialog = page.getByTestId('save-draft-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Wyjdź bez zapisywania' }).click();
  await page.waitForURL(/\/employer\/offers$/);
}

// The deleted draft is asked for on purpose: its 404 is expected.
test.use({ allowedConsoleErrors: [/status of 404/] });

test('"exit without saving" drops the autosave: a new ad\'s draft is gone, a saved draft is back as it was saved', async ({
  page,
}) => {
  await signInAsEmployer(page, undefined, { next: '/employer/offers/new' });
  await heading(page, 'Firma');

  // A new ad: the autosave starts a draft (the address moves to it); leaving without saving deletes it.
  const typed = autosaved(page);
  await page.getByTestId('field-companyName').fill('Tylko autozapis');
  await typed;
  await expect(page).toHaveURL(/\/employer\/offers\/drafts\/\d+\?token=/);
  const fresh = /\/drafts\/(\d+)/.exec(page.url())![1]!;
  await exitWithoutSaving(page);
  expect((await draftOf(page, fresh)).status).toBe(404);
  await page.goto('/employer/offers?state=draft');
  await expect(page.locator(`a[href$="/employer/offers/drafts/${fresh}"]`)).toHaveCount(0);

  // A draft saved on purpose, changed again and autosaved: leaving without saving puts the saved one back.
  await page.goto('/employer/offers/new');
  await heading(page, 'Firma');
  const name = `Zapisana Firma ${Date.now().toString(36)}`;
  const started = autosaved(page);
  await page.getByTestId('field-companyName').fill(name);
  await started;
  await expect(page).toHaveURL(/\/employer\/offers\/drafts\/\d+\?token=/);
  const id = /\/drafts\/(\d+)/.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'Zapisz i wyjdź' }).click();
  await page.waitForURL(/\/employer\/offers$/);
  expect(await draftOf(page, id)).toEqual({ status: 200, name });

  await page.goto(`/employer/offers/drafts/${id}`);
  await heading(page, 'Firma');
  const changed = autosaved(page);
  await page.getByTestId('field-companyName').fill('Zmiana z autozapisu');
  await changed;
  expect((await draftOf(page, id)).name).toBe('Zmiana z autozapisu');
  await exitWithoutSaving(page);
  expect(await draftOf(page, id)).toEqual({ status: 200, name });
});
