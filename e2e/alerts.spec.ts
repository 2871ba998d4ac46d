import { expect, getJson, seriousA11yViolations, tenantUrl, test } from './fixtures';

interface Mail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

type Page = import('@playwright/test').Page;

/** The dev mailbox, read from the page (the runner cannot resolve *.localhost). */
const mailbox = (page: Page, to: string) =>
  page.evaluate(async (address) => {
    const res = await fetch(`/api/dev/mailbox?to=${encodeURIComponent(address)}`);
    return { status: res.status, mails: res.ok ? ((await res.json()) as { mails: Mail[] }).mails : [] };
  }, to);

const post = (page: Page, path: string) =>
  page.evaluate(async (p) => (await fetch(p, { method: 'POST' })).status, path);

test('a visitor saves a search locally and sees it in the header popup', async ({ page }) => {
  await page.goto(tenantUrl('it', '/job-offers?keyword=java#add-alert'));
  const dialog = page.locator('dialog#add-alert');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nazwa alertu' })).toHaveValue('java');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Zapisz wyszukiwanie w tej przeglądarce' }).click();
  await expect(dialog.getByTestId('add-alert-done')).toBeVisible();
  await dialog.getByRole('link', { name: 'Zamknij' }).click();
  await page.getByTestId('job-alerts-button').click();
  const popup = page.getByTestId('job-alerts-popup');
  await expect(popup.getByTestId('saved-search')).toHaveCount(1);
  await expect(popup.getByRole('link', { name: 'java' })).toHaveAttribute('href', '/job-offers?keyword=java');
  await popup.getByRole('button', { name: 'Usuń' }).click();
  await page.getByTestId('confirm-delete').getByRole('button', { name: 'Usuń' }).click();
  await expect(popup.getByTestId('saved-search')).toHaveCount(0);
});

test('a visitor saves a search from the top of the list, named as the list shows it', async ({ page }) => {
  await page.goto(tenantUrl('it', '/job-offers/krakow/backend'));
  const save = page.getByTestId('save-search-top');
  await expect(save).toBeInViewport();
  await save.click();
  const dialog = page.locator('dialog#add-alert');
  await expect(dialog.getByRole('textbox', { name: 'Nazwa alertu' })).toHaveValue('Kraków, Backend');
  await dialog.getByRole('button', { name: 'Zapisz wyszukiwanie w tej przeglądarce' }).click();
  await expect(dialog.getByTestId('add-alert-done')).toBeVisible();
  await dialog.getByRole('link', { name: 'Zamknij' }).click();
  await page.getByTestId('job-alerts-button').click();
  const popup = page.getByTestId('job-alerts-popup');
  await expect(popup.getByRole('link', { name: 'Kraków, Backend' })).toHaveAttribute(
    'href',
    '/job-offers/krakow/backend',
  );
  // The popup has its own way to save the search.
  await popup.getByTestId('save-search-popup').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nazwa alertu' })).toHaveValue('Kraków, Backend');
});

