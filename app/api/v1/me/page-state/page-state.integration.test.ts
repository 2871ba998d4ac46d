import { sql } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { applications, candidateDocuments, candidatePreferences, favourites } from '@/lib/db/schema';
import { pendingOfferStats } from '@/lib/offer-stats/recorder';
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

  it("gives an offer page's candidate their own prefill, last application and CV, and never another's", async () => {
    await db.insert(candidateDocuments).values({
      userId: ala.userId,
      storageKey: 'cv/ala.pdf',
      fileName: 'ala-cv.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
    });
    const mine = await pageState(`?offers=${a1},${a3}&offer=${a3}&lang=en`, ala.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.applied).toEqual([a3]);
    expect(mine.body.offer).toMatchObject({ cv: { fileName: 'ala-cv.pdf' }, hasPreferences: false, match: null });
    expect(mine.body.offer.cv.token).toEqual(expect.any(String));
    expect(Date.parse(mine.body.offer.appliedAt)).toBeGreaterThan(Date.now() - 60_000);
    const theirs = await pageState(`?offer=${a3}`, olek.cookie);
    expect(theirs.body.offer).toEqual({ appliedAt: null, cv: null, hasPreferences: false, match: null });
    expect(JSON.stringify(theirs.body)).not.toMatch(/Ala|ala-cv/);
    // An anonymous visitor is told nothing of the offer.
    expect((await pageState(`?offer=${a3}`)).body.offer).toBeUndefined();
  });

  it("explains a candidate's match with the page's offer in the page's language", async () => {
    const [offer] = (
      await db.execute<{ category_id: number; workplace_type: string; seniority: string }>(
        sql`select category_id, workplace_type, seniority from offers where id = ${a1}`,
      )
    ).rows;
    const ewa = await createCandidate(db, itBoard, { name: 'Ewa Dopasowana' });
    await db.insert(candidatePreferences).values({
      userId: ewa.userId,
      categoryIds: [Number(offer!.category_id)],
      seniorities: [offer!.seniority],
      workplaceTypes: [offer!.workplace_type],
      salaryExpectation: 1000,
      salaryCurrency: 'PLN',
      mandatoryPreferencesFilledIn: true,
    });
    const pl = await pageState(`?offer=${a1}`, ewa.cookie);
    expect(pl.body.offer.hasPreferences).toBe(true);
    const match = pl.body.offer.match;
    expect(match.badge).toContain(`${match.percent}`);
    const points = match.criteria.reduce((sum: number, c: { points: number }) => sum + c.points, 0);
    expect(points).toBe(match.percent);
    expect(match.criteria.find((c: { criterion: string }) => c.criterion === 'categories')).toMatchObject({
      met: true,
    });
    const en = await pageState(`?offer=${a1}&lang=en`, ewa.cookie);
    expect(en.body.offer.match.percent).toBe(match.percent);
    expect(en.body.offer.match.summary).not.toBe(match.summary);
    // Without preferences there is nothing to explain.
    expect((await pageState(`?offer=${a1}`, ala.cookie)).body.offer.match).toBeNull();
  });

  it("counts an offer page's view through the call, for anyone, and only for the board's offers", async () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
    const call = (query: string, cookie?: string) =>
      callRoute(GET as Route, `/api/v1/me/page-state${query}`, {
        headers: { ...browser, ...(cookie ? { cookie } : {}) },
      });
    const before = pendingOfferStats();
    await call(`?offer=${a1}`);
    await call(`?offer=${a1}`, ala.cookie);
    expect(pendingOfferStats()).toBe(before + 2);
    // Not an offer of this board, no offer named, or a robot: nothing counted.
    await call(`?offer=999999`);
    await call(`?offers=${a1}`, ala.cookie);
    await pageState(`?offer=${a1}`);
    expect(pendingOfferStats()).toBe(before + 2);
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
