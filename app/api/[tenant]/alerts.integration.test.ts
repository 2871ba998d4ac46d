import { and, eq, sql } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { emailOutbox, guests, jobAlerts, jobFilters, offerListings } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { RATE_LIMITS, resetRateLimits } from '@/lib/rate-limit';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { callRoute, type Route } from '@/tests/http';
import * as unsubscribe from './guests/job-alerts/[a]/[b]/route';
import * as activation from './guests/job-alerts/activation/route';
import * as guestAlerts from './guests/job-alerts/route';
import * as jobAlertsRoute from './job-alerts/route';
import * as frequency from './job-filters/[id]/job-alert/frequency/route';
import * as jobAlert from './job-filters/[id]/job-alert/route';
import * as readOffers from './job-filters/[id]/read-filtered-offers/route';
import * as oneFilter from './job-filters/[id]/route';
import * as filters from './job-filters/route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 300, seed: 5 });
const { db } = handle;
const it_ = await resolveTenant('it.localhost', db);
const biz = await resolveTenant('biz.localhost', db);
const alice = await createCandidate(db, it_);
const bob = await createCandidate(db, it_);
const bizUser = await createCandidate(db, biz);

const origin = { origin: 'http://it.localhost' };
const as = (cookie?: string, extra: Record<string, string> = {}) => ({
  ...origin,
  ...(cookie ? { cookie } : {}),
  ...extra,
});
const call = (
  route: Route,
  method: string,
  path: string,
  opts: {
    cookie?: string;
    body?: unknown;
    params?: Record<string, string>;
    host?: string;
    headers?: Record<string, string>;
  } = {},
) =>
  callRoute(route, path, {
    method,
    body: opts.body,
    host: opts.host,
    params: { tenant: 'it', ...opts.params },
    headers: as(opts.cookie, opts.headers),
  });

const saveFilter = (cookie: string, searchUrl: string, name = 'Java, Warszawa') =>
  call(filters.POST as Route, 'POST', '/api/it/job-filters', {
    cookie,
    body: { searchUrl, name, filters: { evil: 1 } },
  });
const listFilters = (cookie?: string) => call(filters.GET as Route, 'GET', '/api/it/job-filters', { cookie });
const registerGuest = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(guestAlerts.POST as Route, 'POST', '/api/it/guests/job-alerts', {
    body: { frequency: 'daily', name: 'Backend', searchUrl: '/job-offers', privacyPolicyAccepted: true, ...body },
    headers,
  });
const lastMailTo = async (to: string) =>
  (
    await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to))
      .orderBy(sql`${emailOutbox.id} desc`)
      .limit(1)
  )[0];

beforeEach(() => resetRateLimits());

