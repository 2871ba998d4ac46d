import { spawnSync } from 'node:child_process';
import * as nodeCrypto from 'node:crypto';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { and, asc, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as cvRoute } from '@/app/api/v1/integrations/cv/[token]/route';
import { GET as apiDeliveries } from '@/app/api/v1/integrations/webhook-deliveries/route';
import { POST as apiResend } from '@/app/api/v1/integrations/webhook-deliveries/[id]/resend/route';
import { GET as apiEndpoints } from '@/app/api/v1/integrations/webhooks/route';
import { POST as apply } from '@/app/api/v1/offers/[slug]/applications/route';
import { POST as createKey } from '@/app/api/v2/employer-panel/api-keys/route';
import { PATCH as setStatus } from '@/app/api/v2/employer-panel/applications/[id]/status/route';
import { GET as panelDeliveries } from '@/app/api/v2/employer-panel/webhook-deliveries/route';
import { POST as panelResend } from '@/app/api/v2/employer-panel/webhook-deliveries/[id]/resend/route';
import { DELETE as panelDeleteEndpoint } from '@/app/api/v2/employer-panel/webhooks/[id]/route';
import { POST as panelResume } from '@/app/api/v2/employer-panel/webhooks/[id]/resume/route';
import { GET as panelEndpoints, POST as panelCreate } from '@/app/api/v2/employer-panel/webhooks/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { changeOfferState } from '@/features/offers/server/public';
import { installDbHandle } from '@/lib/db/client';
import { companies, emailOutbox, offers, webhookDeliveries, webhookEndpoints } from '@/lib/db/schema';
import { envSchema } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { resetRateLimits } from '@/lib/rate-limit';
import { installStorage, LocalStorage } from '@/lib/storage/storage';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb } from '@/tests/db';
import { antiBotToken } from '@/tests/factories/antibot';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { pdfFile } from '@/tests/factories/files';
import { insertOffer } from '@/tests/factories/offer';
import { callRoute, type Route } from '@/tests/http';
import { CV_LINK_TTL_MS } from './cv-link';
import { openWebhookCv } from './cv-download';
import { deliverWebhooks, PAUSE_AFTER_MS, RETRY_S } from './sender';
import { webhookUrlProblem } from './url-policy';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 2, seed: 3 });
const { db } = handle;
const uploads = await mkdtemp(path.join(tmpdir(), 'wakat-webhooks-'));
installStorage(new LocalStorage(uploads));
afterAll(() => rm(uploads, { recursive: true, force: true }));
const board = await resolveTenant('it.localhost', db);

const companyA = await insertCompany(db, board.id, 'Alpha Hooks');
const companyB = await insertCompany(db, board.id, 'Beta Hooks');
await db.update(companies).set({ locale: 'en' }).where(eq(companies.id, companyB));
const ownerA = await createEmployer(db, board, [{ companyId: companyA, right: 'owner' }]);
const recruiterA = await createEmployer(db, board, [{ companyId: companyA, right: 'recruiter' }]);
const ownerB = await createEmployer(db, board, [{ companyId: companyB, right: 'owner' }]);
const secondOwnerB = await createEmployer(db, board, [{ companyId: companyB, right: 'owner' }]);
const offerA = await insertOffer(db, board.id, { companyId: companyA, title: 'Alpha Backend' });
const slugA = (await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, offerA)))[0]!.slug;