test.describe('journeys through the mailbox', () => {
  // The replayed activation answers 409 on purpose (and the mailbox 404 while it is not built).
  test.use({ allowedConsoleErrors: [/status of (409|404)/] });

  test('guest alert: register → activate from the mailbox → a new offer → the digest lists it → unsubscribe', async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto(tenantUrl('it', '/job-offers?keyword=developer#add-alert'));
    const form = page.getByTestId('guest-alert-form');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('combobox', { name: 'Jak często' }).selectOption('daily');
    // The privacy policy must be accepted first.
    await form.getByRole('button', { name: 'Utwórz alert' }).click();
    await expect(form.getByText('Zaakceptuj politykę prywatności, aby kontynuować.')).toBeVisible();
    await form.getByRole('checkbox', { name: /Akceptuję politykę prywatności/ }).check();
    await form.getByRole('button', { name: 'Utwórz alert' }).click();
    await expect(page.getByTestId('add-alert-done')).toContainText(email);
    // The header popup of this browser lists the search with its alert, waiting for the e-mail.
    await page.locator('dialog#add-alert').getByRole('link', { name: 'Zamknij' }).click();
    await page.getByTestId('job-alerts-button').click();
    const popup = page.getByTestId('job-alerts-popup');
    await expect(popup.getByText('Nie masz jeszcze zapisanych wyszukiwań')).toHaveCount(0);
    await expect(popup.getByRole('link', { name: 'developer' })).toBeVisible();
    await expect(popup.getByTestId('guest-alert')).toHaveText(
      `Alert e-mail czeka na potwierdzenie: otwórz link z wiadomości wysłanej na ${email}.`,
    );
    await page.keyboard.press('Escape');

    const box = await mailbox(page, email);
    test.skip(box.status === 404, 'the dev mailbox (platform) is not on this branch yet');
    const activation = box.mails.find((m) => m.text.includes('job-alerts=activate'))!;
    const link = /http\S+job-alerts=activate\S+/.exec(activation.text)![0];
    await page.goto(link);
    await expect(page.getByTestId('job-alerts-activate-success')).toBeVisible();
    await page.getByTestId('job-alerts-activate-success').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Activated in the browser that made it: the header popup says it is on.
    await page.getByTestId('job-alerts-button').click();
    await expect(popup.getByTestId('guest-alert')).toHaveText(`Alert e-mail na ${email}: włączony, codziennie.`);
    await page.keyboard.press('Escape');
    // The same link again: the error variant.
    await page.goto(link);
    await expect(page.getByTestId('job-alerts-activate-error')).toBeVisible();

    // A matching offer is published, then the daily digest runs.
    const list = await getJson<{ data: { slug: string; title: string }[] }>(
      page,
      '/api/v2/user-panel/offers/by-cursor?keywords[]=developer&itemsCount=1',
    );
    const offer = list.data[0]!;
    expect(await post(page, `/api/dev/offers/${offer.slug}/publish-now`)).toBe(200);
    expect(await post(page, '/api/dev/jobs/alert-digest-daily/run')).toBe(200);
    const digest = (await mailbox(page, email)).mails.find((m) => m.headers['List-Unsubscribe-Post'])!;
    expect(digest.text).toContain(offer.title);
    expect(digest.text).toContain(`/job-offer/${offer.slug}`);
    expect(digest.headers['List-Unsubscribe']).toMatch(/^<http\S+\/api\/it\/guests\/job-alerts\/\d+\/\S+>, <mailto:/);
    expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const unsubscribe = /http\S+job-alerts=unsubscribe\S+/.exec(digest.text)![0];
    await page.goto(unsubscribe);
    await expect(page.getByTestId('job-alerts-unsubscribe-success')).toBeVisible();
  });

  test('a candidate saves the search with its alert, changes the frequency, switches it off; a duplicate gives the snackbar', async ({
    page,
  }, info) => {
    const email = `member-${Date.now()}-${info.project.name}@example.com`;
    await page.goto(tenantUrl('it', '/'));
    const signUp = await page.evaluate(async (address) => {
      const res = await fetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: 'correct horse battery', name: 'Ola', privacyAccepted: true }),
      });
      return res.status;
    }, email);
    expect(signUp).toBe(200);
    const box = await mailbox(page, email);
    test.skip(box.status === 404, 'the dev mailbox (platform) is not on this branch yet');
    await page.goto(/http\S+verify-email\S+/.exec(box.mails[0]!.text)![0]);

    await page.goto(tenantUrl('it', '/job-offers?keyword=developer#add-alert'));
    const dialog = page.locator('dialog#add-alert');
    await dialog.getByRole('button', { name: 'Zapisz wyszukiwanie' }).click();
    await expect(dialog.getByTestId('add-alert-done')).toHaveText(
      `Wyszukiwanie zapisane, a alert e-mail jest włączony: nowe oferty wyślemy na adres ${email} (dwa razy w tygodniu).`,
    );
    await dialog.getByRole('link', { name: 'Zamknij' }).click();
    await page.getByTestId('job-alerts-button').click();
    const popup = page.getByTestId('job-alerts-popup');
    await expect(popup.getByRole('switch')).toBeChecked();
    await popup.getByRole('combobox').selectOption('weekly');
    await popup.getByRole('switch').uncheck();
    await expect(popup.getByRole('combobox')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto(tenantUrl('it', '/job-offers?keyword=developer#add-alert'));
    await page.locator('dialog#add-alert').getByRole('button', { name: 'Zapisz wyszukiwanie' }).click();
    await expect(page.getByTestId('alerts-snackbar')).toHaveText('To wyszukiwanie jest już zapisane.');
  });
});
