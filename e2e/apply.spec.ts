import type { Page } from '@playwright/test';
import { expect, getJson, onePagePdf, test } from './fixtures';

interface ListOffer {
  slug: string;
  title: string;
  companyName: string;
  applyUrl: string | null;
  companyLogoThumbUrl: string;
}

/** A listed (active) offer that takes applications through the form, or one with an external URL. */
async function findOffer(page: Page, external: boolean): Promise<ListOffer> {
  await page.goto('/');
  const { data } = await getJson<{ data: ListOffer[] }>(page, '/api/v2/user-panel/offers/by-cursor?itemsCount=60');
  // The oldest of the newest 60: a demo offer, not one the employer journeys published (other addresses).
  const offer = data.findLast((o) => (external ? o.applyUrl : !o.applyUrl));
  expect(offer, 'a listed offer of that kind').toBeTruthy();
  return offer!;
}

/** The employer's notice of an application, from the development mailbox. */
async function employerMail(page: Page, to: string, candidateName: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      // Fetched from the page: the test runner cannot resolve *.localhost.
      const mails = await page.evaluate(async (address) => {
        const res = await fetch(`/api/dev/mailbox?to=${encodeURIComponent(address)}`);
        return res.ok ? ((await res.json()) as { mails: { subject: string; text: string }[] }).mails : [];
      }, to);
      found = mails.find((m) => m.subject.includes(candidateName));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test('an anonymous visitor applies with a PDF: success panel, register banner, and the employer is e-mailed', async ({
  page,
}, testInfo) => {
  const offer = await findOffer(page, false);
  // Demo offers that take applications through the form send them to jobs@<company>.example.
  const companySlug = /\/companies\/([^/]+)\/logo/.exec(offer.companyLogoThumbUrl)![1]!;
  const employer = `jobs@${companySlug}.example`;
  const name = `Ola E2E ${testInfo.project.name} ${Date.now()}`;

  await page.goto(`/job-offer/${offer.slug}`);
  await page.getByRole('link', { name: 'Aplikuj', exact: true }).first().click();
  const form = page.getByTestId('apply-form');
  await expect(form).toBeVisible();

  // The rule first: without a file or a message the form says so and sends nothing.
  await form.getByRole('textbox', { name: 'Imię i nazwisko' }).fill(name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill('ola.e2e@example.com');
  await form.getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(form.getByText('Dołącz plik albo napisz wiadomość.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Wiadomość do pracodawcy' }).fill('Dzień dobry, przesyłam CV.');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
  await expect(form.getByText('cv.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Wyślij aplikację' }).click();

  const success = page.getByTestId('apply-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success).toContainText(offer.companyName);
  const banner = page.getByTestId('register-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute(
    'href',
    /\/register\?applicationId=\d+$/,
  );

  const mail = await employerMail(page, employer, name);
  expect(mail.text).toContain('ola.e2e@example.com');
  expect(mail.text).toContain('Dzień dobry, przesyłam CV.');
  expect(mail.text).toContain('cv.pdf');
});

test('external apply opens the employer page at once and then shows similar offers with a register prompt', async ({
  page,
  context,
}) => {
  const offer = await findOffer(page, true);
  // The employer's site is not reachable from here: answer it locally.
  await context.route(/^https:\/\/[^/]+\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Employer</title><h1>Careers</h1>' }),
  );
  await page.goto(`/job-offer/${offer.slug}`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('apply-external').first().click()]);
  await expect.poll(() => popup.url()).toBe(offer.applyUrl);
  await popup.close();

  const panel = page.getByTestId('similar-offers-panel');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute(
    'href',
    /\/register\?redirectId=\d+&redirectToken=\d+\.[\w-]+$/,
  );
  await page.getByRole('button', { name: 'Zamknij' }).click();
  await expect(panel).toBeHidden();
});

test('application history asks anonymous visitors to sign in', async ({ page }) => {
  await page.goto('/application-history');
  await expect(page.getByTestId('history-sign-in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zaloguj się' }).last()).toBeVisible();
});

/** Signs a new candidate in through the API and the verification link from the mailbox. */
async function signUp(page: Page, email: string, name: string) {
  await page.goto('/');
  const status = await page.evaluate(
    async ([address, fullName]) =>
      (
        await fetch('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: address,
            name: fullName,
            password: 'correct horse battery',
            privacyAccepted: true,
          }),
        })
      ).status,
    [email, name],
  );
  expect(status).toBe(200);
  let link = '';
  await expect
    .poll(async () => {
      const mails = await page.evaluate(
        async (address) =>
          (
            (await (await fetch(`/api/dev/mailbox?to=${encodeURIComponent(address)}`)).json()) as {
              mails: { text: string }[];
            }
          ).mails,
        email,
      );
      link = /http:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
}

test('a signed-in candidate applies in one click with the profile CV, confirms an external application and finds both in the history', async ({
  page,
  context,
}, testInfo) => {
  const email = `apply.${testInfo.project.name}.${Date.now()}@example.com`;
  await signUp(page, email, 'Ola Kandydatka');
  const uploaded = await page.evaluate(async (pdfText) => {
    const body = new FormData();
    body.set('file', new File([pdfText], 'Moje CV.pdf', { type: 'application/pdf' }));
    return (await fetch('/api/v2/user-panel/profile/documents', { method: 'POST', body })).status;
  }, onePagePdf().toString('latin1'));
  expect(uploaded).toBe(201);

  const internal = await findOffer(page, false);
  await page.goto(`/job-offer/${internal.slug}#apply`);
  const form = page.getByTestId('apply-form');
  await expect(form.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue('Ola Kandydatka');
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(form.getByTestId('profile-cv')).toContainText('Moje CV.pdf');
  await form.getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('register-banner')).toHaveCount(0);
  await expect(page.getByTestId('preferences-prompt')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('already-applied')).toBeVisible();

  const external = await findOffer(page, true);
  await context.route(/^https:\/\/[^/]+\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Employer</title>' }),
  );
  await page.goto(`/job-offer/${external.slug}`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('apply-external').first().click()]);
  await popup.close();
  const dialog = page.getByRole('dialog', { name: 'Czy aplikacja została wysłana?' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Tak, zapisz' }).click();
  await expect(page.getByText('Aplikacja zapisana w historii.')).toBeVisible();
  await page.getByRole('link', { name: 'Historia aplikacji' }).click();

  const list = page.getByTestId('history-list');
  await expect(list).toContainText(internal.title);
  await expect(list).toContainText(external.title);
  await expect(list.getByRole('link', { name: 'Pobierz załącznik' })).toHaveCount(1);

  // The history leads to the offer, which says when the candidate applied instead of offering the form again.
  await list.getByRole('link', { name: internal.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/job-offer/${internal.slug}`));
  const applied = page.getByTestId('already-applied');
  await expect(applied).toContainText(/Aplikacja na tę ofertę wysłana \d{1,2} \p{L}+ \d{4}/u);
  await expect(applied.getByRole('link', { name: 'Zobacz historię aplikacji' })).toHaveAttribute(
    'href',
    /\/application-history$/,
  );
  await applied.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('apply-form')).toHaveCount(0);
  // Applying again takes a deliberate click.
  await applied.getByRole('button', { name: 'Aplikuj ponownie' }).click();
  await expect(page.getByTestId('apply-form').getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue(
    'Ola Kandydatka',
  );
  await expect(page.getByTestId('already-applied')).toHaveCount(0);
});

test("a candidate's first application keeps its CV on the profile when asked; the next application is one click", async ({
  page,
}, testInfo) => {
  const email = `keep.cv.${testInfo.project.name}.${Date.now()}@example.com`;
  await signUp(page, email, 'Ela Kandydatka');
  await page.goto('/');
  const { data } = await getJson<{ data: ListOffer[] }>(page, '/api/v2/user-panel/offers/by-cursor?itemsCount=60');
  // Two demo offers that take applications through the form (the oldest of the newest 60).
  const [first, second] = data.filter((o) => !o.applyUrl).slice(-2);
  expect(second, 'two listed offers with the apply form').toBeTruthy();

  await page.goto(`/job-offer/${first!.slug}#apply`);
  const form = page.getByTestId('apply-form');
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(form.getByTestId('profile-cv')).toHaveCount(0);
  // The choice appears with the upload, unticked: keeping the CV is the candidate's decision.
  await expect(form.getByTestId('keep-cv')).toHaveCount(0);
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'CV Ela.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
  const keep = form.getByRole('checkbox', { name: 'Zachowaj to CV w moim profilu do kolejnych aplikacji' });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await form.getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('cv-kept')).toContainText('jednym kliknięciem');

  // The profile lists it as the candidate's CV.
  const docs = await getJson<{ data: { fileName: string }[] }>(page, '/api/v2/user-panel/profile/documents');
  expect(docs.data.map((d) => d.fileName)).toEqual(['CV Ela.pdf']);

  // The next offer: everything is filled in from the profile, the CV included; one click sends it.
  await page.goto(`/job-offer/${second!.slug}#apply`);
  const next = page.getByTestId('apply-form');
  await expect(next.getByTestId('profile-cv')).toContainText('CV Ela.pdf');
  await expect(next.getByTestId('keep-cv')).toHaveCount(0);
  await next.getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('cv-kept')).toHaveCount(0);
  // Still one CV on the profile.
  const after = await getJson<{ data: { fileName: string }[] }>(page, '/api/v2/user-panel/profile/documents');
  expect(after.data).toHaveLength(1);
});
