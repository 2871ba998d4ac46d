import type { Page } from '@playwright/test';
import { DEMO_EMPLOYER, signInAsEmployer } from './employer';
import { expect, getJson, onePagePdf, secondBrowser, signUpVerified, test } from './fixtures';

/** Mails to an address from the development mailbox (fetched from the page: Node cannot resolve *.localhost). */
async function mailsTo(page: Page, to: string): Promise<{ subject: string; text: string }[]> {
  return page.evaluate(async (address) => {
    const res = await fetch(`/api/dev/mailbox?to=${encodeURIComponent(address)}`);
    return res.ok ? ((await res.json()) as { mails: { subject: string; text: string }[] }).mails : [];
  }, to);
}

test.setTimeout(180_000 * (process.env.CI ? 2 : 1)); // doubled in CI: both projects share two cores

test('a candidate applies → the employer opens the CV and invites to interview → the candidate sees it and is e-mailed → rejected with the template', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // The employer (company A of the demo data) and an offer of theirs that takes applications through the form.
  await signInAsEmployer(page, DEMO_EMPLOYER.owner, { next: '/employer/applications' });
  await expect(page.getByRole('heading', { level: 1, name: 'Aplikacje' })).toBeVisible();
  const own = await getJson<{ data: { offer: { slug: string } }[] }>(
    page,
    '/api/v2/employer-panel/applications?pageSize=100',
  );
  const slugs = new Set(own.data.map((a) => a.offer.slug));
  expect(slugs.size, 'the demo company has applications to its offers').toBeGreaterThan(0);

  const candidate = await secondBrowser(browser, baseURL!);
  const cpage = await candidate.newPage();
  const email = `apps.${testInfo.project.name}.${Date.now()}@example.com`;
  const name = `Ola Status ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signUpVerified(cpage, email, name);
  const { data: listed } = await getJson<{ data: { slug: string; title: string; applyUrl: string | null }[] }>(
    cpage,
    '/api/v2/user-panel/offers/by-cursor?itemsCount=100',
  );
  let offer = listed.find((o) => slugs.has(o.slug) && !o.applyUrl);
  for (const slug of slugs) {
    if (offer) break;
    // Fetched from the page: the test runner cannot resolve *.localhost.
    const html = await cpage.evaluate(async (path) => {
      const res = await fetch(path);
      return res.ok ? res.text() : '';
    }, `/job-offer/${slug}`);
    if (html.includes('id="apply"') && !html.includes('data-testid="apply-external"'))
      offer = { slug, title: '', applyUrl: null };
  }
  expect(offer, 'an active offer of company A with the apply form').toBeTruthy();

  // 1. The candidate applies with a PDF.
  await cpage.goto(`/job-offer/${offer!.slug}#apply`);
  const form = cpage.getByTestId('apply-form');
  await expect(form.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue(name);
  await form.getByRole('textbox', { name: 'Wiadomość do pracodawcy' }).fill('Dzień dobry, chętnie porozmawiam.');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
  await form.getByRole('button', { name: 'Wyślij aplikację' }).click();
  // The anti-bot proof of work runs in the browser first: on a busy machine it takes a while.
  await expect(cpage.getByTestId('apply-success').or(form.getByRole('alert'))).toBeVisible({ timeout: 60_000 });
  await expect(cpage.getByTestId('apply-success')).toBeVisible();

  // 2. The employer finds it in the list (search) and opens it: the CV inline, the message, marked seen.
  await page.goto(`/employer/applications?q=${encodeURIComponent(name)}`);
  const rows = page.getByTestId('applications-list');
  await expect(rows).toContainText(name);
  await expect(rows).toContainText('Nowa');
  await rows.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('application-message')).toHaveText('Dzień dobry, chętnie porozmawiam.');
  const viewer = page.getByTestId('cv-viewer');
  await expect(viewer).toBeVisible();
  const head = (url: string) =>
    page.evaluate(async (u) => {
      const res = await fetch(u);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        frame: res.headers.get('x-frame-options'),
        disposition: res.headers.get('content-disposition'),
      };
    }, url);
  const inline = await head((await viewer.getAttribute('src'))!);
  expect(inline).toMatchObject({ status: 200, type: 'application/pdf', frame: 'SAMEORIGIN' });
  expect(inline.disposition).toMatch(/^inline/);
  const download = await head((await page.getByTestId('cv-download').getAttribute('href'))!);
  expect(download.disposition).toMatch(/^attachment/);
  await expect(page.getByTestId('status-history')).toContainText('Nowa → Przejrzana');

  // 3. Interview: a history row, the candidate's history says so, and the e-mail arrives.
  await page.getByTestId('status-select').selectOption('interview');
  await page.getByTestId('status-save').click();
  await expect(page.getByTestId('status-history')).toContainText('Przejrzana → Rozmowa');
  await expect(page.getByTestId('status-history')).toContainText('Ewa Kowalska');

  await cpage.goto('/application-history');
  await expect(cpage.getByTestId('history-list').locator('li').first().getByTestId('history-status')).toContainText(
    'Rozmowa',
  );
  await expect
    .poll(async () => (await mailsTo(cpage, email)).some((m) => /zaprasza Cię na rozmowę/.test(m.subject)))
    .toBe(true);

  // 4. Rejection with the template, edited.
  await page.getByTestId('reject-open').click();
  const dialog = page.getByRole('dialog', { name: 'Odrzuć i powiadom kandydata' });
  await expect(dialog).toBeVisible();
  const body = dialog.getByRole('textbox', { name: 'Treść' });
  await expect(body).toHaveValue(new RegExp(`Dzień dobry ${name}`));
  await body.fill(`${await body.inputValue()}\n\nPS Zachowamy Twoje CV na przyszłość.`);
  await dialog.getByTestId('reject-send').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('status-history')).toContainText('Rozmowa → Odrzucona');

  await cpage.goto('/application-history');
  await expect(cpage.getByTestId('history-list').locator('li').first().getByTestId('history-status')).toContainText(
    'Zamknięta',
  );
  await expect
    .poll(
      async () => (await mailsTo(cpage, email)).find((m) => m.text.includes('PS Zachowamy Twoje CV'))?.subject ?? '',
    )
    .toContain('Twoja aplikacja');
  await candidate.close();
});
