import { and, eq, sql } from 'drizzle-orm';
import { POST as bulk } from '@/app/api/v2/employer-panel/offers/bulk/route';
import { GET as list } from '@/app/api/v2/employer-panel/offers/route';
import { GET as statistics } from '@/app/api/v2/employer-panel/offers/statistics/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { changeOfferState } from '@/features/offers/server/public';
import { installDbHandle } from '@/lib/db/client';
import { offerDrafts, offers } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { insertOffer } from '@/tests/factories/offer';
import { callRoute, type Route } from '@/tests/http';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 20, seed: 11 });
const { db } = handle;
const board = await resolveTenant('it.localhost', db);
const companyA = await insertCompany(db, board.id, 'Acme Panel');
const companyB = await insertCompany(db, board.id, 'Other Panel');
const ownerA = await createEmployer(db, board, [{ companyId: companyA, right: 'owner' }]);
const recruiterA = await createEmployer(db, board, [{ companyId: companyA, right: 'recruiter' }]);
const ownerB = await createEmployer(db, board, [{ companyId: companyB, right: 'owner' }]);

const DAY = 86_400_000;
const now = new Date();
const active = await insertOffer(
  db,
  board.id,
  { companyId: companyA, title: 'Senior Rust Developer' },
  { userId: recruiterA.userId },
);
const expired = await insertOffer(
  db,
  board.id,
  {
    companyId: companyA,
    title: 'Java Developer',
    publishedAt: new Date(now.getTime() - 40 * DAY),
    expiresAt: new Date(now.getTime() - 10 * DAY),
  },
  { userId: ownerA.userId },
);
const finished = await insertOffer(
  db,
  board.id,
  { companyId: companyA, title: 'QA Engineer' },
  { userId: ownerA.userId },
);
await changeOfferState(db, [finished], 'finish', { userId: ownerA.userId });
const pending = await insertOffer(
  db,
  board.id,
  {
    companyId: companyA,
    title: 'Data Analyst',
    status: 'pending_payment',
    publishedAt: undefined,
    expiresAt: undefined,
  },
  { userId: ownerA.userId },
);
const foreign = await insertOffer(db, board.id, { companyId: companyB, title: 'Rust Developer at B' });
await db.execute(sql`insert into offer_stats_daily (offer_id, tenant_id, day, detail_views)
  values (${expired}, ${board.id}, current_date - 12, 50), (${active}, ${board.id}, current_date, 7)`);

