import { and, eq, sql } from 'drizzle-orm';
import { GET as integrationApplications } from '@/app/api/v1/integrations/applications/route';
import { GET as integrationOffers } from '@/app/api/v1/integrations/offers/route';
import { DELETE as revokeKey } from '@/app/api/v2/employer-panel/api-keys/[id]/route';
import { GET as listKeys, POST as createKey } from '@/app/api/v2/employer-panel/api-keys/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { apiKeyRateLimitKey, hashApiKeySecret } from '@/lib/auth/api-key';
import { installDbHandle } from '@/lib/db/client';
import { apiKeys, applications, auditLog, tenants } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { withRoute } from '@/lib/http/with-route';
import { hitRateLimit, RATE_LIMITS, resetRateLimits } from '@/lib/rate-limit';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { insertOffer } from '@/tests/factories/offer';
import { callRoute, type Route } from '@/tests/http';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 2, seed: 7 });
const { db } = handle;
const [seeded] = await db.select().from(tenants).where(eq(tenants.slug, 'it'));
const board = await resolveTenant('it.localhost', db);
expect(board.id).toBe(seeded!.id);
// The demo seeds a second board, biz.
const otherBoard = await resolveTenant('biz.localhost', db);
expect(otherBoard.id).not.toBe(board.id);

const companyA = await insertCompany(db, board.id, 'Alpha Integrations');
const companyB = await insertCompany(db, board.id, 'Beta Integrations');
const otherBoardCompany = await insertCompany(db, otherBoard.id, 'Gamma Elsewhere');
const ownerA = await createEmployer(db, board, [{ companyId: companyA, right: 'owner' }]);
const adminA = await createEmployer(db, board, [{ companyId: companyA, right: 'admin' }]);
const recruiterA = await createEmployer(db, board, [{ companyId: companyA, right: 'recruiter' }]);
const ownerB = await createEmployer(db, board, [{ companyId: companyB, right: 'owner' }]);
const ownerOther = await createEmployer(db, otherBoard, [{ companyId: otherBoardCompany, right: 'owner' }]);

const offerA1 = await insertOffer(db, board.id, { companyId: companyA, title: 'Alpha Backend' });
const offerA2 = await insertOffer(db, board.id, { companyId: companyA, title: 'Alpha Frontend' });
const offerB = await insertOffer(db, board.id, { companyId: companyB, title: 'Beta Tester' });