describe('saved searches of a candidate', () => {
  it('saves a search canonically from its URL (client filters ignored) and lists it with its alert and new-offer count', async () => {
    const saved = await saveFilter(alice.cookie, 'http://it.localhost/job-offers?keyword=java&unknown=1&sortBy=newest');
    expect(saved.status).toBe(201);
    const { jobFilterId } = saved.body;
    const [row] = await db.select().from(jobFilters).where(eq(jobFilters.id, jobFilterId));
    expect(row!.searchUrl).toBe('/job-offers?keyword=java&sortBy=newest');
    expect(row!.filters).not.toHaveProperty('evil');
    expect((row!.filters as { keywords: string[] }).keywords).toEqual(['java']);
    const list = await listFilters(alice.cookie);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: jobFilterId,
        searchUrl: row!.searchUrl,
        filterName: 'Java, Warszawa',
        filters: row!.filters,
        count: 0,
        jobAlert: null,
      },
    ]);
  });

  it('counts offers published since the search was last read, and read-filtered-offers resets it', async () => {
    const { body } = await saveFilter(alice.cookie, '/job-offers?keyword=developer', 'Developer');
    const past = new Date(Date.now() - 400 * 86_400_000);
    await db.update(jobFilters).set({ createdAt: past }).where(eq(jobFilters.id, body.jobFilterId));
    const before = (await listFilters(alice.cookie)).body.data.find((f: { id: number }) => f.id === body.jobFilterId);
    expect(before.count).toBeGreaterThan(0);
    const read = await call(
      readOffers.POST as Route,
      'POST',
      `/api/it/job-filters/${body.jobFilterId}/read-filtered-offers`,
      {
        cookie: alice.cookie,
        params: { id: String(body.jobFilterId) },
      },
    );
    expect(read.status).toBe(204);
    const after = (await listFilters(alice.cookie)).body.data.find((f: { id: number }) => f.id === body.jobFilterId);
    expect(after.count).toBe(0);
  });

  it("answers the spec's 409 for a duplicate search (sort does not make it different)", async () => {
    await saveFilter(bob.cookie, '/job-offers?keyword=rust');
    const again = await saveFilter(bob.cookie, '/en/job-offers?keyword=rust&sortBy=salary&orderBy=asc');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Job filter already exists');
  });

  it('keeps at most 10 searches per candidate (422) and changes nothing past it', async () => {
    const carol = await createCandidate(db, it_);
    for (let i = 0; i < 10; i++) expect((await saveFilter(carol.cookie, `/job-offers?keyword=k${i}`)).status).toBe(201);
    const over = await saveFilter(carol.cookie, '/job-offers?keyword=k10');
    expect(over.status).toBe(422);
    expect((await listFilters(carol.cookie)).body.data).toHaveLength(10);
  });

  it('does not pass the limit when saves arrive together', async () => {
    const dave = await createCandidate(db, it_);
    for (let i = 0; i < 9; i++) await saveFilter(dave.cookie, `/job-offers?keyword=p${i}`);
    const statuses = await Promise.all(
      ['x1', 'x2', 'x3'].map(async (k) => (await saveFilter(dave.cookie, `/job-offers?keyword=${k}`)).status),
    );
    expect(statuses.sort()).toEqual([201, 422, 422]);
    expect((await listFilters(dave.cookie)).body.data).toHaveLength(10);
  });

  it('refuses bad names, bad URLs, anonymous callers and foreign origins with localised 4xx', async () => {
    const long = await saveFilter(alice.cookie, '/job-offers?keyword=go', 'a'.repeat(1000));
    expect(long.status).toBe(400);
    const chars = await saveFilter(alice.cookie, '/job-offers?keyword=go', 'Java <script>');
    expect(chars.status).toBe(400);
    expect(chars.body.error.fields[0]).toMatchObject({ field: 'name' });
    const empty = await saveFilter(alice.cookie, '/job-offers?keyword=go', '   ');
    expect(empty.status).toBe(400);
    const polish = await saveFilter(alice.cookie, '/job-offers?keyword=go', 'Łódź, C++ & C# (zdalnie) / UX-UI');
    expect(polish.status).toBe(201);
    const url = await saveFilter(alice.cookie, '/blog/some-post');
    expect(url.status).toBe(400);
    expect(url.body.error.fields[0].field).toBe('searchUrl');
    const anonymous = await listFilters();
    expect(anonymous.status).toBe(401);
    const foreign = await call(filters.POST as Route, 'POST', '/api/it/job-filters', {
      cookie: alice.cookie,
      body: { searchUrl: '/job-offers', name: 'x' },
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const notJson = await call(filters.POST as Route, 'POST', '/api/it/job-filters', {
      cookie: alice.cookie,
      body: '{nope',
    });
    expect(notJson.status).toBe(400);
  });

  it('answers 404 when the tenant in the path is not the board of the host', async () => {
    const res = await call(filters.GET as Route, 'GET', '/api/biz/job-filters', {
      cookie: alice.cookie,
      params: { tenant: 'biz' },
    });
    expect(res.status).toBe(404);
  });
});

