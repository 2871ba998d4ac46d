import { and, eq, isNull, sql } from 'drizzle-orm';
import { GET as getOffer } from '@/app/api/v1/offers/[slug]/route';
import { POST as apply } from '@/app/api/v1/offers/[slug]/applications/route';
import { GET as history } from '@/app/api/v2/user-panel/application-history/route';
import { POST as track } from '@/app/api/v2/user-panel/offers/[slug]/track-redirects/route';
import { DELETE as denyRoute, PATCH as confirmRoute } from '@/app/api/v2/user-panel/redirects/[id]/route';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { offerBoards, offers, redirects } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { resetRateLimits } from '@/lib/rate-limit';
import { createTestDb } from '@/tests/db';
import { antiBotToken } from '@/tests/factories/antibot';
import { createCandidate, type TestCandidate } from '@/tests/factories/candidate';
import type { CandidateCaller } from '@/lib/auth/caller';
import { findLastAppliedAt } from './history-service';
import { callRoute, type Route } from '@/tests/http';
import { NextRequest } from 'next/server';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 200, seed: 5 });
const { db } = handle;
const itBoard = await resolveTenant('it.localhost', db);
const bizBoard = await resolveTenant('biz.localhost', db);

async function offersOf(
  tenantId: number,
  external: boolean,
  status: 'published' | 'expired' = 'published',
  limit = 40,
) {
  return db
    .select({ id: offers.id, slug: offers.slug, applyUrl: offers.applyUrl, title: offers.title })
    .from(offers)
    .innerJoin(offerBoards, and(eq(offerBoards.offerId, offers.id), eq(offerBoards.tenantId, tenantId)))
    .where(
      and(
        eq(offers.status, status),
        external ? sql`${offers.applyUrl} is not null` : isNull(offers.applyUrl),
        status === 'published' ? sql`${offers.expiresAt} > now()` : undefined,
      ),
    )
    .orderBy(offers.id)
    .limit(limit);
}
const externals = await offersOf(itBoard.id, true);
const internals = await offersOf(itBoard.id, false);
const [expiredExternal] = await offersOf(itBoard.id, true, 'expired', 1);

const trackOf = async (slug: string, headers: Record<string, string> = {}, host = 'it.localhost') =>
  callRoute(track as Route, `/api/v2/user-panel/offers/${slug}/track-redirects`, {
    method: 'POST',
    host,
    params: { slug },
    headers: {
      'recaptcha-token': await antiBotToken('track_redirect', { board: host.split('.')[0] }),
      version: '2',
      origin: `http://${host}`,
      ...headers,
    },
    body: { name: 'ignored', candidateId: 'someone-else' },
  });
const confirm = (id: number, cookie?: string, host = 'it.localhost') =>
  callRoute(confirmRoute as Route, `/api/v2/user-panel/redirects/${id}`, {
    method: 'PATCH',
    host,
    params: { id: String(id) },
    headers: cookie ? { cookie } : {},
    body: { isConfirmed: true },
  });
const deny = (id: number, cookie?: string, host = 'it.localhost') =>
  callRoute(denyRoute as Route, `/api/v2/user-panel/redirects/${id}`, {
    method: 'DELETE',
    host,
    params: { id: String(id) },
    headers: cookie ? { cookie } : {},
  });
const historyOf = (cookie: string | undefined, query = '', host = 'it.localhost') =>
  callRoute(history as Route, `/api/v2/user-panel/application-history${query}`, {
    host,
    headers: cookie ? { cookie } : {},
  });

beforeEach(() => resetRateLimits());