const panel = (
  route: Route,
  cookie: string,
  opts: { method?: string; body?: unknown; params?: Record<string, string>; host?: string } = {},
) =>
  callRoute(route, '/x?lang=en', {
    method: opts.method ?? 'GET',
    body: opts.body,
    params: opts.params,
    host: opts.host,
    headers: { cookie, origin: `http://${opts.host ?? 'it.localhost'}`, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' },
  });

const api = (route: Route, key: string | null, query = '', host = 'it.localhost') =>
  callRoute(route, `/api/v1/integrations/offers?lang=en${query}`, {
    host,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });

async function newKey(cookie: string, name: string, scopes: string[], host?: string) {
  const res = await panel(createKey, cookie, { method: 'POST', body: { name, scopes }, host });
  expect(res.status).toBe(201);
  return res.body as { key: { id: number; prefix: string; name: string; lastUsedAt: string | null }; secret: string };
}

beforeEach(() => resetRateLimits());

describe('company API keys', () => {
  it('lives from creation to revocation: shown once, used, listed with its last use, revoked → 401', async () => {
    const created = await newKey(ownerA.cookie, '  Teamtailor  ', ['offers:read']);
    expect(created.secret).toMatch(/^wk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({ name: 'Teamtailor', prefix: created.secret.slice(0, 14), lastUsedAt: null });

    const used = await api(integrationOffers, created.secret);
    expect(used.status).toBe(200);
    expect(used.body.offers.map((o: { id: number }) => o.id)).toEqual([offerA1, offerA2]);
    expect(used.body.offers[0]).toMatchObject({ title: 'Alpha Backend', status: 'published' });
    expect(used.body.offers[0].url).toMatch(/^https?:\/\/[^/]+\/(en\/)?job-offer\//);

    // The panel lists the key without its secret, with when it was last used.
    const listed = await panel(listKeys, adminA.cookie);
    expect(listed.status).toBe(200);
    const row = listed.body.keys.find((k: { id: number }) => k.id === created.key.id);
    expect(row.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);

    const revoked = await panel(revokeKey, adminA.cookie, { method: 'DELETE', params: { id: String(created.key.id) } });
    expect(revoked.status).toBe(204);
    const refused = await api(integrationOffers, created.secret);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      error: { code: 'UNAUTHORIZED', message: expect.stringContaining('Authorization: Bearer') },
    });
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await panel(listKeys, ownerA.cookie)).body.keys.map((k: { id: number }) => k.id)).not.toContain(
      created.key.id,
    );
    // Revoking twice finds nothing to revoke.
    const again = await panel(revokeKey, adminA.cookie, { method: 'DELETE', params: { id: String(created.key.id) } });
    expect(again.status).toBe(404);

    // Both changes are in the company's audit log, without the secret.
    const entries = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyA),
          eq(auditLog.subjectType, 'api_key'),
          eq(auditLog.subjectId, String(created.key.id)),
        ),
      );
    expect(entries.map((e) => e.action).sort()).toEqual(['api_key.created', 'api_key.revoked']);
    expect(entries.find((e) => e.action === 'api_key.revoked')!.actorId).toBe(adminA.userId);
    expect(JSON.stringify(entries)).not.toContain(created.secret.slice(14));
  });

  it('keeps only the SHA-256 of the secret: the database never holds the key itself', async () => {
    const created = await newKey(ownerA.cookie, 'Hash check', ['offers:read']);
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row!.secretHash).toBe(hashApiKeySecret(created.secret));
    const { rows } = await db.execute(sql`select * from api_keys`);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(created.secret);
    expect(dump).not.toContain(created.secret.slice(14));
    // A wrong secret with the same visible prefix opens nothing.
    const forged = `${created.secret.slice(0, 14)}${'A'.repeat(created.secret.length - 14)}`;
    expect((await api(integrationOffers, forged)).status).toBe(401);
  });

  it('acts for its own company and board only: another company’s key sees its own offers, another board’s key is refused', async () => {
    const keyB = await newKey(ownerB.cookie, 'Beta ATS', ['offers:read']);
    const asB = await api(integrationOffers, keyB.secret);
    expect(asB.status).toBe(200);
    expect(asB.body.offers.map((o: { id: number }) => o.id)).toEqual([offerB]);

    const foreign = await newKey(ownerOther.cookie, 'Other board', ['offers:read'], 'biz.localhost');
    expect((await api(integrationOffers, foreign.secret)).status).toBe(401);
    expect((await api(integrationOffers, foreign.secret, '', 'biz.localhost')).status).toBe(200);
  });

  it('refuses a request without a key, with a malformed one, or without the scope it needs', async () => {
    expect((await api(integrationOffers, null)).status).toBe(401);
    expect((await api(integrationOffers, 'not-a-key')).status).toBe(401);
    const writeOnly = await newKey(ownerA.cookie, 'Webhooks only', ['webhooks', 'offers:write']);
    const res = await api(integrationOffers, writeOnly.secret);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'FORBIDDEN',
      message: 'This API key does not have the scope this request needs.',
    });
    // The session of an owner is no key: the integration route wants a key.
    const withCookie = await callRoute(integrationOffers, '/x', { headers: { cookie: ownerA.cookie } });
    expect(withCookie.status).toBe(401);
  });

  it('limits requests per key: one key over its limit gets 429 with Retry-After, another key is unaffected', async () => {
    const busy = await newKey(ownerA.cookie, 'Busy', ['offers:read']);
    const calm = await newKey(ownerA.cookie, 'Calm', ['offers:read']);
    const probe = withRoute({ auth: { apiKey: 'offers:read' } }, async ({ caller }) => ({ keyId: caller.keyId }));
    let last = 0;
    for (let i = 0; i < RATE_LIMITS.apiKey.limit; i += 1) {
      last = (await callRoute(probe, '/x', { headers: { authorization: `Bearer ${busy.secret}` } })).status;
      if (last !== 200) break;
    }
    expect(last).toBe(200);
    const over = await callRoute(probe, '/x', { headers: { authorization: `Bearer ${busy.secret}` } });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await callRoute(probe, '/x', { headers: { authorization: `Bearer ${calm.secret}` } });
    expect(other.status).toBe(200);
    expect(other.body.keyId).toBe(calm.key.id);
    // The counter is the key's, whichever address the requests come from.
    expect((await hitRateLimit(apiKeyRateLimitKey(busy.key.id), RATE_LIMITS.apiKey)).ok).toBe(false);
  });

  it('pages through the company’s offers with a cursor and filters by status', async () => {
    const key = await newKey(ownerA.cookie, 'Pager', ['offers:read']);
    const first = await api(integrationOffers, key.secret, '&limit=1');
    expect(first.body.offers.map((o: { id: number }) => o.id)).toEqual([offerA1]);
    expect(first.body.nextCursor).toBe(offerA1);
    const second = await api(integrationOffers, key.secret, `&limit=1&after=${first.body.nextCursor}`);
    expect(second.body.offers.map((o: { id: number }) => o.id)).toEqual([offerA2]);
    expect(second.body.nextCursor).toBeNull();
    expect((await api(integrationOffers, key.secret, '&status=finished')).body.offers).toEqual([]);
    expect((await api(integrationOffers, key.secret, '&limit=0')).status).toBe(400);
  });
});