// ---- A local receiver: records what arrives, answers what the test queues (a status, or 'hang' for a timeout).
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}
const received: Received[] = [];
let answers: (number | 'hang')[] = [];
let fallback: number = 200;
const hanging = new Set<() => void>();
const receiver: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push({ headers: req.headers, body, path: req.url ?? '' });
    const answer = answers.shift() ?? fallback;
    if (answer === 'hang') {
      const finish = () => res.writeHead(200).end('too late');
      hanging.add(finish);
      res.on('close', () => hanging.delete(finish));
      return;
    }
    res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer === 200 ? 'ok' : `status ${answer}`);
  });
});
const PORT = 3221;
await new Promise<void>((resolve) => receiver.listen(PORT, '127.0.0.1', resolve));
afterAll(async () => {
  for (const finish of hanging) finish();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
const hookUrl = (name: string) => `http://127.0.0.1:${PORT}/${name}`;

/** The reference check, written from the documented format only: t=<unix>,v1=<hex HMAC-SHA256("<t>.<body>")>. */
function referenceVerify(body: string, header: string | undefined, secret: string): { t: number } | null {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return null;
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8'));
  mac.update(Buffer.from(`${match[1]}.${body}`, 'utf8'));
  const ok = timingSafeEqual(mac.digest(), Buffer.from(match[2]!, 'hex'));
  return ok ? { t: Number(match[1]) } : null;
}

// ---- Helpers
const panel = (
  route: Route,
  cookie: string,
  opts: { method?: string; body?: unknown; params?: Record<string, string>; query?: string } = {},
) =>
  callRoute(route, `/x?lang=en${opts.query ?? ''}`, {
    method: opts.method ?? 'GET',
    body: opts.body,
    params: opts.params,
    headers: { cookie, origin: 'http://it.localhost', [CLIENT_ADDRESS_HEADER]: '127.0.0.1' },
  });
const withKey = (route: Route, key: string, opts: { method?: string; params?: Record<string, string> } = {}) =>
  callRoute(route, '/x?lang=en', {
    method: opts.method ?? 'GET',
    params: opts.params,
    headers: { authorization: `Bearer ${key}` },
  });

async function register(cookie: string, name: string, events: string[]) {
  const res = await panel(panelCreate, cookie, { method: 'POST', body: { url: hookUrl(name), events } });
  expect(res.status).toBe(201);
  return res.body as { endpoint: { id: number; secretPrefix: string }; secret: string };
}

let addresses = 0;
async function applyTo(slug: string, withCv = true): Promise<number> {
  const body = new FormData();
  body.set('name', 'Ola Nowak');
  body.set('email', `ola.${++addresses}@example.com`);
  body.set('message', 'Dzień dobry');
  if (withCv) body.set('attachment', new File([pdfFile({ size: 3000 }) as BlobPart], 'cv.pdf'));
  const res = await apply(
    new NextRequest(`http://it.localhost/api/v1/offers/${slug}/applications`, {
      method: 'POST',
      body,
      headers: {
        host: 'it.localhost',
        origin: 'http://it.localhost',
        [CLIENT_ADDRESS_HEADER]: `10.9.0.${addresses}`,
        'recaptcha-token': await antiBotToken('apply', { board: 'it' }),
      },
    }),
    { params: Promise.resolve({ slug }) },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const moveTo = async (applicationId: number, status: string) => {
  const res = await panel(setStatus, ownerA.cookie, {
    method: 'PATCH',
    params: { id: String(applicationId) },
    body: { status },
  });
  expect(res.status).toBe(200);
};

const deliveriesOf = (endpointId: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.id));

let clock = Date.now();
/** The sender's clock: moves only forward, by what the test says (the deliveries were written at real time). */
const at = (ms = 0) => new Date((clock = Math.max(clock, Date.now()) + ms));
const pass = (ms = 0, timeoutMs = 2_000) => deliverWebhooks(db, { now: at(ms), timeoutMs });

// Each test starts with no endpoints (their deliveries go with them) and a receiver answering 200.
beforeEach(async () => {
  resetRateLimits();
  await db.delete(webhookEndpoints);
  answers = [];
  fallback = 200;
  received.length = 0;
});

describe('registering webhook endpoints', () => {
  it('refuses plain http and private hosts in production unless allowed, and any http to another machine', () => {
    const prod = envSchema.parse({ NODE_ENV: 'production' });
    const prodLocal = envSchema.parse({ NODE_ENV: 'production', WEBHOOK_ALLOW_LOCAL: 'true' });
    const dev = envSchema.parse({ NODE_ENV: 'development' });
    const devStrict = envSchema.parse({ NODE_ENV: 'development', WEBHOOK_ALLOW_LOCAL: 'false' });
    expect(webhookUrlProblem('https://ats.example.com/hooks', prod)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:3221/x', prod)).toBe('webhook.httpsRequired');
    expect(webhookUrlProblem('http://ats.example.com/hooks', prod)).toBe('webhook.httpsRequired');
    expect(webhookUrlProblem('https://10.1.2.3/hooks', prod)).toBe('webhook.urlPrivate');
    expect(webhookUrlProblem('https://localhost/hooks', prod)).toBe('webhook.urlPrivate');
    expect(webhookUrlProblem('https://[::1]/hooks', prod)).toBe('webhook.urlPrivate');
    expect(webhookUrlProblem('https://user:pw@ats.example.com/', prod)).toBe('webhook.urlCredentials');
    expect(webhookUrlProblem('ftp://ats.example.com/', prod)).toBe('webhook.urlInvalid');
    expect(webhookUrlProblem('http://127.0.0.1:3221/x', prodLocal)).toBeNull();
    expect(webhookUrlProblem('http://it.localhost:3000/x', dev)).toBeNull();
    expect(webhookUrlProblem('http://ats.example.com/x', dev)).toBe('webhook.httpsRequired');
    expect(webhookUrlProblem('http://127.0.0.1:3221/x', devStrict)).toBe('webhook.httpsRequired');
  });

  it('shows the secret once, keeps it encrypted, and is for owners and admins only', async () => {
    const created = await register(ownerA.cookie, 'first', ['application.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.endpoint.secretPrefix).toBe(created.secret.slice(0, 12));
    const listed = await panel(panelEndpoints, ownerA.cookie);
    expect(listed.body.endpoints.map((e: { id: number }) => e.id)).toContain(created.endpoint.id);
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);
    const { rows } = await db.execute(sql`select * from webhook_endpoints`);
    expect(JSON.stringify(rows)).not.toContain(created.secret.slice(12));
    expect((await panel(panelEndpoints, recruiterA.cookie)).status).toBe(403);
    const bad = await panel(panelCreate, ownerA.cookie, {
      method: 'POST',
      body: { url: 'nope', events: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['events', 'url']);
    const insecure = await panel(panelCreate, ownerA.cookie, {
      method: 'POST',
      body: { url: 'http://ats.example.com/x', events: ['offer.expired'] },
    });
    expect(insecure.status).toBe(400);
    expect(insecure.body.error.fields).toEqual([{ field: 'url', message: expect.stringMatching(/https:\/\//) }]);
    await panel(panelDeleteEndpoint, ownerA.cookie, { method: 'DELETE', params: { id: String(created.endpoint.id) } });
  });
});

describe('delivering webhooks', () => {
  it('delivers a new application signed, with the CV as a link that works until it expires, never inline', async () => {
    const hook = await register(ownerA.cookie, 'created', ['application.created']);
    const applicationId = await applyTo(slugA);
    const [queued] = await deliveriesOf(hook.endpoint.id);
    expect(queued).toMatchObject({
      status: 'queued',
      type: 'application.created',
      orderingKey: `application:${applicationId}`,
    });

    const now = at();
    expect(await deliverWebhooks(db, { now })).toMatchObject({ delivered: 1 });
    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req!.path).toBe('/created');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.headers['wakat-event']).toBe('application.created');
    expect(req!.headers['wakat-delivery']).toBe(String(queued!.id));
    const verified = referenceVerify(req!.body, req!.headers['wakat-signature'] as string, hook.secret);
    expect(verified).toEqual({ t: Math.floor(now.getTime() / 1000) });
    // A different secret or a changed body does not pass.
    expect(referenceVerify(req!.body, req!.headers['wakat-signature'] as string, `${hook.secret}x`)).toBeNull();
    expect(referenceVerify(`${req!.body} `, req!.headers['wakat-signature'] as string, hook.secret)).toBeNull();

    const event = JSON.parse(req!.body);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'application.created',
      data: {
        application: { id: applicationId, offerId: offerA, status: 'new', name: 'Ola Nowak', source: 'apply_form' },
        offer: { id: offerA, title: 'Alpha Backend', status: 'published' },
      },
    });
    expect(req!.headers['wakat-event-id']).toBe(event.id);
    const cv = event.data.application.cv;
    expect(cv).toMatchObject({ fileName: 'cv.pdf', mimeType: 'application/pdf', sizeBytes: 3000 });
    expect(new Date(cv.expiresAt).getTime()).toBe(now.getTime() + CV_LINK_TTL_MS);
    // Not inline: the body is small and holds no file bytes.
    expect(req!.body.length).toBeLessThan(3000);
    expect(req!.body).not.toContain('%PDF');

    const url = new URL(cv.url);
    expect(url.pathname).toMatch(/^\/api\/v1\/integrations\/cv\/[^/]+$/);
    const token = decodeURIComponent(url.pathname.split('/').pop()!);
    const download = await cvRoute(
      new NextRequest(`http://it.localhost${url.pathname}`, { headers: { host: 'it.localhost' } }),
      {
        params: Promise.resolve({ token }),
      },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.byteLength).toBe(3000);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    // Expired: the same token an instant after its hour (the link is signed with the sender's clock).
    await expect(openWebhookCv(db, token, now.getTime() + CV_LINK_TTL_MS - 1)).resolves.toBeTruthy();
    await expect(openWebhookCv(db, token, now.getTime() + CV_LINK_TTL_MS)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Forged: another attachment id under the same signature.
    const [id, expires, signature] = token.split('.');
    const forged = `${Number(id) + 1}.${expires}.${signature}`;
    const refused = await callRoute(cvRoute, `/api/v1/integrations/cv/${forged}?lang=en`, {
      params: { token: forged },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('This link is wrong or has expired.');
    // The next pass sends nothing more.
    expect(await deliverWebhooks(db, { now: at(1_000) })).toMatchObject({ delivered: 0, retrying: 0 });
  });

  it('retries after a 500 and after a timeout, with back-off, then delivers', async () => {
    const hook = await register(ownerA.cookie, 'retry', ['application.created']);
    await applyTo(slugA, false);
    answers = [500, 'hang', 200];
    const first = at();
    expect(await deliverWebhooks(db, { now: first, timeoutMs: 500 })).toMatchObject({ retrying: 1 });
    let [d] = await deliveriesOf(hook.endpoint.id);
    expect(d).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastResponseStatus: 500,
      lastError: 'HTTP 500 status 500',
    });
    expect(d!.nextAttemptAt.getTime()).toBe(first.getTime() + RETRY_S[0] * 1000);
    // Not due yet.
    expect(await deliverWebhooks(db, { now: new Date(first.getTime() + 30_000), timeoutMs: 500 })).toMatchObject({
      retrying: 0,
    });
    const second = new Date(first.getTime() + RETRY_S[0] * 1000);
    expect(await deliverWebhooks(db, { now: second, timeoutMs: 500 })).toMatchObject({ retrying: 1 });
    [d] = await deliveriesOf(hook.endpoint.id);
    expect(d).toMatchObject({ status: 'queued', attempts: 2, lastResponseStatus: null });
    expect(d!.lastError).toMatch(/^timeout/);
    expect(d!.nextAttemptAt.getTime()).toBe(second.getTime() + RETRY_S[1] * 1000);
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.endpoint.id));
    expect(endpoint!.failingSince?.getTime()).toBe(first.getTime());
    const third = new Date(second.getTime() + RETRY_S[1] * 1000);
    clock = third.getTime();
    expect(await deliverWebhooks(db, { now: third, timeoutMs: 500 })).toMatchObject({ delivered: 1 });
    [d] = await deliveriesOf(hook.endpoint.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, lastResponseStatus: 200, lastError: null });
    // Every attempt carried the same event, each freshly signed with its own time.
    const times = received.map((r) => referenceVerify(r.body, r.headers['wakat-signature'] as string, hook.secret)?.t);
    expect(times).toEqual([first, second, third].map((x) => Math.floor(x.getTime() / 1000)));
    expect(new Set(received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    const [healed] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.endpoint.id));
    expect(healed!.failingSince).toBeNull();
    await panel(panelDeleteEndpoint, ownerA.cookie, { method: 'DELETE', params: { id: String(hook.endpoint.id) } });
  });

  it('keeps the order per application: a status change waits while the application before it is retried', async () => {
    const hook = await register(ownerA.cookie, 'order', ['application.created', 'application.status_changed']);
    const first = await applyTo(slugA, false);
    await moveTo(first, 'in_review');
    await moveTo(first, 'interview');
    const other = await applyTo(slugA, false);
    answers = [500];
    // The first application's created fails; its status changes wait behind it; the other application is
    // not held up (it goes on the next pass: after a failure the endpoint's other deliveries wait one pass).
    expect(await pass()).toMatchObject({ retrying: 1, delivered: 0 });
    expect(await pass()).toMatchObject({ delivered: 1 });
    // Not due yet: nothing of the first application moves, however often the sender runs.
    expect(await pass(1_000)).toMatchObject({ delivered: 0 });
    for (let i = 0; i < 3; i++) expect(await pass(RETRY_S[0] * 1000)).toMatchObject({ delivered: 1 });
    expect(await pass(RETRY_S[0] * 1000)).toMatchObject({ delivered: 0 });
    const seen = received.map((r) => {
      const e = JSON.parse(r.body);
      return `${e.data.application.id}:${e.type}:${e.data.application.status}`;
    });
    expect(seen).toEqual([
      `${first}:application.created:new`,
      `${other}:application.created:new`,
      `${first}:application.created:new`,
      `${first}:application.status_changed:in_review`,
      `${first}:application.status_changed:interview`,
    ]);
    const changed = received.find((r) => JSON.parse(r.body).data.application.status === 'interview')!;
    expect(JSON.parse(changed.body).data.application).toMatchObject({ previousStatus: 'in_review' });
    expect((await deliveriesOf(hook.endpoint.id)).every((d) => d.status === 'delivered')).toBe(true);
    await panel(panelDeleteEndpoint, ownerA.cookie, { method: 'DELETE', params: { id: String(hook.endpoint.id) } });
  });

  it('pauses an endpoint failing for a day and e-mails every owner; resuming lets events in again', async () => {
    const hook = await register(ownerB.cookie, 'down', ['offer.published', 'offer.expired']);
    const draft = await insertOffer(db, board.id, {
      companyId: companyB,
      title: 'Beta Ops',
      status: 'draft',
      publishedAt: null,
      expiresAt: null,
    });
    await changeOfferState(db, [draft], 'publish', {});
    const [queued] = await deliveriesOf(hook.endpoint.id);
    expect(queued).toMatchObject({ type: 'offer.published', orderingKey: `offer:${draft}` });
    fallback = 503;
    const start = at();
    let now = start.getTime();
    expect((await deliverWebhooks(db, { now: start })).retrying).toBe(1);
    // Every retry but the last: still failing, not yet a day.
    for (const wait of RETRY_S.slice(0, -1)) {
      now += wait * 1000;
      expect(await deliverWebhooks(db, { now: new Date(now) })).toMatchObject({ retrying: 1, paused: 0 });
    }
    let [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.endpoint.id));
    expect(endpoint!.pausedAt).toBeNull();
    expect(now - start.getTime()).toBeLessThan(PAUSE_AFTER_MS);
    // The last attempt, 24 hours after the first.
    now += RETRY_S.at(-1)! * 1000;
    expect(now - start.getTime()).toBe(PAUSE_AFTER_MS);
    clock = now;
    expect(await deliverWebhooks(db, { now: new Date(now) })).toMatchObject({ failed: 1, paused: 1 });
    [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.endpoint.id));
    expect(endpoint!.pausedAt?.getTime()).toBe(now);
    expect(received).toHaveLength(RETRY_S.length + 1);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like ${'%' + hookUrl('down') + '%'}`);
    expect(mails.map((m) => m.to).sort()).toEqual([ownerB.email, secondOwnerB.email].sort());
    // The company's language (English here).
    expect(mails[0]!.subject).toBe(`Webhooks to ${hookUrl('down')} are paused`);
    expect(mails[0]!.text).toContain('HTTP 503');
    // Paused: new events are not queued for it, and nothing is resent to it.
    await changeOfferState(db, [draft], 'expire', {});
    expect(await deliveriesOf(hook.endpoint.id)).toHaveLength(1);
    const refused = await panel(panelResend, ownerB.cookie, { method: 'POST', params: { id: String(queued!.id) } });
    expect(refused.status).toBe(409);
    // Resumed: the endpoint hears of events again, and the failed one can be resent.
    const resumed = await panel(panelResume, ownerB.cookie, {
      method: 'POST',
      params: { id: String(hook.endpoint.id) },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.endpoint).toMatchObject({ pausedAt: null, failingSince: null });
    fallback = 200;
    const resent = await panel(panelResend, ownerB.cookie, { method: 'POST', params: { id: String(queued!.id) } });
    expect(resent.status).toBe(201);
    expect(resent.body.delivery).toMatchObject({ status: 'queued', resendOf: queued!.id, eventId: queued!.eventId });
    await changeOfferState(db, [draft], 'publish', {});
    received.length = 0;
    // The resend first, then the new publication of the same offer (one ordering key).
    expect(await pass(1_000)).toMatchObject({ delivered: 1 });
    expect(await pass(1_000)).toMatchObject({ delivered: 1 });
    expect(received.map((r) => r.headers['wakat-event'])).toEqual(['offer.published', 'offer.published']);
    expect(JSON.parse(received[1]!.body).id).not.toBe(queued!.eventId);
    expect(JSON.parse(received[0]!.body).id).toBe(queued!.eventId);
    for (const r of received)
      expect(referenceVerify(r.body, r.headers['wakat-signature'] as string, hook.secret)).not.toBeNull();
  });
});

describe('offer events', () => {
  it('tells of an offer created already published (a draft published with a code), and of its expiry', async () => {
    const hook = await register(ownerA.cookie, 'offers', ['offer.published', 'offer.expired']);
    const id = await insertOffer(db, board.id, { companyId: companyA, title: 'Alpha Created Published' });
    // Another company's offer says nothing to this endpoint.
    await insertOffer(db, board.id, { companyId: companyB, title: 'Beta Elsewhere' });
    await changeOfferState(db, [id], 'expire', {});
    await pass();
    await pass();
    expect(received.map((r) => [r.headers['wakat-event'], JSON.parse(r.body).data.offer.title])).toEqual([
      ['offer.published', 'Alpha Created Published'],
      ['offer.expired', 'Alpha Created Published'],
    ]);
    expect(JSON.parse(received[1]!.body).data.offer.status).toBe('expired');
    expect(await deliveriesOf(hook.endpoint.id)).toHaveLength(2);
  });
});

describe('the delivery log', () => {
  it('is the company’s own: another company can neither see nor resend its deliveries, a key needs the webhooks scope', async () => {
    const hook = await register(ownerA.cookie, 'log', ['application.created']);
    await applyTo(slugA, false);
    await pass();
    const [mine] = await deliveriesOf(hook.endpoint.id);
    expect(mine!.status).toBe('delivered');

    const asA = await panel(panelDeliveries, ownerA.cookie);
    expect(asA.status).toBe(200);
    expect(asA.body.deliveries[0]).toMatchObject({
      id: mine!.id,
      type: 'application.created',
      status: 'delivered',
      attempts: 1,
      lastResponseStatus: 200,
      url: hookUrl('log'),
    });
    const asB = await panel(panelDeliveries, ownerB.cookie);
    expect(asB.body.deliveries.map((d: { id: number }) => d.id)).not.toContain(mine!.id);
    expect(asB.body.deliveries.every((d: { url: string }) => !d.url.endsWith('/log'))).toBe(true);
    expect((await panel(panelResend, ownerB.cookie, { method: 'POST', params: { id: String(mine!.id) } })).status).toBe(
      404,
    );
    expect(
      (await panel(panelDeleteEndpoint, ownerB.cookie, { method: 'DELETE', params: { id: String(hook.endpoint.id) } }))
        .status,
    ).toBe(404);
    expect((await panel(panelDeliveries, recruiterA.cookie)).status).toBe(403);

    const newKey = async (cookie: string, scopes: string[]) =>
      (await panel(createKey, cookie, { method: 'POST', body: { name: 'ATS', scopes } })).body.secret as string;
    const keyA = await newKey(ownerA.cookie, ['webhooks']);
    const readOnlyA = await newKey(ownerA.cookie, ['offers:read']);
    const keyB = await newKey(ownerB.cookie, ['webhooks']);
    const listed = await withKey(apiDeliveries, keyA);
    expect(listed.status).toBe(200);
    expect(listed.body.deliveries.map((d: { id: number }) => d.id)).toContain(mine!.id);
    expect((await withKey(apiEndpoints, keyA)).body.endpoints.map((e: { id: number }) => e.id)).toContain(
      hook.endpoint.id,
    );
    expect((await withKey(apiDeliveries, readOnlyA)).status).toBe(403);
    expect((await withKey(apiDeliveries, keyB)).body.deliveries.map((d: { id: number }) => d.id)).not.toContain(
      mine!.id,
    );
    expect((await withKey(apiResend, keyB, { method: 'POST', params: { id: String(mine!.id) } })).status).toBe(404);
    // A session never opens the key routes.
    expect((await callRoute(apiDeliveries, '/x', { headers: { cookie: ownerA.cookie } })).status).toBe(401);

    // Resending through the key: a new delivery of the same event, sent on the next pass.
    const resent = await withKey(apiResend, keyA, { method: 'POST', params: { id: String(mine!.id) } });
    expect(resent.status).toBe(201);
    expect(
      (await withKey(apiResend, keyA, { method: 'POST', params: { id: String(resent.body.delivery.id) } })).status,
    ).toBe(409);
    // A second resend of the same delivery while the first still waits (a double click) adds nothing.
    expect((await withKey(apiResend, keyA, { method: 'POST', params: { id: String(mine!.id) } })).status).toBe(409);
    received.length = 0;
    expect(await pass()).toMatchObject({ delivered: 1 });
    expect(JSON.parse(received[0]!.body).id).toBe(mine!.eventId);
    expect(received[0]!.headers['wakat-delivery']).toBe(String(resent.body.delivery.id));
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.eventId, mine!.eventId), eq(webhookDeliveries.status, 'delivered')));
    expect(rows).toHaveLength(2);
  });
});

describe('the signature checks in docs/integrations.md', () => {
  const docs = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/integrations.md'), 'utf8');
  const snippet = (lang: string) => {
    const match = new RegExp(`<!-- verify:${lang} -->\\s*\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(docs);
    if (!match) throw new Error(`no ${lang} snippet in docs/integrations.md`);
    return match[1]!;
  };
  let sample: { body: string; header: string; secret: string; t: number };

  beforeAll(async () => {
    await db.delete(webhookEndpoints);
    received.length = 0;
    answers = [];
    fallback = 200;
    const hook = await register(ownerA.cookie, 'docs', ['application.created']);
    await applyTo(slugA);
    await pass();
    const [req] = received;
    const header = req!.headers['wakat-signature'] as string;
    sample = { body: req!.body, header, secret: hook.secret, t: referenceVerify(req!.body, header, hook.secret)!.t };
  });

  it('Node.js: accepts a real delivery, refuses a changed body, another secret and an old timestamp', () => {
    const sandbox: Record<string, unknown> = {
      require: (m: string) => (m === 'node:crypto' ? nodeCrypto : null),
      Buffer,
    };
    runInNewContext(`${snippet('node')}\nthis.verify = verifyWakatSignature;`, sandbox);
    const verify = sandbox.verify as (b: unknown, h: string, s: string, tol?: number, now?: number) => boolean;
    const { body, header, secret, t } = sample;
    expect(verify(body, header, secret, 300, t + 10)).toBe(true);
    expect(verify(Buffer.from(body, 'utf8'), header, secret, 300, t)).toBe(true);
    expect(verify(body.replace('Ola', 'Ala'), header, secret, 300, t)).toBe(false);
    expect(verify(body, header, `${secret}x`, 300, t)).toBe(false);
    expect(verify(body, header, secret, 300, t + 301)).toBe(false);
    expect(verify(body, '', secret, 300, t)).toBe(false);
  });

  const run = (command: string, args: string[], input: string) => spawnSync(command, args, { input, encoding: 'utf8' });
  const hasPython = run('python3', ['--version'], '').status === 0;
  const hasPhp = run('php', ['--version'], '').status === 0;

  it.skipIf(!hasPython)('Python: the same answers', () => {
    const program = `${snippet('python')}
import json, sys
s = json.load(sys.stdin)
b = s["body"].encode()
print(json.dumps([
  verify_wakat_signature(b, s["header"], s["secret"], 300, s["t"] + 10),
  verify_wakat_signature(b.replace(b"Ola", b"Ala"), s["header"], s["secret"], 300, s["t"]),
  verify_wakat_signature(b, s["header"], s["secret"] + "x", 300, s["t"]),
  verify_wakat_signature(b, s["header"], s["secret"], 300, s["t"] + 301),
]))`;
    const out = run('python3', ['-c', program], JSON.stringify(sample));
    expect(out.stderr).toBe('');
    expect(JSON.parse(out.stdout)).toEqual([true, false, false, false]);
  });

  it.skipIf(!hasPhp)('PHP: the same answers', () => {
    const program = `<?php
${snippet('php')}
$s = json_decode(stream_get_contents(STDIN), true);
echo json_encode([
  verify_wakat_signature($s['body'], $s['header'], $s['secret'], 300, $s['t'] + 10),
  verify_wakat_signature(str_replace('Ola', 'Ala', $s['body']), $s['header'], $s['secret'], 300, $s['t']),
  verify_wakat_signature($s['body'], $s['header'], $s['secret'] . 'x', 300, $s['t']),
  verify_wakat_signature($s['body'], $s['header'], $s['secret'], 300, $s['t'] + 301),
]);`;
    const out = run('php', ['-r', program.replace(/^<\?php\n/, '')], JSON.stringify(sample));
    expect(out.stderr).toBe('');
    expect(JSON.parse(out.stdout)).toEqual([true, false, false, false]);
  });
});