describe('POST /api/v2/user-panel/offers/{slug}/track-redirects', () => {
  it('records the click and answers the URL, with the candidate taken from the session', async () => {
    const me = await createCandidate(db, itBoard);
    const offer = externals[0]!;
    const res = await trackOf(offer.slug, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      apply_url: offer.applyUrl,
      redirect_id: expect.any(Number),
      redirectId: res.body.redirect_id,
      redirect_token: expect.stringMatching(new RegExp(`^${res.body.redirect_id}\\.[\\w-]+$`)),
    });
    const [row] = await db.select().from(redirects).where(eq(redirects.id, res.body.redirect_id));
    expect(row).toMatchObject({ offerId: offer.id, candidateId: me.userId, tenantId: itBoard.id, isConfirmed: null });
    const anonymous = await trackOf(offer.slug);
    const [anon] = await db.select().from(redirects).where(eq(redirects.id, anonymous.body.redirect_id));
    expect(anon!.candidateId).toBeNull();
  });

  it('refuses without an anti-bot token, with an unknown Version, and for offers without a live external URL', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(redirects);
    expect((await trackOf(externals[0]!.slug, { 'recaptcha-token': '' })).status).toBe(403);
    expect((await trackOf(externals[0]!.slug, { version: '7' })).status).toBe(400);
    expect((await trackOf(internals[0]!.slug)).status).toBe(409);
    expect((await trackOf(expiredExternal!.slug)).status).toBe(409);
    const missing = await trackOf('nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Ta oferta nie istnieje.');
    expect((await trackOf(externals[0]!.slug, { origin: 'http://evil.example' })).status).toBe(403);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(redirects)).toEqual(before);
  });
});

describe('confirming and denying a redirect', () => {
  it('lets the candidate confirm (history) or deny (removed) their own redirect', async () => {
    const me = await createCandidate(db, itBoard);
    const a = (await trackOf(externals[1]!.slug, { cookie: me.cookie })).body.redirect_id;
    const b = (await trackOf(externals[2]!.slug, { cookie: me.cookie })).body.redirect_id;
    expect((await confirm(a, me.cookie)).body).toEqual({ id: a, isConfirmed: true });
    expect((await deny(b, me.cookie)).status).toBe(204);
    expect(await db.select().from(redirects).where(eq(redirects.id, b))).toEqual([]);
    const list = await historyOf(me.cookie);
    expect(list.body.data.map((i: { jobAdvertisementId: number }) => i.jobAdvertisementId)).toEqual([externals[1]!.id]);
  });

  it('never lets another candidate, an anonymous caller or another board touch it (IDOR)', async () => {
    const me = await createCandidate(db, itBoard);
    const other = await createCandidate(db, itBoard);
    const onBiz = await createCandidate(db, bizBoard, { email: me.email });
    const id = (await trackOf(externals[3]!.slug, { cookie: me.cookie })).body.redirect_id;
    expect((await confirm(id, other.cookie)).status).toBe(404);
    expect((await deny(id, other.cookie)).status).toBe(404);
    expect((await confirm(id)).status).toBe(401);
    expect((await deny(id)).status).toBe(401);
    expect((await confirm(id, onBiz.cookie, 'biz.localhost')).status).toBe(404);
    expect((await confirm(id, me.cookie, 'biz.localhost')).status).toBe(401);
    // An anonymous redirect belongs to nobody.
    const anonymous = (await trackOf(externals[4]!.slug)).body.redirect_id;
    expect((await confirm(anonymous, me.cookie)).status).toBe(404);
    const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
    expect(row!.isConfirmed).toBeNull();
    expect((await confirm(id, me.cookie)).status).toBe(200);
  });

  it('answers 404 for a malformed id (the path names nothing) and 400 for a malformed body', async () => {
    const me = await createCandidate(db, itBoard);
    const bad = await callRoute(confirmRoute as Route, '/api/v2/user-panel/redirects/abc', {
      method: 'PATCH',
      params: { id: 'abc' },
      headers: { cookie: me.cookie },
      body: { isConfirmed: true },
    });
    expect(bad.status).toBe(404);
    const id = (await trackOf(externals[5]!.slug, { cookie: me.cookie })).body.redirect_id;
    const wrong = await callRoute(confirmRoute as Route, `/api/v2/user-panel/redirects/${id}`, {
      method: 'PATCH',
      params: { id: String(id) },
      headers: { cookie: me.cookie },
      body: { isConfirmed: 'yes' },
    });
    expect(wrong.status).toBe(400);
  });
});

async function applyAs(cookie: string, slug: string, name: string, email: string) {
  const body = new FormData();
  body.set('name', name);
  body.set('email', email);
  body.set('message', 'Hello');
  const res = await apply(
    new NextRequest(`http://it.localhost/api/v1/offers/${slug}/applications`, {
      method: 'POST',
      body,
      headers: { host: 'it.localhost', cookie, 'recaptcha-token': await antiBotToken('apply') },
    }),
    { params: Promise.resolve({ slug }) },
  );
  expect(res.status).toBe(201);
  return (await res.json()).id as number;
}

