import type { Page } from '@playwright/test';
import { confirmInApp, signInAsEmployer, DEMO_EMPLOYER } from './employer';
import { expect, seriousA11yViolations, test } from './fixtures';

/** The newest e-mail to an address whose subject matches, from the development mailbox. */
async function mailLink(page: Page, to: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = await page.evaluate(async (address) => {
        const res = await fetch(`/api/dev/mailbox?to=${encodeURIComponent(address)}`);
        return ((await res.json()) as { mails: { text: string; subject: string }[] }).mails;
      }, to);
      const mail = mails.find((m) => subject.test(m.subject));
      link = /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link !== '';
    })
    .toBe(true);
  // Mails link to the public origin; the journey stays on the test server's.
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test.describe('a company team', () => {
  // The bad sign-up answers 400 and the spent confirmation link 404, on purpose.
  test.use({ allowedConsoleErrors: [/status of 40[04] /] });

  test('a company signs up, confirms, invites a recruiter who joins, is promoted, removed and loses access', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores
    const stamp = `${testInfo.project.name}.${Date.now()}`;
    const owner = `owner.${stamp}@example.com`;
    const recruiter = `recruiter.${stamp}@example.com`;
    const password = 'Journey-pass-2026';

    await page.goto('/employer/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto firmowe' })).toBeVisible();
    await page.getByLabel('Nazwa firmy').fill(`Journey ${stamp}`);
    await page.getByLabel('Imię i nazwisko').fill('Olga Owner');
    await page.getByLabel('Służbowy e-mail').fill(owner);
    await page.getByLabel('Telefon').fill('+48 600 700 800');
    await page.getByLabel(/^Hasło( \*)?$/).fill(password);
    await expect(page.getByText(/Siła hasła: (dobre|bardzo dobre)/)).toBeVisible();
    await page.getByLabel('Powtórz hasło').fill(password);
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await expect(page.getByText('Popraw zaznaczone pola.')).toBeVisible();
    await expect(page.getByText('Zaakceptuj, aby kontynuować.')).toBeVisible();
    await page.getByRole('checkbox', { name: /Akceptuję/ }).check();
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const confirmLink = await mailLink(page, owner, /Potwierdź konto firmowe/);
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { name: 'Konto potwierdzone' })).toBeVisible();
    // The same link again: spent, with a way to get a new one.
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { name: 'Ten link jest nieważny' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wyślij nowy link' })).toBeVisible();

    await signInAsEmployer(page, owner, { password });
    await expect(page.getByRole('heading', { level: 1, name: 'Panel pracodawcy' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/employer/users');
    await page.getByLabel('E-mail').fill(recruiter);
    await page.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect(page.getByText(`Wysłaliśmy zaproszenie na adres ${recruiter}.`)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const inviteLink = await mailLink(page, recruiter, /zaprasza Cię do firmy/);
    const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    const other = await context.newPage();
    await other.goto(inviteLink);
    await expect(other.getByRole('heading', { level: 1, name: /Dołącz do firmy: Journey/ })).toBeVisible();
    await other.getByLabel(/^Hasło( \*)?$/).fill(password);
    await other.getByLabel('Powtórz hasło').fill(password);
    await other.getByRole('button', { name: 'Ustaw hasło i dołącz' }).click();
    await other.waitForURL(/\/employer\/sign-in/);
    await signInAsEmployer(other, recruiter, { password });
    await expect(other.getByText('Rekruter', { exact: true }).first()).toBeVisible();
    // A recruiter does not manage users: the panel says so and names who does.
    await other.goto('/employer/users');
    await expect(other).toHaveURL(/\/employer\/no-access\?need=admin/);
    await expect(other.getByRole('heading', { level: 1, name: 'Brak uprawnień' })).toBeVisible();
    await expect(other.getByTestId('no-access-people')).toContainText('właściciel');

    await page.reload();
    const row = page.locator(`tr[data-member="${recruiter}"]`);
    await row.getByRole('combobox').selectOption('admin');
    await expect(page.getByText(/ma teraz uprawnienia: Administrator/)).toBeVisible();
    await other.goto('/employer/users');
    await expect(other.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();

    await page.locator(`tr[data-member="${recruiter}"]`).getByRole('button', { name: /Usuń/ }).click();
    await confirmInApp(page, 'Usuń');
    await expect(page.getByText(/nie należy już do firmy/)).toBeVisible();
    await expect(page.locator(`tr[data-member="${recruiter}"]`)).toHaveCount(0);

    // Their session no longer opens the panel: straight to the sign-in.
    await other.goto('/employer');
    await expect(other).toHaveURL(/\/employer\/sign-in/);
    await context.close();

    await page.goto('/employer/audit-log');
    await expect(page.getByRole('cell', { name: 'Usunięcie z firmy' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Zmiana uprawnień' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('the demo employer in English: the panel frame, the switcher of a two-company member, sign-out', async ({
  page,
}) => {
  await signInAsEmployer(page, DEMO_EMPLOYER.both);
  await page.goto('/en/employer');
  await expect(page.getByRole('heading', { level: 1, name: 'Employer panel' })).toBeVisible();
  // Phones fold the navigation, the switcher and sign-out into the panel menu.
  const menu = page.getByText('Panel menu');
  if (await menu.isVisible()) await menu.click();
  const switcher = page.getByRole('combobox', { name: 'Company' }).locator('visible=true');
  await expect(switcher).toBeVisible();
  const options = await switcher.locator('option').allTextContents();
  expect(options).toHaveLength(2);
  await switcher.selectOption({ index: 1 });
  await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).locator('visible=true').click();
  await page.waitForURL(/\/en\/employer\/sign-in/);
  await page.goto('/en/employer');
  await expect(page).toHaveURL(/\/employer\/sign-in/);
});
