import { sql } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { applications, favourites } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { resetRateLimits } from '@/lib/rate-limit';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { callRoute, type Route } from '@/tests/http';
import { GET } from './route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 40, seed: 7 });
const { db } = handle;
const itBoard = await resolveTenant('it.localhost', db);
const offerIds = (
  await db.execute<{ id: number }>(sql`
    select o.id from offers o
    where o.status = 'published'
      and exists (select 1 from offer_boards b where b.offer_id = o.id and b.tenant_id = ${itBoard.id})
    order by o.id limit 6`)
).rows.map((r) => Number(r.id));
beforeEach(() => resetRateLimits());

const ala = await createCandidate(db, itBoard, { name: 'Ala Kowalska' });
const olek = await createCandidate(db, itBoard, { name: 'Olek Nowak' });
const [a1, a2, a3, o1] = offerIds as [number, number, number, number];
await db.insert(favourites).values([
  { userId: ala.userId, offerId: a1 },
  { userId: ala.userId, offerId: a2 },
  { userId: olek.userId, offerId: o1 },
]);
await db.insert(applications).values({
  tenantId: itBoard.id,
  offerId: a3,
  candidateId: ala.userId,
  name: 'Ala Kowalska',
  email: ala.email,
  source: 'apply_form',
  retentionUntil: new Date(Date.now() + 1e10),
});

const pageState = (query: string, cookie?: string) =>
  callRoute(GET as Route, `/api/v1/me/page-state${query}`, { headers: cookie ? { cookie } : {} });

describe('GET /api/v1/me/page-state', () => {
  it('tells an anonymous visitor nothing personal, never cached', async () => {
    const res = await pageState(`?offers=${offerIds.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toEqual({
      viewer: { kind: 'anonymous', loginEnabled: itBoard.config.flags.enableCandidatePortalLogin },
      employer: false,
      favourites: null,
      applied: null,
    });
  });

  it("gives each candidate their own name, hearts and applied badges, and never the other's", async () => {
    const mine = await pageState(`?offers=${offerIds.join(',')}`, ala.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.viewer).toMatchObject({ kind: 'candidate', name: 'Ala Kowalska', email: ala.email });
    expect(mine.body.favourites.count).toBe(2);
    expect([...mine.body.favourites.offerIds].sort()).toEqual([a1, a2].sort());
    expect(mine.body.applied).toEqual([a3]);
    const theirs = await pageState(`?offers=${offerIds.join(',')}`, olek.cookie);
    expect(theirs.body.viewer).toMatchObject({ kind: 'candidate', name: 'Olek Nowak' });
    expect(theirs.body.favourites).toEqual({ count: 1, offerIds: [o1] });
    expect(theirs.body.applied).toEqual([]);
    expect(JSON.stringify(theirs.body)).not.toContain('Ala');
  });

  it('counts favourites without offers asked, and only for the offers asked', async () => {
    const none = await pageState('', ala.cookie);
    expect(none.body.favourites).toEqual({ count: 2, offerIds: [] });
    expect(none.body.applied).toEqual([]);
    const one = await pageState(`?offers=${a2}&offers=${a3}`, ala.cookie);
    expect(one.body.favourites.offerIds).toEqual([a2]);
    expect(one.body.applied).toEqual([a3]);
  });

  it('says a company member is an employer, with no candidate data', async () => {
    const companyId = await insertCompany(db, itBoard.id);
    const employer = await createEmployer(db, itBoard, [{ companyId, right: 'owner' }]);
    const res = await pageState(`?offers=${a1}`, employer.cookie);
    expect(res.body).toMatchObject({ viewer: { kind: 'anonymous' }, employer: true, favourites: null, applied: null });
  });

  it('refuses bad offer lists with a localised 400', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const query of ['?offers=abc', `?offers=${tooMany}`, '?offers=-1']) {
      const res = await pageState(query, ala.cookie);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toBeTruthy();
    }
  });
});