describe('GET /api/v2/user-panel/application-history and isAppliedTo', () => {
  it('lists my applications and confirmed redirects, newest first, paged; nobody else sees them', async () => {
    const me = await createCandidate(db, itBoard);
    const other = await createCandidate(db, itBoard);
    for (const offer of internals.slice(0, 3)) await applyAs(me.cookie, offer.slug, me.name, me.email);
    const confirmedId = (await trackOf(externals[6]!.slug, { cookie: me.cookie })).body.redirect_id;
    await confirm(confirmedId, me.cookie);
    await trackOf(externals[7]!.slug, { cookie: me.cookie }); // never confirmed: not in history
    const first = await historyOf(me.cookie, '?isConfirmed=true&pageSize=3');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('private');
    expect(first.body.meta).toMatchObject({ page: 1, pageSize: 3, totalItems: 4, totalPages: 2, nextPage: 2 });
    expect(first.body.data[0]).toMatchObject({
      kind: 'redirect',
      jobAdvertisementId: externals[6]!.id,
      title: externals[6]!.title,
      status: 'external',
    });
    const second = await historyOf(me.cookie, '?pageSize=3&page=2');
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0]).toMatchObject({ kind: 'application', status: 'new', hasAttachment: false });
    expect((await historyOf(other.cookie)).body.data).toEqual([]);
    expect((await historyOf(undefined)).status).toBe(401);
    expect((await historyOf(me.cookie, '', 'biz.localhost')).status).toBe(401);
  });

  it('answers which of up to 25 offers I applied to, and isAppliedTo on the offer detail', async () => {
    const me = await createCandidate(db, itBoard);
    const target = internals[10]!;
    await applyAs(me.cookie, target.slug, me.name, me.email);
    const ids = internals.slice(0, 25).map((o) => o.id);
    const query = `?${ids.map((id) => `jobAdvertisementsIds[]=${id}`).join('&')}`;
    const batch = await historyOf(me.cookie, query);
    expect(batch.body.data.map((i: { jobAdvertisementId: number }) => i.jobAdvertisementId)).toEqual([target.id]);
    const tooMany = internals
      .slice(0, 26)
      .map((o) => `jobAdvertisementsIds[]=${o.id}`)
      .join('&');
    expect((await historyOf(me.cookie, `?${tooMany}`)).status).toBe(400);

    const detail = (cookie?: string) =>
      callRoute(getOffer as Route, `/api/v1/offers/${target.slug}`, {
        params: { slug: target.slug },
        headers: cookie ? { cookie } : {},
      });
    expect((await detail(me.cookie)).body.isAppliedTo).toBe(true);
    expect((await detail()).body.isAppliedTo).toBe(false);
    const other = await createCandidate(db, itBoard);
    expect((await detail(other.cookie)).body.isAppliedTo).toBe(false);
  });

  it('tells the offer page when I last applied (form or confirmed redirect), and nothing to others', async () => {
    const callerOf = (c: TestCandidate): CandidateCaller => ({
      kind: 'candidate',
      tenantId: itBoard.id,
      userId: c.userId,
      email: c.email,
      name: c.name,
      emailVerified: true,
      features: { accounts: true, favourites: true, applicationHistory: true },
    });
    const me = await createCandidate(db, itBoard);
    const other = await createCandidate(db, itBoard);
    const target = internals[11]!;
    expect(await findLastAppliedAt(db, callerOf(me), target.id)).toBeNull();
    const before = Date.now();
    await applyAs(me.cookie, target.slug, me.name, me.email);
    const at = await findLastAppliedAt(db, callerOf(me), target.id);
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await findLastAppliedAt(db, callerOf(other), target.id)).toBeNull();
    expect(await findLastAppliedAt(db, { kind: 'anonymous', tenantId: itBoard.id }, target.id)).toBeNull();

    const external = externals[8]!;
    const id = (await trackOf(external.slug, { cookie: me.cookie })).body.redirect_id;
    expect(await findLastAppliedAt(db, callerOf(me), external.id)).toBeNull(); // not confirmed yet
    await confirm(id, me.cookie);
    expect(await findLastAppliedAt(db, callerOf(me), external.id)).toBeInstanceOf(Date);
  });
});