describe('alerts of a candidate', () => {
  it('limits how often a candidate switches alerts on', async () => {
    const { body } = await saveFilter(bob.cookie, '/job-offers?keyword=elixir', 'Elixir');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.alertCreation.limit; i++) {
      const res = await call(jobAlertsRoute.POST as Route, 'POST', '/api/it/job-alerts', {
        cookie: bob.cookie,
        body: { jobFilterId: body.jobFilterId },
      });
      statuses.push(res.status);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.at(-1)).toBe(429);
  });

  it('switches an alert on (default twiceAWeek), changes its frequency, switches it off and on again', async () => {
    const { body } = await saveFilter(alice.cookie, '/job-offers?keyword=kotlin', 'Kotlin');
    const id = String(body.jobFilterId);
    const on = await call(jobAlertsRoute.POST as Route, 'POST', '/api/it/job-alerts', {
      cookie: alice.cookie,
      body: { jobFilterId: body.jobFilterId },
    });
    expect(on.status).toBe(201);
    expect(on.body).toMatchObject({ status: 'active', frequency: 'twiceAWeek' });
    const twice = await call(jobAlertsRoute.POST as Route, 'POST', '/api/it/job-alerts', {
      cookie: alice.cookie,
      body: { jobFilterId: body.jobFilterId, frequency: 'daily' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Job alert already exists');
    const patch = await call(frequency.PATCH as Route, 'PATCH', `/api/it/job-filters/${id}/job-alert/frequency`, {
      cookie: alice.cookie,
      params: { id },
      body: { frequency: 'weekly' },
    });
    expect(patch.status).toBe(200);
    const bad = await call(frequency.PATCH as Route, 'PATCH', `/api/it/job-filters/${id}/job-alert/frequency`, {
      cookie: alice.cookie,
      params: { id },
      body: { frequency: 'hourly' },
    });
    expect(bad.status).toBe(400);
    let listed = (await listFilters(alice.cookie)).body.data.find((f: { id: number }) => f.id === body.jobFilterId);
    expect(listed.jobAlert).toEqual({ status: 'active', frequency: 'weekly' });
    const off = await call(jobAlert.DELETE as Route, 'DELETE', `/api/it/job-filters/${id}/job-alert`, {
      cookie: alice.cookie,
      params: { id },
    });
    expect(off.status).toBe(204);
    listed = (await listFilters(alice.cookie)).body.data.find((f: { id: number }) => f.id === body.jobFilterId);
    expect(listed.jobAlert.status).toBe('inactive');
    const offAgain = await call(jobAlert.DELETE as Route, 'DELETE', `/api/it/job-filters/${id}/job-alert`, {
      cookie: alice.cookie,
      params: { id },
    });
    expect(offAgain.status).toBe(404);
    const onAgain = await call(jobAlertsRoute.POST as Route, 'POST', '/api/it/job-alerts', {
      cookie: alice.cookie,
      body: { jobFilterId: body.jobFilterId, frequency: 'daily' },
    });
    expect(onAgain.status).toBe(201);
  });

  it('never lets one candidate list, delete, read or change the searches and alerts of another (IDOR), nor across boards', async () => {
    const { body } = await saveFilter(alice.cookie, '/job-offers?keyword=scala', 'Scala');
    const id = String(body.jobFilterId);
    await call(jobAlertsRoute.POST as Route, 'POST', '/api/it/job-alerts', {
      cookie: alice.cookie,
      body: { jobFilterId: body.jobFilterId },
    });
    const bobs = (await listFilters(bob.cookie)).body.data.map((f: { id: number }) => f.id);
    expect(bobs).not.toContain(body.jobFilterId);
    const attempts = [
      await call(oneFilter.DELETE as Route, 'DELETE', `/api/it/job-filters/${id}`, {
        cookie: bob.cookie,
        params: { id },
      }),
      await call(jobAlert.DELETE as Route, 'DELETE', `/api/it/job-filters/${id}/job-alert`, {
        cookie: bob.cookie,
        params: { id },
      }),
      await call(frequency.PATCH as Route, 'PATCH', `/api/it/job-filters/${id}/job-alert/frequency`, {
        cookie: bob.cookie,
        params: { id },
        body: { frequency: 'daily' },
      }),
      await call(readOffers.POST as Route, 'POST', `/api/it/job-filters/${id}/read-filtered-offers`, {
        cookie: bob.cookie,
        params: { id },
      }),
      await call(jobAlertsRoute.POST as Route, 'POST', '/api/it/job-alerts', {
        cookie: bob.cookie,
        body: { jobFilterId: body.jobFilterId },
      }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    // A candidate of the other board, on the other board's host: anonymous here, nothing there.
    const cross = await call(oneFilter.DELETE as Route, 'DELETE', `/api/biz/job-filters/${id}`, {
      cookie: bizUser.cookie,
      params: { tenant: 'biz', id },
      host: 'biz.localhost',
      headers: { origin: 'http://biz.localhost' },
    });
    expect(cross.status).toBe(404);
    const [alert] = await db.select().from(jobAlerts).where(eq(jobAlerts.jobFilterId, body.jobFilterId));
    expect(alert).toMatchObject({ status: 'active', frequency: 'twiceAWeek' });
    expect(await db.select().from(jobFilters).where(eq(jobFilters.id, body.jobFilterId))).toHaveLength(1);
    // The owner deletes it.
    const del = await call(oneFilter.DELETE as Route, 'DELETE', `/api/it/job-filters/${id}`, {
      cookie: alice.cookie,
      params: { id },
    });
    expect(del.status).toBe(204);
    expect(await db.select().from(jobAlerts).where(eq(jobAlerts.jobFilterId, body.jobFilterId))).toHaveLength(0);
  });

  it('answers 404 for alert routes on a board without the job-alert flag', async () => {
    const res = await call(jobAlertsRoute.POST as Route, 'POST', '/api/biz/job-alerts', {
      cookie: bizUser.cookie,
      params: { tenant: 'biz' },
      host: 'biz.localhost',
      headers: { origin: 'http://biz.localhost' },
      body: { jobFilterId: 1 },
    });
    expect(res.status).toBe(404);
  });
});

describe('guest alerts', () => {
  it('registers a pending alert and mails a localised activation link in the same transaction; the link activates it once', async () => {
    const email = 'Guest.One@example.com';
    const res = await registerGuest({
      email,
      name: 'Java, Kraków',
      searchUrl: '/job-offers?keyword=java',
      marketingAgreement: true,
    });
    expect(res.status).toBe(201);
    const { jobFilterId } = res.body;
    const [alert] = await db.select().from(jobAlerts).where(eq(jobAlerts.jobFilterId, jobFilterId));
    expect(alert).toMatchObject({ status: 'pending', frequency: 'daily' });
    const [guest] = await db.select().from(guests).where(eq(guests.email, 'guest.one@example.com'));
    expect(guest!.marketingAgreement).toBe(true);
    const mail = await lastMailTo('guest.one@example.com');
    expect(mail!.subject).toContain('Aktywuj');
    const link = /http:\/\/it\.localhost:3000\/\?job-alerts=activate&code=([^&\s]+)&jobFilterId=(\d+)/.exec(
      mail!.text,
    )!;
    expect(Number(link[2])).toBe(jobFilterId);
    // The stored code is a hash, not the secret in the link.
    expect(alert!.code).not.toContain(decodeURIComponent(link[1]!));
    const put = (code: string, id = jobFilterId) =>
      call(activation.PUT as Route, 'PUT', '/api/it/guests/job-alerts/activation', { body: { jobFilterId: id, code } });
    const forged = await put('A'.repeat(43));
    expect(forged.status).toBe(404);
    const [still] = await db.select().from(jobAlerts).where(eq(jobAlerts.jobFilterId, jobFilterId));
    expect(still!.status).toBe('pending');
    const ok = await put(decodeURIComponent(link[1]!));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'active' });
    const replay = await put(decodeURIComponent(link[1]!));
    expect(replay.status).toBe(409);
    const malformed = await put('x');
    expect(malformed.status).toBe(400);
    // The code of one alert does not open another.
    const other = await registerGuest({ email: 'guest.two@example.com', searchUrl: '/job-offers?keyword=php' });
    const wrong = await put(decodeURIComponent(link[1]!), other.body.jobFilterId);
    expect(wrong.status).toBe(404);
  });

  it("answers the spec's 409 variants for repeated registrations and 422 past the limit", async () => {
    const email = 'repeat@example.com';
    expect((await registerGuest({ email, searchUrl: '/job-offers?keyword=go' })).status).toBe(201);
    const pending = await registerGuest({ email, searchUrl: '/job-offers?keyword=go&sortBy=newest' });
    expect(pending.status).toBe(409);
    expect(pending.body.error.message).toBe('Job alert already exists');
    await db
      .update(jobAlerts)
      .set({ status: 'active' })
      .where(
        eq(jobAlerts.jobFilterId, (await db.select().from(jobFilters).where(eq(jobFilters.name, 'Backend')))[0]!.id),
      );
    const [goFilter] = await db
      .select({ id: jobFilters.id })
      .from(jobFilters)
      .innerJoin(guests, eq(guests.id, jobFilters.guestId))
      .where(and(eq(guests.email, email)));
    await db.update(jobAlerts).set({ status: 'active' }).where(eq(jobAlerts.jobFilterId, goFilter!.id));
    const active = await registerGuest({ email, searchUrl: '/job-offers?keyword=go' });
    expect(active.status).toBe(409);
    expect(active.body.error.message).toBe('Job filter with active job alert already exists');
    for (let i = 1; i < 10; i++) {
      resetRateLimits();
      expect((await registerGuest({ email, searchUrl: `/job-offers?keyword=g${i}` })).status).toBe(201);
    }
    const over = await registerGuest({ email, searchUrl: '/job-offers?keyword=g10' });
    expect(over.status).toBe(422);
  });

  it('refuses a profile for an e-mail that has an account, an invalid e-mail, a bad name and a missing privacy acceptance', async () => {
    const profile = await registerGuest({ email: alice.email, createCandidate: true });
    expect(profile.status).toBe(409);
    expect(profile.body.error.message).toBe('Candidate profile already exists');
    const invalid = await registerGuest({ email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields[0].field).toBe('email');
    const privacy = await registerGuest({ email: 'p@example.com', privacyPolicyAccepted: false });
    expect(privacy.status).toBe(400);
    expect(privacy.body.error.fields[0].field).toBe('privacyPolicyAccepted');
    const name = await registerGuest({ email: 'p@example.com', name: 'x'.repeat(1000) });
    expect(name.status).toBe(400);
    expect(await db.select().from(guests).where(eq(guests.email, 'p@example.com'))).toHaveLength(0);
  });

  it('mails the activation link on the configured origin, whatever Host the request named', async () => {
    const res = await registerGuest(
      { email: 'foreign.host@example.com' },
      { host: 'attacker.example', origin: 'http://attacker.example', 'x-forwarded-host': 'attacker.example' },
    );
    expect(res.status).toBe(201);
    const mail = await lastMailTo('foreign.host@example.com');
    expect(mail!.text).toContain('http://it.localhost:3000/?job-alerts=activate');
    expect(mail!.text + JSON.stringify(mail!.headers)).not.toContain('attacker.example');
  });

  it('invites to register when a profile is asked for, in English under /en', async () => {
    const res = await registerGuest(
      { email: 'new.person@example.com', createCandidate: true },
      { 'accept-language': 'en' },
    );
    expect(res.status).toBe(201);
    const mail = await lastMailTo('new.person@example.com');
    expect(mail!.subject).toContain('Activate');
    expect(mail!.text).toContain('/en/register?email=new.person%40example.com');
    expect(mail!.text).toContain('http://it.localhost:3000/en?job-alerts=activate');
  });

  it('rate-limits registrations with 429 and Retry-After, whatever X-Forwarded-For says', async () => {
    let last = { status: 0, headers: new Headers() };
    for (let i = 0; i < 11; i++)
      last = await registerGuest(
        { email: `rl${i}@example.com` },
        { [CLIENT_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': `198.51.100.${i}` },
      );
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await db.select().from(guests).where(eq(guests.email, 'rl10@example.com'))).toHaveLength(0);
  });

  it('unsubscribes by the e-mailed code (DELETE and one-click POST); forged and replayed codes change nothing', async () => {
    const res = await registerGuest({ email: 'unsub@example.com', searchUrl: '/job-offers?keyword=ruby' });
    const id = String(res.body.jobFilterId);
    const [alert] = await db.select().from(jobAlerts).where(eq(jobAlerts.jobFilterId, res.body.jobFilterId));
    await db.update(jobAlerts).set({ status: 'active' }).where(eq(jobAlerts.id, alert!.id));
    const del = (method: 'DELETE' | 'POST', code: string, noOrigin = false) =>
      callRoute(
        (method === 'DELETE' ? unsubscribe.DELETE : unsubscribe.POST) as Route,
        `/api/it/guests/job-alerts/${id}/${code}`,
        {
          method,
          params: { tenant: 'it', a: id, b: code },
          headers: noOrigin ? {} : origin,
          body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
        },
      );
    expect((await del('DELETE', 'B'.repeat(43))).status).toBe(404);
    expect((await db.select().from(jobAlerts).where(eq(jobAlerts.id, alert!.id)))[0]!.status).toBe('active');
    // The activation code is not an unsubscribe code.
    expect((await del('DELETE', alert!.code.slice(0, 43))).status).toBe(404);
    const oneClick = await del('POST', alert!.unsubscribeCode, true);
    expect(oneClick.status).toBe(204);
    expect((await db.select().from(jobAlerts).where(eq(jobAlerts.id, alert!.id)))[0]!.status).toBe('inactive');
    expect((await del('DELETE', alert!.unsubscribeCode)).status).toBe(409);
  });
});

describe('the new-offer count uses the search engine', () => {
  it('counts only offers matching the saved filters that were published after the bound', async () => {
    const { body } = await saveFilter(bob.cookie, '/job-offers', 'All offers');
    const bound = new Date(Date.now() - 2 * 86_400_000);
    await db.update(jobFilters).set({ lastReadAt: bound }).where(eq(jobFilters.id, body.jobFilterId));
    const [expected] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(offerListings)
      .where(
        sql`${offerListings.tenantId} = ${it_.id} and ${offerListings.expiresAt} > now() and ${offerListings.publishedAt} > ${bound}`,
      );
    const listed = (await listFilters(bob.cookie)).body.data.find((f: { id: number }) => f.id === body.jobFilterId);
    expect(listed.count).toBe(expected!.n);
  });
});
