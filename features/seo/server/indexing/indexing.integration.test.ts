import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { seedDemo } from '@/features/demo-data/server/seed';
import { changeOfferState } from '@/features/offers/server/public';
import { installDbHandle } from '@/lib/db/client';
import { indexingNotifications, offers, tenants } from '@/lib/db/schema';
import { createTestDb } from '@/tests/db';
import { insertOffer } from '@/tests/factories/offer';
import { enqueueIndexingNotifications, SETTLE_MS } from './enqueue';
import { googleIndexingClient, readServiceAccount } from './google';
import { deliverIndexingNotifications, KEEP_DAYS, pruneIndexingNotifications, RETRY_S } from './sender';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 30, seed: 5 });
const { db } = handle;
const [board] = await db.select().from(tenants).where(eq(tenants.slug, 'it'));

/** A local stand-in for Google's token endpoint and Indexing API, checking the real request shapes. */
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const received: { url: string; type: string }[] = [];
const tokenRequests: Record<string, unknown>[] = [];
let answers: number[] = [];
const fake: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    if (req.url === '/token') {
      const form = new URLSearchParams(body);
      const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
      const valid =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
      if (!valid) return void res.writeHead(400).end('{"error":"invalid_grant"}');
      tokenRequests.push({
        header: JSON.parse(Buffer.from(header!, 'base64url').toString()),
        ...JSON.parse(Buffer.from(claims!, 'base64url').toString()),
      });
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: 'token-1', expires_in: 3599, token_type: 'Bearer' }));
    }
    if (req.url === '/v3/urlNotifications:publish' && req.method === 'POST') {
      if (req.headers.authorization !== 'Bearer token-1') return void res.writeHead(401).end();
      const status = answers.shift() ?? 200;
      if (status === 200) received.push(JSON.parse(body) as { url: string; type: string });
      return void res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(status === 200 ? JSON.stringify({ urlNotificationMetadata: JSON.parse(body) }) : '{"error":{}}');
    }
    res.writeHead(404).end();
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
const account = readServiceAccount(
  JSON.stringify({
    type: 'service_account',
    client_email: 'indexing@wakat-test.iam.gserviceaccount.com',
    private_key_id: 'key-1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    token_uri: `${base}/token`,
  }),
);
const client = googleIndexingClient(account, `${base}/v3/urlNotifications:publish`);

let clock = Date.now();
/** The jobs' clock: each step past the settling window of the revisions written just before. */
const later = (ms = SETTLE_MS + 1_000) => new Date((clock = Math.max(clock, Date.now()) + ms));
const queued = () =>
  db
    .select()
    .from(indexingNotifications)
    .where(eq(indexingNotifications.status, 'queued'))
    .orderBy(asc(indexingNotifications.id));
const slugOf = async (id: number) =>
  (await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, id)))[0]!.slug;

