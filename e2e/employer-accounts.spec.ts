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
    // A new company's home: its first steps, none done yet, each linking to the page that completes it; a
    // primary "Dodaj ofertę"; a sentence instead of tiles of zeros.
    const onboarding = page.getByTestId('onboarding');
    await expect(onboarding).toBeVisible();
    await expect(page.getByTestId('onboarding-progress')).toHaveText('0 z 5 gotowe');
    for (const [key, href] of [
      ['companyData', '/employer/company'],
      ['billingData', '/employer/billing-data'],
      ['clauses', '/employer/clauses'],
      ['firstOffer', '/employer/offers/new'],
      ['team', '/employer/users'],
    ] as const) {
      const item = page.getByTestId(`onboarding-${key}`);
      await expect(item).toHaveAttribute('data-done', 'false');
      await expect(item.getByRole('link')).toHaveAttribute('href', href);
    }
    const addOffer = page.getByTestId('home-new-offer');
    await expect(addOffer).toHaveText('Dodaj ofertę');
    await expect(addOffer).toHaveAttribute('href', '/employer/offers/new');
    await expect(page.getByTestId('home-no-figures')).toBeVisible();
    await expect(page.locator('[data-figure="offers.active"]')).toHaveCount(0);
    // The header is the employer's: the panel's areas, no candidate-site links.
    const header = page.locator('header[data-employer-header]');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Profil kandydata' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Cennik' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The company's website ticks "company data", from the data itself.
    await page.getByTestId('onboarding-companyData').getByRole('link').click();
    await page.waitForURL(/\/employer\/company$/);
    await page.getByLabel('Strona internetowa').fill('https://journey.example.com');
    await page.getByTestId('company-data').getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByTestId('company-data').getByRole('status')).toHaveText('Zmiany zapisane.');
    await page.goto('/employer');
    await expect(page.getByTestId('onboarding-companyData')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('onboarding-progress')).toHaveText('1 z 5 gotowe');

    await page.goto('/employer/users');
    await page.getByLabel('E-mail').fill(recruiter);
    await page.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect(page.getByText(`Wysłaliśmy zaproszenie na adres ${recruiter}.`)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A pending invitation ticks "team" on the home.
    await page.goto('/employer');
    await expect(page.getByTestId('onboarding-team')).toHaveAttribute('data-done', 'true');
    await page.goto('/employer/users');

    const inviteLink = await mailLink(page, recruiter, /zaprasza Cię do firmy/);
    const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    const other = await context.newPage();
    await other.goto(inviteLink);
    await expect(other.getByRole('heading', { level: 1, name: /Dołącz do firmy: Journey/ })).toBeVisible();
    // A new user gives a name and accepts the terms, as at the sign-up, checked before anything is sent.
    await other.getByRole('button', { name: 'Ustaw hasło i dołącz' }).click();
    await expect(other.getByText('Zaakceptuj, aby kontynuować.')).toBeVisible();
    await expect(other.getByLabel(/^Imię i nazwisko/)).toBeFocused();
    await other.getByLabel(/^Imię i nazwisko/).fill('Rita Rekruterka');
    await other.getByLabel(/^Hasło( \*)?$/).fill(password);
    await other.getByLabel(/^Powtórz hasło/).fill(password);
    await other.getByRole('checkbox', { name: /Akceptuję/ }).check();
    expect(await seriousA11yViolations(other)).toEqual([]);
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
    await expect(row).toContainText('Rita Rekruterka');
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
  // The header keeps the panel's own navigation and no candidate-site links.
  const header = page.locator('header[data-employer-header]');
  await expect(header.getByRole('link', { name: 'Candidate Profile' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  // So does the footer: one row of the employer's links, none of the candidates' columns.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('panel-footer').getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'For candidates' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Candidate Profile' })).toHaveCount(0);
  // The company switcher and sign-out live in the header's account menu.
  await header.getByTestId('employer-account-toggle').click();
  const switcher = header.getByRole('combobox', { name: 'Company' });
  await expect(switcher).toBeVisible();
  const options = await switcher.locator('option').allTextContents();
  expect(options).toHaveLength(2);
  await switcher.selectOption({ index: 1 });
  await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await header.getByTestId('employer-account-toggle').click();
  await header.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/en\/employer\/sign-in/);
  await page.goto('/en/employer');
  await expect(page).toHaveURL(/\/employer\/sign-in/);
});
