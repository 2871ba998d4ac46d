import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A one-page PDF whose cross-reference a reader (and the upload check) can find. */
function onePagePdf(): string {
  const head = '%PDF-1.4\n';
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
  let body = head;
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 3\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${body}trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

/** The newest e-mail to an address, from the development mailbox (fetched by the page: *.localhost is the browser's). */
async function latestMail(page: Page, to: string, subject: RegExp) {
  let found: { text: string; subject: string } | undefined;
  await expect
    .poll(async () => {
      const mails = await page.evaluate(async (address) => {
        const res = await fetch(`/api/dev/mailbox?to=${encodeURIComponent(address)}`);
        return ((await res.json()) as { mails: { text: string; subject: string }[] }).mails;
      }, to);
      found = mails.find((m) => subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

// A refused upload (415) and a wrong password (401): the browser logs those responses.
test.use({ allowedConsoleErrors: [/status of 4(00|01|15)/] });

const linkIn = (text: string, pattern: RegExp) => pattern.exec(text)![0];

test('register → the verification link from the mailbox → signed in → profile with a CV → sign out → log in', async ({
  page,
}, testInfo) => {
  const email = `e2e.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  await page.goto('/register');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByText('Zaakceptuj regulamin i politykę prywatności')).toBeVisible();
  await page.getByLabel('Imię i nazwisko').fill('Ola Testowa');
  await page.getByRole('main').getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('main').getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /Akceptuję/ }).check();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByTestId('register-sent')).toContainText(email);

  const mail = await latestMail(page, email, /Potwierdź adres e-mail/);
  await page.goto(linkIn(mail.text, /http:\/\/\S+\/api\/auth\/verify-email\?\S+/));
  await expect(page.getByRole('dialog', { name: 'Twoje konto jest gotowe' })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Uzupełnij profil' }).click();

  await expect(page.getByRole('heading', { name: 'Twój profil' })).toBeVisible();
  await expect(page.getByLabel('Imię', { exact: true })).toHaveValue('Ola');
  const cv = path.join(tmpdir(), `cv-${Date.now()}.pdf`);
  writeFileSync(cv, onePagePdf());
  await page.getByTestId('cv-input').setInputFiles(cv);
  await expect(page.getByText(path.basename(cv))).toBeVisible();
  const renamed = path.join(tmpdir(), `virus-${Date.now()}.pdf`);
  writeFileSync(renamed, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]));
  await page.getByTestId('cv-input').setInputFiles(renamed);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Ten typ pliku nie jest akceptowany');

  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('main').getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('main').getByLabel('Hasło').fill('wrong password');
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Nieprawidłowy e-mail lub hasło');
  await page.getByRole('main').getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page.getByRole('heading', { name: 'Twój profil' })).toBeVisible();
});

test('a forgotten password is reset through the e-mailed link', async ({ page }, testInfo) => {
  const email = `reset.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.goto('/forgot-password');
  const status = await page.evaluate(async (address) => {
    const res = await fetch('/api/v2/user-panel/account/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Reset Me', email: address, password: 'first password', privacyAccepted: true }),
    });
    return res.status;
  }, email);
  expect(status).toBe(201);
  const verify = await latestMail(page, email, /Potwierdź/);
  // Verifying signs this browser in; sign out again to use the forgotten-password flow as a visitor.
  await page.goto(linkIn(verify.text, /http:\/\/\S+\/api\/auth\/verify-email\?\S+/));
  await page.context().clearCookies({ name: 'wakat.session_token' });
  await page.goto('/forgot-password');
  await page.getByRole('main').getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  const mail = await latestMail(page, email, /Ustaw nowe hasło/);
  await page.goto(linkIn(mail.text, /http:\/\/\S+\/reset-password\?token=\S+/));
  await page.getByRole('main').getByLabel('Hasło', { exact: true }).fill('second password');
  await page.getByLabel('Powtórz hasło').fill('second password');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByRole('status')).toContainText('Hasło zostało zmienione');
  await page.goto('/login');
  await page.getByRole('main').getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('main').getByLabel('Hasło').fill('second password');
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Twój profil' })).toBeVisible();
});