describe('Google Indexing API notifications', () => {
  it('starts after the revisions that exist (the demo data is not announced)', async () => {
    expect(await enqueueIndexingNotifications(db, later())).toEqual({ revisions: 0, queued: 0 });
    expect(await enqueueIndexingNotifications(db, later())).toEqual({ revisions: 0, queued: 0 });
    expect(await queued()).toEqual([]);
  });

  it('tells Google of a published offer once, however often it changed, with a signed service-account token', async () => {
    const id = await insertOffer(db, board!.id);
    await changeOfferState(db, [id], 'bump', {});
    // Not yet settled: the pass leaves the revisions for the next one.
    expect((await enqueueIndexingNotifications(db, new Date())).revisions).toBe(0);
    expect((await enqueueIndexingNotifications(db, later())).revisions).toBe(2);
    const url = `http://it.localhost:3000/job-offer/${await slugOf(id)}`;
    expect((await queued()).map((n) => [n.url, n.type])).toEqual([[url, 'URL_UPDATED']]);
    const report = await deliverIndexingNotifications(db, client, { now: later(0), quota: 200 });
    expect(report).toMatchObject({ sent: 1, failed: 0 });
    expect(received).toEqual([{ url, type: 'URL_UPDATED' }]);
    expect(tokenRequests[0]).toMatchObject({
      header: { alg: 'RS256', typ: 'JWT', kid: 'key-1' },
      iss: 'indexing@wakat-test.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/indexing',
      aud: `${base}/token`,
    });
    expect(await queued()).toEqual([]);
  });

  it('tells of a finished offer as deleted, retrying after a server error with back-off', async () => {
    const id = await insertOffer(db, board!.id);
    await enqueueIndexingNotifications(db, later());
    await deliverIndexingNotifications(db, client, { now: later(0), quota: 200 });
    received.length = 0;
    await changeOfferState(db, [id], 'finish', {});
    await enqueueIndexingNotifications(db, later());
    const url = `http://it.localhost:3000/job-offer/${await slugOf(id)}`;
    expect((await queued()).map((n) => [n.url, n.type])).toEqual([[url, 'URL_DELETED']]);
    answers = [503];
    const first = later(0);
    expect(await deliverIndexingNotifications(db, client, { now: first, quota: 200 })).toMatchObject({ retrying: 1 });
    const [waiting] = await queued();
    expect(waiting!.nextAttemptAt.getTime()).toBe(first.getTime() + RETRY_S[0] * 1000);
    // Not due yet.
    expect(await deliverIndexingNotifications(db, client, { now: later(1_000), quota: 200 })).toMatchObject({
      sent: 0,
    });
    expect(await deliverIndexingNotifications(db, client, { now: later(RETRY_S[0] * 1000), quota: 200 })).toMatchObject(
      { sent: 1 },
    );
    expect(received).toEqual([{ url, type: 'URL_DELETED' }]);
  });

  it('fails at once on a refusal that will not change (a site the account does not own), keeping the answer', async () => {
    const id = await insertOffer(db, board!.id);
    await enqueueIndexingNotifications(db, later());
    answers = [403];
    expect(await deliverIndexingNotifications(db, client, { now: later(0), quota: 200 })).toMatchObject({ failed: 1 });
    const [row] = await db.select().from(indexingNotifications).where(eq(indexingNotifications.offerId, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/^HTTP 403/);
  });

  it('stays within the daily quota and sends the rest the next day', async () => {
    const a = await insertOffer(db, board!.id);
    const b = await insertOffer(db, board!.id);
    await enqueueIndexingNotifications(db, later());
    const now = later(0);
    const sentToday = (
      await db.select().from(indexingNotifications).where(eq(indexingNotifications.status, 'sent'))
    ).filter((n) => n.sentAt && now.getTime() - n.sentAt.getTime() < 86_400_000).length;
    // Every request Google answered in the last 24 hours counts (the 403 above too).
    const quota = sentToday + 1 + 1;
    received.length = 0;
    const report = await deliverIndexingNotifications(db, client, { now, quota });
    expect(report).toMatchObject({ sent: 1, deferred: 0 });
    expect(await deliverIndexingNotifications(db, client, { now: later(0), quota })).toMatchObject({
      sent: 0,
      deferred: 1,
    });
    expect(await deliverIndexingNotifications(db, client, { now: later(86_400_000), quota })).toMatchObject({
      sent: 1,
    });
    expect(received.map((r) => r.url).sort()).toEqual(
      [
        `http://it.localhost:3000/job-offer/${await slugOf(a)}`,
        `http://it.localhost:3000/job-offer/${await slugOf(b)}`,
      ].sort(),
    );
  });

  it('only records the notifications when no service account is configured', async () => {
    const id = await insertOffer(db, board!.id);
    await enqueueIndexingNotifications(db, later());
    received.length = 0;
    expect(await deliverIndexingNotifications(db, null, { now: later(0), quota: 1 })).toMatchObject({ recorded: 1 });
    const [row] = await db.select().from(indexingNotifications).where(eq(indexingNotifications.offerId, id));
    expect(row).toMatchObject({ status: 'recorded', type: 'URL_UPDATED' });
    expect(received).toEqual([]);
  });

  it('says nothing for a change search engines need not know (an ended offer edited, a draft)', async () => {
    const id = await insertOffer(db, board!.id, { status: 'draft', publishedAt: null, expiresAt: null });
    await enqueueIndexingNotifications(db, later());
    const rows = await db.select().from(indexingNotifications).where(eq(indexingNotifications.offerId, id));
    expect(rows).toEqual([]);
  });

  it('drops what is done after a month, never what is queued', async () => {
    const done = await db.select({ createdAt: indexingNotifications.createdAt }).from(indexingNotifications);
    expect(done.length).toBeGreaterThan(0);
    const oldest = Math.min(...done.map((n) => n.createdAt.getTime()));
    const newest = Math.max(...done.map((n) => n.createdAt.getTime()));
    expect(await pruneIndexingNotifications(db, new Date(oldest + (KEEP_DAYS - 1) * 86_400_000))).toBe(0);
    await insertOffer(db, board!.id);
    await enqueueIndexingNotifications(db, later());
    const [waiting] = await queued();
    const pruneAt = new Date(Math.max(newest, waiting!.createdAt.getTime()) + (KEEP_DAYS + 1) * 86_400_000);
    expect(await pruneIndexingNotifications(db, pruneAt)).toBe(done.length);
    expect((await queued()).length).toBe(1);
  });

  it('reads a service account key as JSON or as a file, and names what is wrong with a bad one', () => {
    expect(() => readServiceAccount('/no/such/key.json')).toThrow(/GOOGLE_INDEXING_CREDENTIALS: no such file/);
    expect(() => readServiceAccount('{"client_email":"x"}')).toThrow(/private_key/);
    expect(() => readServiceAccount('{oops')).toThrow(/not valid JSON/);
  });
});
