import { eq, sql } from 'drizzle-orm';
import { refreshTenantCache, resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { favourites, tenants } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { resetRateLimits } from '@/lib/rate-limit';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { callRoute, type Route } from '@/tests/http';
import { GET as history } from '../application-history/route';
import { GET as jobAdvertisements } from '../job-advertisements/route';
import { DELETE as remove, PUT as add } from './[jobAdvertisementId]/route';
import { GET as count } from './count/route';
import { GET as favouriteOffers } from './offers/route';
import { GET as list } from './route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 60, seed: 5 });
const { db } = handle;
const itBoard = await resolveTenant('it.localhost', db);
const biz = await resolveTenant('biz.localhost', db);

/** Offers shown on one board only. */
const onlyOn = async (tenantId: number, n: number) =>
  (
    await db.execute<{ id: number }>(sql`
      select o.id from offers o
      where o.status = 'published'
        and exists (select 1 from offer_boards b where b.offer_id = o.id and b.tenant_id = ${tenantId})
        and not exists (select 1 from offer_boards b where b.offer_id = o.id and b.tenant_id <> ${tenantId})
      order by o.id limit ${n}`)
  ).rows.map((r) => Number(r.id));

const [itOffers, bizOffers] = await Promise.all([onlyOn(itBoard.id, 30), onlyOn(biz.id, 1)]);
beforeEach(() => resetRateLimits());
const ana = await createCandidate(db, itBoard);
const ben = await createCandidate(db, itBoard);
const origin = { origin: 'http://it.localhost' };

const put = (id: number, cookie: string, host = 'it.localhost') =>
  callRoute(add as Route, `/api/v2/user-panel/favourites/${id}`, {
    method: 'PUT',
    host,
    params: { jobAdvertisementId: String(id) },
    headers: { cookie, origin: `http://${host}` },
  });
const del = (id: number, cookie: string) =>
  callRoute(remove as Route, `/api/v2/user-panel/favourites/${id}`, {
    method: 'DELETE',
    params: { jobAdvertisementId: String(id) },
    headers: { cookie, ...origin },
  });
const countOf = async (cookie: string) =>
  (await callRoute(count as Route, '/api/v2/user-panel/favourites/count', { headers: { cookie } })).body.count;

describe('favourites API', () => {
  it('answers 401 to visitors who are not signed in, localised', async () => {
    const res = await callRoute(count as Route, '/api/v2/user-panel/favourites/count');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Zaloguj się, aby to zrobić.');
    const en = await callRoute(list as Route, '/api/v2/user-panel/favourites?lang=en');
    expect(en.status).toBe(401);
    expect(en.body.error.message).toBe('Sign in to do this.');
    const write = await callRoute(add as Route, `/api/v2/user-panel/favourites/${itOffers[0]}`, {
      method: 'PUT',
      params: { jobAdvertisementId: String(itOffers[0]) },
      headers: origin,
    });
    expect(write.status).toBe(401);
  });

  it('adds, counts, lists newest first and removes; adding and removing twice is harmless', async () => {
    const c = await createCandidate(db, itBoard);
    expect(await countOf(c.cookie)).toBe(0);
    const first = await put(itOffers[0]!, c.cookie);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ jobAdvertisementId: itOffers[0], isFavorite: true, count: 1 });
    expect((await put(itOffers[0]!, c.cookie)).body.count).toBe(1);
    await put(itOffers[1]!, c.cookie);
    expect(await countOf(c.cookie)).toBe(2);
    const page = await callRoute(list as Route, '/api/v2/user-panel/favourites?page=1&pageSize=10', {
      headers: { cookie: c.cookie },
    });
    expect(page.body.data.map((f: { jobAdvertisementId: number }) => f.jobAdvertisementId)).toEqual([
      itOffers[1],
      itOffers[0],
    ]);
    expect(page.body.meta).toEqual({ page: 1, pageSize: 10, totalItems: 2, totalPages: 1 });
    const cards = await callRoute(favouriteOffers as Route, '/api/v2/user-panel/favourites/offers', {
      headers: { cookie: c.cookie },
    });
    expect(cards.body.data.map((o: { id: number; isFavorite: boolean }) => [o.id, o.isFavorite])).toEqual([
      [itOffers[1], true],
      [itOffers[0], true],
    ]);
    const removed = await del(itOffers[0]!, c.cookie);
    expect(removed.body).toEqual({ jobAdvertisementId: itOffers[0], isFavorite: false, count: 1 });
    expect((await del(itOffers[0]!, c.cookie)).status).toBe(200);
    expect(await countOf(c.cookie)).toBe(1);
  });

  it('answers which of at most 25 given offers are favourites, and pages', async () => {
    const c = await createCandidate(db, itBoard);
    for (const id of itOffers.slice(0, 5)) await put(id, c.cookie);
    const asked = [itOffers[1], itOffers[3], itOffers[20]].join(',');
    const res = await callRoute(list as Route, `/api/v2/user-panel/favourites?jobAdvertisementsIds=${asked}`, {
      headers: { cookie: c.cookie },
    });
    expect(res.body.data.map((f: { jobAdvertisementId: number }) => f.jobAdvertisementId).sort()).toEqual(
      [itOffers[1], itOffers[3]].sort(),
    );
    const bracket = await callRoute(
      list as Route,
      `/api/v2/user-panel/favourites?jobAdvertisementsIds[]=${itOffers[2]}&jobAdvertisementsIds[]=${itOffers[29]}`,
      { headers: { cookie: c.cookie } },
    );
    expect(bracket.body.data).toHaveLength(1);
    const page2 = await callRoute(list as Route, '/api/v2/user-panel/favourites?page=2&pageSize=2', {
      headers: { cookie: c.cookie },
    });
    expect(page2.body.data).toHaveLength(2);
    expect(page2.body.meta).toMatchObject({ totalItems: 5, totalPages: 3 });
  });

  it('refuses bad input with localised field errors and changes nothing', async () => {
    const tooMany = Array.from({ length: 26 }, (_, i) => i + 1).join(',');
    const res = await callRoute(
      list as Route,
      `/api/v2/user-panel/favourites?jobAdvertisementsIds=${tooMany}&lang=en`,
      {
        headers: { cookie: ana.cookie },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0]).toMatchObject({ field: 'jobAdvertisementsIds' });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      // A path that names no offer (decision 0043): 404, and nothing is stored.
      const r = await put(bad as unknown as number, ana.cookie);
      expect(r.status).toBe(404);
    }
    const pageSize = await callRoute(list as Route, '/api/v2/user-panel/favourites?pageSize=1000', {
      headers: { cookie: ana.cookie },
    });
    expect(pageSize.status).toBe(400);
    expect(pageSize.body.error.fields[0].message).toBe('Wartość może wynosić najwyżej 100.');
    const unknown = await put(2_000_000_000, ana.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Na tej tablicy nie ma takiej oferty.');
    expect(await countOf(ana.cookie)).toBe(0);
  });

  it('refuses writes from another site', async () => {
    const res = await callRoute(add as Route, `/api/v2/user-panel/favourites/${itOffers[0]}`, {
      method: 'PUT',
      params: { jobAdvertisementId: String(itOffers[0]) },
      headers: { cookie: ana.cookie, origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await countOf(ana.cookie)).toBe(0);
  });

  it("never shows or changes another candidate's favourites (IDOR)", async () => {
    await put(itOffers[5]!, ana.cookie);
    await put(itOffers[6]!, ben.cookie);
    // Ben asks about Ana's offer: it is not his favourite, and he only ever sees his own.
    const asked = await callRoute(
      list as Route,
      `/api/v2/user-panel/favourites?jobAdvertisementsIds=${itOffers[5]},${itOffers[6]}`,
      { headers: { cookie: ben.cookie } },
    );
    expect(asked.body.data.map((f: { jobAdvertisementId: number }) => f.jobAdvertisementId)).toEqual([itOffers[6]]);
    // Ben removing "Ana's" offer removes nothing of hers.
    await del(itOffers[5]!, ben.cookie);
    expect(await countOf(ana.cookie)).toBe(1);
    const rows = await db.select().from(favourites);
    expect(rows.filter((r) => r.userId === ana.userId).map((r) => r.offerId)).toEqual([itOffers[5]]);
    await del(itOffers[5]!, ana.cookie);
  });

  it('keeps favourites to offers of the board: another board’s offer is 404, and a cookie is anonymous elsewhere', async () => {
    expect(bizOffers).toHaveLength(1);
    const cross = await put(bizOffers[0]!, ana.cookie);
    expect(cross.status).toBe(404);
    // Ana's session means nothing on the other board.
    const elsewhere = await put(bizOffers[0]!, ana.cookie, 'biz.localhost');
    expect(elsewhere.status).toBe(401);
    const bizCount = await callRoute(count as Route, '/api/v2/user-panel/favourites/count', {
      host: 'biz.localhost',
      headers: { cookie: ana.cookie },
    });
    expect(bizCount.status).toBe(401);
    // A favourite whose offer leaves the board stops being shown or counted there.
    await put(itOffers[7]!, ana.cookie);
    await db.execute(sql`delete from offer_boards where offer_id = ${itOffers[7]} and tenant_id = ${itBoard.id}`);
    expect(await countOf(ana.cookie)).toBe(0);
  });

  it('gives list cards of the board’s offers by id, skipping others', async () => {
    const res = await callRoute(
      jobAdvertisements as Route,
      `/api/v2/user-panel/job-advertisements?ids=${itOffers[10]},${bizOffers[0]},${itOffers[11]}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { id: number }) => o.id)).toEqual([itOffers[10], itOffers[11]]);
  });

  it('answers 404 on every call, reading or writing, where the board turns favourites (or its history) off', async () => {
    await put(itOffers[12]!, ana.cookie);
    const mine = async () =>
      (await db.select().from(favourites).where(eq(favourites.userId, ana.userId))).map((r) => r.offerId).sort();
    const before = await mine();
    expect(before).toContain(itOffers[12]);
    const counted = await countOf(ana.cookie);
    const config = structuredClone(itBoard.config);
    config.flags.enableFavoriteOfferButton = false;
    config.flags.enableApplicationHistory = false;
    await db.update(tenants).set({ config }).where(eq(tenants.id, itBoard.id));
    refreshTenantCache();
    try {
      const calls = [
        put(itOffers[13]!, ana.cookie),
        del(itOffers[12]!, ana.cookie),
        callRoute(count as Route, '/api/v2/user-panel/favourites/count', { headers: { cookie: ana.cookie } }),
        callRoute(list as Route, '/api/v2/user-panel/favourites', { headers: { cookie: ana.cookie } }),
        callRoute(favouriteOffers as Route, '/api/v2/user-panel/favourites/offers', {
          headers: { cookie: ana.cookie },
        }),
        callRoute(history as Route, '/api/v2/user-panel/application-history', { headers: { cookie: ana.cookie } }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBeTruthy();
      }
      // Nothing changed: the favourite is still there, and no other was added.
      expect(await mine()).toEqual(before);
    } finally {
      await db.update(tenants).set({ config: itBoard.config }).where(eq(tenants.id, itBoard.id));
      refreshTenantCache();
    }
    expect(await countOf(ana.cookie)).toBe(counted);
    await del(itOffers[12]!, ana.cookie);
  });
});