const host = 'it.localhost';
const call = (route: Route, url: string, cookie: string, options: { method?: string; body?: unknown } = {}) =>
  callRoute(route, url, {
    host,
    headers: { cookie, origin: `http://${host}`, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' },
    ...options,
  });
const ids = (body: { data: { id: number }[] }) => body.data.map((o) => o.id);

describe(`employer offers list on ${testDriver()}`, () => {
  it("lists the company's offers in every state, never another company's", async () => {
    const res = await call(list, '/api/v2/employer-panel/offers', recruiterA.cookie);
    expect(res.status).toBe(200);
    expect(new Set(ids(res.body))).toEqual(new Set([active, expired, finished, pending]));
    const states = Object.fromEntries(res.body.data.map((o: { id: number; state: string }) => [o.id, o.state]));
    expect(states).toEqual({
      [active]: 'published',
      [expired]: 'expired',
      [finished]: 'finished',
      [pending]: 'pending_payment',
    });
    const row = res.body.data.find((o: { id: number }) => o.id === active);
    expect(row.actions).toEqual(['edit', 'statistics', 'duplicate', 'extend', 'finish']);
    expect(row.recruiter).toBe(`Employer ${Number(recruiterA.email.match(/employer(\d+)/)![1])}`);

    const other = await call(list, '/api/v2/employer-panel/offers', ownerB.cookie);
    expect(ids(other.body)).toEqual([foreign]);
  });

  it('searches by title, filters by state and recruiter, sorts by views and pages', async () => {
    const q = await call(list, '/api/v2/employer-panel/offers?q=rust', ownerA.cookie);
    expect(ids(q.body)).toEqual([active]);
    const byState = await call(list, '/api/v2/employer-panel/offers?state=expired&state=finished', ownerA.cookie);
    expect(new Set(ids(byState.body))).toEqual(new Set([expired, finished]));
    const byRecruiter = await call(list, `/api/v2/employer-panel/offers?recruiter=${recruiterA.userId}`, ownerA.cookie);
    expect(ids(byRecruiter.body)).toEqual([active]);
    const byViews = await call(list, '/api/v2/employer-panel/offers?sort=views', ownerA.cookie);
    expect(ids(byViews.body).slice(0, 2)).toEqual([expired, active]);
    expect(byViews.body.data[0].views).toBe(50);
    const paged = await call(list, '/api/v2/employer-panel/offers?pageSize=3&page=2', ownerA.cookie);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta).toMatchObject({ totalItems: 4, totalPages: 2, prevPage: 1, nextPage: null });
  });

  it('refuses bad query values with field messages, and callers without a company', async () => {
    const bad = await call(list, '/api/v2/employer-panel/offers?state=archived&pageSize=500', ownerA.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['pageSize', 'state']);
    const anonymous = await callRoute(list, '/api/v2/employer-panel/offers', { host });
    expect(anonymous.status).toBe(401);
  });

  it('finishes active offers in bulk, skipping inactive ones and leaving other companies alone', async () => {
    const res = await call(bulk, '/api/v2/employer-panel/offers/bulk', recruiterA.cookie, {
      method: 'POST',
      body: { action: 'finish', ids: [active, expired, foreign] },
    });
    expect(res.status).toBe(200);
    expect(res.body.done).toEqual([{ id: active }]);
    expect(res.body.skipped).toEqual([
      { id: expired, reason: 'notActive' },
      { id: foreign, reason: 'notFound' },
    ]);
    const [a] = await db.select({ status: offers.status }).from(offers).where(eq(offers.id, active));
    const [b] = await db.select({ status: offers.status }).from(offers).where(eq(offers.id, foreign));
    expect(a!.status).toBe('finished');
    expect(b!.status).toBe('published');
  });

  it('duplicates offers in bulk into drafts the list shows', async () => {
    const res = await call(bulk, '/api/v2/employer-panel/offers/bulk', ownerA.cookie, {
      method: 'POST',
      body: { action: 'duplicate', ids: [expired, foreign] },
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([{ id: foreign, reason: 'notFound' }]);
    const draftId = res.body.done[0].draftId as number;
    const [draft] = await db
      .select()
      .from(offerDrafts)
      .where(and(eq(offerDrafts.id, draftId)));
    expect(draft).toMatchObject({ companyId: companyA, mode: 'duplicate', sourceOfferId: expired });
    const drafts = await call(list, '/api/v2/employer-panel/offers?state=draft', ownerA.cookie);
    expect(drafts.body.data).toEqual([
      expect.objectContaining({
        kind: 'draft',
        id: draftId,
        title: 'Java Developer',
        actions: ['resume', 'deleteDraft'],
      }),
    ]);
    const none = await call(list, '/api/v2/employer-panel/offers?state=draft', ownerB.cookie);
    expect(none.body.data).toEqual([]);

    const bad = await call(bulk, '/api/v2/employer-panel/offers/bulk', ownerA.cookie, {
      method: 'POST',
      body: { action: 'archive', ids: [] },
    });
    expect(bad.status).toBe(400);
  });

  it("answers an offer's statistics to its company only", async () => {
    const own = await call(statistics, `/api/v2/employer-panel/offers/statistics?offerId=${expired}`, ownerA.cookie);
    expect(own.status).toBe(200);
    expect(own.body.offer).toMatchObject({ id: expired, state: 'expired' });
    expect(own.body.totals.detailViews).toBe(50);
    const other = await call(statistics, `/api/v2/employer-panel/offers/statistics?offerId=${expired}`, ownerB.cookie);
    expect(other.status).toBe(404);
    const summary = await call(statistics, '/api/v2/employer-panel/offers/statistics', ownerB.cookie);
    expect(summary.status).toBe(200);
    expect(summary.body.totals.detailViews).toBe(0);
    const bad = await call(statistics, '/api/v2/employer-panel/offers/statistics?offerId=abc', ownerA.cookie);
    expect(bad.status).toBe(400);
  });
});
