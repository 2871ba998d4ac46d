import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

/** A GET from the page (Node cannot resolve the boards' *.localhost names), with a bearer key if given. */
async function get(page: Page, path: string, key?: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([url, bearer]) => {
      const res = await fetch(url!, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    [path, key] as const,
  );
}

test.describe('company API keys', () => {
  // The revoked key's request answers 401 and the recruiter's call 403, on purpose.
  test.use({ allowedConsoleErrors: [/status of 40[134] /] });

  test('an owner creates a key, sees it once, uses it, revokes it; a recruiter cannot reach the page', async ({
    page,
    context,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `ATS ${testInfo.project.name} ${Date.now()}`;

    await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/integrations' });
    await expect(page.getByRole('heading', { level: 1, name: 'Integracje' })).toBeVisible();
    await page.getByLabel(/^Nazwa/).fill(name);
    await page.getByRole('checkbox', { name: /Odczyt aplikacji/ }).check();
    await page.getByRole('button', { name: 'Utwórz klucz' }).click();

    const dialog = page.getByRole('dialog', { name: 'Twój nowy klucz API' });
    await expect(dialog).toBeVisible();
    const secret = await dialog.getByTestId('api-key-secret').inputValue();
    expect(secret).toMatch(/^wk_live_[A-Za-z0-9_-]{43}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Kopiuj klucz' }).click();
    await expect(dialog.getByRole('button', { name: 'Skopiowano' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole('button', { name: 'Gotowe' }).click();
    await expect(dialog).toBeHidden();

    // The key works, for its company's offers.
    const used = await get(page, '/api/v1/integrations/offers?limit=5', secret);
    expect(used.status).toBe(200);
    expect((used.body as { offers: unknown[] }).offers.length).toBeGreaterThan(0);

    // Listed by name and visible prefix, last use shown; the secret is never on the page again.
    await page.reload();
    const row = page.locator(`tr[data-api-key="${name}"]`);
    await expect(row).toContainText(`${secret.slice(0, 14)}…`);
    await expect(row).toContainText('Odczyt ofert, Odczyt aplikacji');
    await expect(row).not.toContainText('Jeszcze nie użyty');
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: `Unieważnij klucz ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Unieważnić klucz?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Unieważnij klucz' }).click();
    await expect(page.getByText(`Klucz „${name}” został unieważniony.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await get(page, '/api/v1/integrations/offers', secret)).status).toBe(401);

    // Both are in the company's change log.
    await page.goto('/employer/audit-log');
    await expect(page.getByRole('cell', { name: 'Utworzono klucz API' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Unieważniono klucz API' }).first()).toBeVisible();

    // A recruiter has no such page and no such entry in the navigation.
    const recruiterContext = await browser.newContext({
      baseURL,
      locale: 'pl-PL',
      viewport: page.viewportSize() ?? undefined,
    });
    const recruiter = await recruiterContext.newPage();
    await signInAsEmployer(recruiter, DEMO_EMPLOYER.recruiter);
    await expect(recruiter.getByRole('link', { name: 'Integracje' })).toHaveCount(0);
    await recruiter.goto('/employer/integrations');
    await expect(recruiter).toHaveURL(/\/employer\/no-access/);
    await expect(recruiter.getByRole('heading', { level: 1, name: 'Brak uprawnień' })).toBeVisible();
    expect((await get(recruiter, '/api/v2/employer-panel/api-keys')).status).toBe(403);
    await recruiterContext.close();
  });
});
