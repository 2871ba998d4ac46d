import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** The newest e-mail to an address, from the development mailbox. */
async function latestMail(request: APIRequestContext, to: string, subject: RegExp) {
  let found: { text: string; subject: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { mails } = (await res.json()) as { mails: { text: string; subject: string }[] };
      found = mails.find((m) => subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

const linkIn = (text: string, pattern: RegExp) => pattern.exec(text)![0];

test('register → the verification link from the mailbox → signed in → profile with a CV → sign out → log in', async ({
  page,
  request,
}, testInfo) => {
  const email = `e2e.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  await page.goto('/register');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByText('Zaakceptuj regulamin i politykę prywatności')).toBeVisible();
  await page.getByLabel('Imię i nazwisko').fill('Ola Testowa');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /Akceptuję/ }).check();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByTestId('register-sent')).toContainText(email);

  const mail = await latestMail(request, email, /Potwierdź adres e-mail/);
  await page.goto(linkIn(mail.text, /http:\/\/\S+\/api\/auth\/verify-email\?\S+/));
  await expect(page.getByRole('dialog', { name: 'Twoje konto jest gotowe' })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Uzupełnij profil' }).click();

  await expect(page.getByRole('heading', { name: 'Twój profil' })).toBeVisible();
  await expect(page.getByLabel('Imię', { exact: true })).toHaveValue('Ola');
  const cv = path.join(tmpdir(), `cv-${Date.now()}.pdf`);
  writeFileSync(cv, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await page.getByTestId('cv-input').setInputFiles(cv);
  await expect(page.getByText(path.basename(cv))).toBeVisible();
  const renamed = path.join(tmpdir(), `virus-${Date.now()}.pdf`);
  writeFileSync(renamed, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]));
  await page.getByTestId('cv-input').setInputFiles(renamed);
  await expect(page.getByRole('alert')).toContainText('Ten typ pliku nie jest akceptowany');

  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page.getByRole('link', { name: 'Zaloguj się' }).first()).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill('wrong password');
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page.getByRole('alert')).toContainText('Nieprawidłowy e-mail lub hasło');
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page.getByRole('heading', { name: 'Twój profil' })).toBeVisible();
});

test('a forgotten password is reset through the e-mailed link', async ({ page, request }, testInfo) => {
  const email = `reset.${testInfo.project.name}.${Date.now()}@example.com`;
  const res = await request.post('/api/v2/user-panel/account/register', {
    data: { name: 'Reset Me', email, password: 'first password', privacyAccepted: true },
  });
  expect(res.status()).toBe(201);
  const verify = await latestMail(request, email, /Potwierdź/);
  await request.get(linkIn(verify.text, /http:\/\/\S+\/api\/auth\/verify-email\?\S+/), { maxRedirects: 0 });
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  const mail = await latestMail(request, email, /Ustaw nowe hasło/);
  await page.goto(linkIn(mail.text, /http:\/\/\S+\/reset-password\?token=\S+/));
  await page.getByLabel('Hasło', { exact: true }).fill('second password');
  await page.getByLabel('Powtórz hasło').fill('second password');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByRole('status')).toContainText('Hasło zostało zmienione');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill('second password');
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page.getByTestId('account-link')).toBeVisible();
});