describe('applications through a key', () => {
  const applicationTo = async (offerId: number, name: string) => {
    const [row] = await db
      .insert(applications)
      .values({
        tenantId: board.id,
        offerId,
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        source: 'apply_form',
        retentionUntil: new Date(Date.now() + 365 * 86_400_000),
      })
      .returning({ id: applications.id });
    return row!.id;
  };
  const list = (key: string | null, query = '') =>
    callRoute(integrationApplications, `/api/v1/integrations/applications?lang=en${query}`, {
      host: 'it.localhost',
      headers: key === null ? {} : { authorization: `Bearer ${key}` },
    });

  it('lists the applications to its own company’s offers only, with the panel’s filters; other scopes get 403', async () => {
    const a1 = await applicationTo(offerA1, 'Ala Backend');
    const a2 = await applicationTo(offerA2, 'Olek Frontend');
    const b1 = await applicationTo(offerB, 'Beata Tester');
    const keyA = await newKey(ownerA.cookie, 'ATS reads applications', ['applications:read']);
    const keyB = await newKey(ownerB.cookie, 'Other ATS', ['applications:read']);

    const all = await list(keyA.secret, '&sort=oldest');
    expect(all.status).toBe(200);
    expect(all.body.data.map((a: { id: number }) => a.id)).toEqual([a1, a2]);
    expect(all.body.data[0]).toMatchObject({ name: 'Ala Backend', offer: { id: offerA1, title: 'Alpha Backend' } });
    expect(all.body.meta.totalItems).toBe(2);
    expect((await list(keyA.secret, `&offerId=${offerA2}`)).body.data.map((a: { id: number }) => a.id)).toEqual([a2]);
    // Another company's offer is not reached, even when named.
    expect((await list(keyA.secret, `&offerId=${offerB}`)).body.data).toEqual([]);
    expect((await list(keyB.secret)).body.data.map((a: { id: number }) => a.id)).toEqual([b1]);

    const offersOnly = await newKey(ownerA.cookie, 'Offers only', ['offers:read', 'webhooks']);
    expect((await list(offersOnly.secret)).status).toBe(403);
    expect((await list(null)).status).toBe(401);
    expect((await list(keyA.secret, '&pageSize=0')).status).toBe(400);
  });
});

describe('managing keys in the panel', () => {
  it('is for owners and admins: a recruiter gets 403 on every panel route, a visitor 401', async () => {
    const key = await newKey(adminA.cookie, 'Admin made', ['applications:read']);
    expect((await panel(listKeys, recruiterA.cookie)).status).toBe(403);
    expect(
      (await panel(createKey, recruiterA.cookie, { method: 'POST', body: { name: 'x', scopes: ['offers:read'] } }))
        .status,
    ).toBe(403);
    expect(
      (await panel(revokeKey, recruiterA.cookie, { method: 'DELETE', params: { id: String(key.key.id) } })).status,
    ).toBe(403);
    expect((await panel(listKeys, '')).status).toBe(401);
  });

  it('is never opened by a key: the panel routes want a session', async () => {
    const key = await newKey(ownerA.cookie, 'No panel', [
      'offers:read',
      'offers:write',
      'applications:read',
      'webhooks',
    ]);
    const asKey = await callRoute(listKeys, '/x', { headers: { authorization: `Bearer ${key.secret}` } });
    expect(asKey.status).toBe(401);
  });

  it('never lets one company revoke or see another company’s key', async () => {
    const keyB = await newKey(ownerB.cookie, 'Beta only', ['offers:read']);
    const res = await panel(revokeKey, ownerA.cookie, { method: 'DELETE', params: { id: String(keyB.key.id) } });
    expect(res.status).toBe(404);
    expect((await panel(listKeys, ownerA.cookie)).body.keys.map((k: { id: number }) => k.id)).not.toContain(
      keyB.key.id,
    );
    expect((await api(integrationOffers, keyB.secret)).status).toBe(200);
  });

  it('answers bad input with field messages: no name, no scope, an unknown scope', async () => {
    const res = await panel(createKey, ownerA.cookie, { method: 'POST', body: { name: '  ', scopes: [] } });
    expect(res.status).toBe(400);
    const fields = res.body.error.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['name', 'scopes']);
    const unknown = await panel(createKey, ownerA.cookie, { method: 'POST', body: { name: 'x', scopes: ['admin'] } });
    expect(unknown.status).toBe(400);
    expect((await panel(revokeKey, ownerA.cookie, { method: 'DELETE', params: { id: '99999999999' } })).status).toBe(
      404,
    );
  });

  it('keeps a company to 20 working keys, also under 25 parallel creates; a revoked key frees its place', async () => {
    const company = await insertCompany(db, board.id, 'Many Keys');
    const owner = await createEmployer(db, board, [{ companyId: company, right: 'owner' }]);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        panel(createKey, owner.cookie, { method: 'POST', body: { name: `Key ${i}`, scopes: ['offers:read'] } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[0]!.body.error.message).toMatch(/20 API keys/);
    const [{ held } = { held: 0 }] = await db
      .select({ held: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(eq(apiKeys.companyId, company));
    expect(held).toBe(20);
    const first = answers.find((a) => a.status === 201)!.body.key.id as number;
    await panel(revokeKey, owner.cookie, { method: 'DELETE', params: { id: String(first) } });
    await newKey(owner.cookie, 'One more', ['offers:read']);
  });
});
