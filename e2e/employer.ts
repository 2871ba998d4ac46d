import { expect, type Page } from '@playwright/test';

/** The demo employers of the seed (features/demo-data/server/seed/employers.ts), all with DEMO_EMPLOYER_PASSWORD, on board `it`. */
export const DEMO_EMPLOYER = {
  owner: 'employer@demo.wakat.test',
  admin: 'admin@demo.wakat.test',
  recruiter: 'recruiter@demo.wakat.test',
  /** Owner of a second company. */
  owner2: 'owner2@demo.wakat.test',
  /** Recruiter in the first company and admin in the second (the company switcher). */
  both: 'both@demo.wakat.test',
} as const;
export const DEMO_EMPLOYER_PASSWORD = 'Wakat-demo-2026';

/**
 * Signs in through the employer sign-in page (Polish) and waits for the panel. `next` is an unprefixed
 * path of the panel to land on (default: the panel home).
 */
export async function signInAsEmployer(
  page: Page,
  email: string = DEMO_EMPLOYER.owner,
  { password = DEMO_EMPLOYER_PASSWORD, next = '/employer' }: { password?: string; next?: string } = {},
): Promise<void> {
  await page.goto(`/employer/sign-in?next=${encodeURIComponent(next)}`);
  await page.locator('#employer-email').fill(email);
  await page.locator('#employer-password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === next, { timeout: 20_000 });
}

/**
 * Answers the app's confirmation dialog (components/ui/confirm-dialog.tsx): checks that it asks about `mentions`,
 * presses the button named `confirm`, and sees the dialog close. Native dialogs are not used by the app.
 */
export async function confirmInApp(page: Page, confirm: string | RegExp, mentions?: string) {
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  if (mentions) await expect(dialog).toContainText(mentions);
  await dialog.getByRole('button', { name: confirm, exact: typeof confirm === 'string' }).click();
  await expect(dialog).toBeHidden();
}
