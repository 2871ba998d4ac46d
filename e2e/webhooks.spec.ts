import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInAsEmployer } from './employer';
import { callApi, expect, onePagePdf, test } from './fixtures';
import { addLocation, fillFirstSteps, fillLastSteps, next, publishWithDemoCode } from './offer-form-steps';

// An owner connects the company's system: an API key with the webhooks scope and a webhook endpoint (a
// receiver this journey starts on its own port), publishes an offer and a candidate applies; both events
// reach the receiver signed with the endpoint's secret, the CV as a link, and show in the panel's log.

interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

/** The documented check, written here from the format alone: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">. */
function signedBy(hit: Hit, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hit.headers['wakat-signature'] ?? ''));
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${hit.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

async function publishNewOffer(page: Page, title: string) {
  await page.goto('/employer/offers/new');
  await fillFirstSteps(page, 'Budujemy integracje systemów rekrutacyjnych. ');
  await addLocation(page, 0, 'Kraków', 'Rynek Główny 1');
  await next(page);
  await fillLastSteps(page, {
    title,
    seniority: 'Mid',
    salary: ['20000', '26000'],
    skill: 'Rust',
    workplace: 'Praca zdalna',
  });
  await publishWithDemoCode(page);
}

test('an owner adds a key and a webhook; a published offer and an application arrive signed and show in the log', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000 * (process.env.CI ? 2 : 1));
  const hits: Hit[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      hits.push({ headers: req.headers, body, path: req.url ?? '' });
      res.writeHead(204).end();
    });
  });
  // A port the system picks: a fixed one could still be held by a try that failed before this retry.
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  const word = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`;
  // A path of its own per run: a run that failed half-way leaves its endpoint in the journeys' database.
  const url = `http://127.0.0.1:${port}/wakat/${word}`;
  const title = `Integrator webhooków ${word}`;
  // Only this run's endpoint: endpoints left by earlier runs (on any port) are told the same events.
  const events = (type: string) =>
    hits
      .filter((h) => h.path === new URL(url).pathname && h.headers['wakat-event'] === type)
      .map((h) => ({ hit: h, event: JSON.parse(h.body) }));

  try {
    await signInAsEmployer(page, undefined, { next: '/employer/integrations' });
    await expect(page.getByRole('heading', { level: 1, name: 'Integracje' })).toBeVisible();

    // A key for the company's system, with the webhooks scope.
    await page.getByLabel(/^Nazwa/).fill(`ATS ${word}`);
    await page.getByRole('checkbox', { name: /Webhooki/ }).check();
    await page.getByRole('checkbox', { name: /Zarządzanie ofertami/ }).check();
    await page.getByRole('button', { name: 'Utwórz klucz' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Twój nowy klucz API' });
    const key = await keyDialog.getByTestId('api-key-secret').inputValue();
    await keyDialog.getByRole('button', { name: 'Gotowe' }).click();

    // The endpoint: every event is chosen by default; its signing secret is shown once.
    await page.getByLabel(/^Adres odbiorcy/).fill(url);
    await page.getByRole('button', { name: 'Dodaj adres' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Sekret podpisu adresu' });
    await expect(secretDialog).toBeVisible();
    const secret = await secretDialog.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await secretDialog.getByRole('button', { name: 'Gotowe' }).click();
    const endpointRow = page.locator(`tr[data-webhook="${url}"]`);
    await expect(endpointRow).toContainText('Działa');
    await expect(endpointRow).toContainText(`${secret.slice(0, 12)}…`);
    expect(await page.content()).not.toContain(secret);

    // The key sees the endpoint too.
    const listed = await callApi(page, 'GET', '/api/v1/integrations/webhooks', undefined, {
      authorization: `Bearer ${key}`,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.endpoints.map((e: { url: string }) => e.url)).toContain(url);

    // An offer published: the receiver hears of it within a few of the sender's 10-second passes.
    await publishNewOffer(page, title);
    await expect
      .poll(() => events('offer.published').filter((e) => e.event.data.offer.title === title).length, {
        timeout: 60_000,
      })
      .toBe(1);
    const published = events('offer.published').find((e) => e.event.data.offer.title === title)!;
    expect(signedBy(published.hit, secret)).toBe(true);
    expect(signedBy(published.hit, `${secret}x`)).toBe(false);
    const offerUrl = new URL(published.event.data.offer.url as string);

    // The company's system posts an offer with the key, as the guide's curl example does, and publishes it
    // with a code in the same call: the endpoint is told of that publication too.
    const guide = readFileSync(path.resolve(import.meta.dirname, '../docs/integrations.md'), 'utf8');
    const example = /curl -X POST "\$BOARD\/api\/v1\/integrations\/offers\?lang=en"[\s\S]*?-d '([^']+)'/.exec(guide);
    expect(example, 'the guide’s create example').not.toBeNull();
    const posted = JSON.parse(example![1]!) as { externalId: string; offer: { title: string } };
    const postedTitle = `Java z systemu ATS ${word}`;
    const postedAnswer = await callApi(
      page,
      'POST',
      '/api/v1/integrations/offers?lang=en',
      {
        ...posted,
        externalId: `req-${word}`,
        offer: { ...posted.offer, title: postedTitle },
        publish: true,
        code: 'WAKAT-DEMO',
      },
      { authorization: `Bearer ${key}` },
    );
    expect(postedAnswer.status, JSON.stringify(postedAnswer.body)).toBe(201);
    expect(postedAnswer.body).toMatchObject({ externalId: `req-${word}`, status: 'published', title: postedTitle });
    await expect
      .poll(() => events('offer.published').filter((e) => e.event.data.offer.title === postedTitle).length, {
        timeout: 60_000,
      })
      .toBe(1);
    const postedEvent = events('offer.published').find((e) => e.event.data.offer.title === postedTitle)!;
    expect(signedBy(postedEvent.hit, secret)).toBe(true);

    // A candidate applies with a PDF.
    const candidateContext = await browser.newContext({
      baseURL,
      locale: 'pl-PL',
      viewport: page.viewportSize() ?? undefined,
    });
    const candidate = await candidateContext.newPage();
    await candidate.goto(offerUrl.pathname);
    await candidate.getByRole('link', { name: 'Aplikuj', exact: true }).first().click();
    const form = candidate.getByTestId('apply-form');
    await form.getByRole('textbox', { name: 'Imię i nazwisko' }).fill(`Ola ${word}`);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(`ola.${word}@example.com`);
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
    await form.getByRole('button', { name: 'Wyślij aplikację' }).click();
    await expect(candidate.getByTestId('apply-success')).toBeVisible({ timeout: 20_000 });

    await expect
      .poll(() => events('application.created').filter((e) => e.event.data.application.name === `Ola ${word}`).length, {
        timeout: 60_000,
      })
      .toBe(1);
    const created = events('application.created').find((e) => e.event.data.application.name === `Ola ${word}`)!;
    expect(signedBy(created.hit, secret)).toBe(true);
    expect(created.event.data.offer.title).toBe(title);
    const cv = created.event.data.application.cv as { url: string; fileName: string; mimeType: string };
    expect(cv).toMatchObject({ fileName: 'cv.pdf', mimeType: 'application/pdf' });
    expect(created.hit.body).not.toContain('%PDF');
    // The link works for whoever holds it (the browser resolves the board's *.localhost name).
    const download = await candidate.evaluate(async (href) => {
      const res = await fetch(href);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        head: String.fromCharCode(...bytes.slice(0, 5)),
      };
    }, cv.url);
    expect(download).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
    await candidateContext.close();

    // The panel's log lists both deliveries, delivered, with the answer's code; "Wyślij ponownie" sends one again.
    await page.goto('/employer/integrations');
    const log = page.getByTestId('webhook-log');
    const createdRow = log.locator('tr[data-delivery="application.created"]').filter({ hasText: url }).first();
    await expect(createdRow).toContainText('Dostarczone');
    await expect(createdRow).toContainText('204');
    await expect(log.locator('tr[data-delivery="offer.published"]').filter({ hasText: url }).first()).toContainText(
      'Dostarczone',
    );
    await createdRow.getByRole('button', { name: 'Wyślij ponownie' }).click();
    await expect(page.getByText('Zdarzenie application.created zostanie za chwilę wysłane ponownie.')).toBeVisible();
    await expect
      .poll(() => events('application.created').filter((e) => e.event.id === created.event.id).length, {
        timeout: 60_000,
      })
      .toBe(2);

    // Cleaning up: the endpoint removed (the demo company keeps at most 10).
    await page.getByRole('button', { name: `Usuń adres ${url}` }).click();
    await page.getByRole('dialog', { name: 'Usunąć adres?' }).getByRole('button', { name: 'Usuń adres' }).click();
    await expect(page.getByText(`Adres ${url} został usunięty.`)).toBeVisible();
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
