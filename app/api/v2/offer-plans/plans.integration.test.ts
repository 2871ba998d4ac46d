import { and, asc, eq } from 'drizzle-orm';
import { GET as codesRoute } from '@/app/api/v2/employer-panel/codes/route';
import { GET as testimonialsRoute } from '@/app/api/v2/testimonials/route';
import { GET as configurationRoute } from '@/app/api/v2/user-panel/configuration/route';
import { planListSchema } from '@/features/plans/schemas';
import { configurationSchema } from '@/features/plans/server/configuration';
import { upsertPlans } from '@/features/plans/server/plan-service';
import { boardVersion } from '@/features/offers/server/board-version';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { companies, offers, plans, promoCodes, tenants } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { createTestDb, testDriver } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { insertPromoCode, redeemPromoCode } from '@/tests/factories/plans';
import { callRoute } from '@/tests/http';
import { GET as plansRoute } from './route';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
const reference = new Date('2026-11-20T00:00:00Z');
await seedDemo(handle, { offers: 12, seed: 7, referenceDate: reference });
const [itRow, bizRow] = await db.select().from(tenants).orderBy(asc(tenants.id));
const it_ = await resolveTenant('it.localhost', db);
const biz = await resolveTenant('biz.localhost', db);

describe(`plans, testimonials, configuration and codes on ${testDriver()}`, () => {
  it('seeds three plans per board, pro recommended, with VAT 23% and one promotion', async () => {
    for (const tenant of [itRow!, bizRow!]) {
      const rows = await db.select().from(plans).where(eq(plans.tenantId, tenant.id)).orderBy(asc(plans.ordinal));
      expect(rows.map((r) => r.key)).toEqual(['basic', 'pro', 'premium']);
      for (const r of rows) expect(r.grossPrice).toBeCloseTo(r.netPrice * 1.23, 2);
      expect(rows.filter((r) => r.isRecommended).map((r) => r.key)).toEqual(['pro']);
      expect(rows.find((r) => r.key === 'pro')!.limits).toMatchObject({ bumpsUpCount: 3, maxLocationsCount: 5 });
      expect(rows.find((r) => r.key === 'basic')!.limits).toMatchObject({ bumpsUpCount: 0, maxLocationsCount: 1 });
      expect(rows.filter((r) => r.promotionDeadline !== null)).toHaveLength(1);
      const codes = await db.select().from(promoCodes).where(eq(promoCodes.tenantId, tenant.id));
      expect(codes.map((c) => c.code).sort()).toEqual(['WAKAT-DEMO', 'WAKAT-EXTEND', 'WAKAT-FIRMA', 'WAKAT-ONCE']);
    }
    const [itPro] = await db
      .select()
      .from(plans)
      .where(and(eq(plans.tenantId, itRow!.id), eq(plans.key, 'pro')));
    expect(itPro).toMatchObject({ netPrice: 799, grossPrice: 982.77, oldNetPrice: 999, oldGrossPrice: 1228.77 });
  });

  it('GET /v2/offer-plans answers names and features in the Accept-Language language', async () => {
    const en = await callRoute(plansRoute, '/api/v2/offer-plans?active', {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.status).toBe(200);
    const body = planListSchema.parse(en.body);
    expect(body.data.map((p) => p.type)).toEqual(['basic', 'pro', 'premium']);
    expect(body.data[1]!.features[0]).toBe('Published for 30 days');
    expect(body.data[1]).toMatchObject({ recommended: true, isDefault: true, tax: 23, taxAmount: 183.77 });
    const pl = await callRoute(plansRoute, '/api/v2/offer-plans?active', { headers: { 'accept-language': 'pl-PL' } });
    expect(pl.body.data[1].features[0]).toBe('Publikacja na 30 dni');
    expect(en.headers.get('vary')).toContain('Accept-Language');
    // The other board has its own (cheaper) plans.
    const other = await callRoute(plansRoute, '/api/v2/offer-plans?active', { host: 'biz.localhost' });
    expect(other.body.data[0].netPrice).toBe(269);
  });

  it('shows the old price and deadline only while the promotion runs', async () => {
    const during = await callRoute(plansRoute, '/api/v2/offer-plans');
    const pro = during.body.data.find((p: { type: string }) => p.type === 'pro');
    // The promotion ends 14 days after the seed's reference date (2026-12-04).
    const ended = new Date(pro.promotionDeadline ?? 0) <= new Date();
    if (ended) expect(pro.oldNetPrice).toBeNull();
    else expect(pro).toMatchObject({ oldNetPrice: 999, promotionDeadline: '2026-12-04T00:00:00.000Z' });
    await db
      .update(plans)
      .set({ promotionDeadline: new Date(Date.now() - 1000) })
      .where(and(eq(plans.tenantId, it_.id), eq(plans.key, 'pro')));
    const after = await callRoute(plansRoute, '/api/v2/offer-plans');
    expect(after.body.data[1]).toMatchObject({ oldNetPrice: null, oldGrossPrice: null, promotionDeadline: null });
  });

  it('lists plans taken off sale only with active=false, and refuses other values', async () => {
    await db
      .update(plans)
      .set({ isActive: false })
      .where(and(eq(plans.tenantId, it_.id), eq(plans.key, 'basic')));
    expect((await callRoute(plansRoute, '/api/v2/offer-plans?active')).body.data).toHaveLength(2);
    expect((await callRoute(plansRoute, '/api/v2/offer-plans')).body.data).toHaveLength(2);
    const all = await callRoute(plansRoute, '/api/v2/offer-plans?active=false');
    expect(all.body.data.map((p: { type: string; active: boolean }) => [p.type, p.active])).toEqual([
      ['basic', false],
      ['pro', true],
      ['premium', true],
    ]);
    const bad = await callRoute(plansRoute, '/api/v2/offer-plans?active=maybe&lang=en');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].field).toBe('active');
    await db
      .update(plans)
      .set({ isActive: true })
      .where(and(eq(plans.tenantId, it_.id), eq(plans.key, 'basic')));
  });

  it('upserts plans by key in one go and bumps the board generation (cached pages rebuild)', async () => {
    const before = boardVersion(it_.id);
    await upsertPlans(db, it_.id, [
      {
        key: 'starter',
        names: { pl: 'Start', en: 'Starter' },
        netPrice: 199,
        features: { pl: ['Publikacja na 14 dni'], en: ['Published for 14 days'] },
        ordinal: 5,
        limits: { maxLocationsCount: 1, bumpsUpCount: 0, bumpsUpEveryDays: 0, durationInDays: 14, categories: 1 },
      },
      {
        key: 'basic',
        names: { pl: 'Basic', en: 'Basic' },
        netPrice: 459,
        features: { pl: ['a'], en: ['b'] },
        limits: { maxLocationsCount: 1, bumpsUpCount: 0, bumpsUpEveryDays: 0, durationInDays: 30, categories: 1 },
      },
    ]);
    expect(boardVersion(it_.id)).toBeGreaterThan(before);
    const rows = await db.select().from(plans).where(eq(plans.tenantId, it_.id));
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.key === 'starter')).toMatchObject({ grossPrice: 244.77, taxRate: 23, isActive: true });
    expect(rows.find((r) => r.key === 'basic')).toMatchObject({ netPrice: 459, grossPrice: 564.57 });
    // Bad definitions change nothing.
    await expect(
      upsertPlans(db, it_.id, [
        {
          key: 'basic',
          names: { pl: 'B', en: 'B' },
          netPrice: 1,
          features: { pl: [], en: [] },
          limits: { maxLocationsCount: 1, bumpsUpCount: 2, bumpsUpEveryDays: 0, durationInDays: 30, categories: 1 },
        },
      ]),
    ).rejects.toThrow();
    expect(
      (
        await db
          .select()
          .from(plans)
          .where(and(eq(plans.tenantId, it_.id), eq(plans.key, 'basic')))
      )[0]!.netPrice,
    ).toBe(459);
  });

  it('GET /v2/testimonials answers the demo testimonials in the request language', async () => {
    const en = await callRoute(testimonialsRoute, '/api/v2/testimonials', { headers: { 'accept-language': 'en' } });
    const pl = await callRoute(testimonialsRoute, '/api/v2/testimonials?lang=pl');
    expect(en.status).toBe(200);
    expect(en.body.data.length).toBeGreaterThanOrEqual(3);
    expect(en.body.data.map((t: { id: string }) => t.id)).toEqual(pl.body.data.map((t: { id: string }) => t.id));
    expect(en.body.data[0].quote).not.toBe(pl.body.data[0].quote);
    expect(en.body.data[0]).toEqual({
      id: expect.any(String),
      author: expect.any(String),
      role: expect.any(String),
      company: expect.any(String),
      quote: expect.any(String),
    });
  });

  it('GET /v2/user-panel/configuration answers the default plan, VAT, plan limits and form bounds', async () => {
    const res = await callRoute(configurationRoute, '/api/v2/user-panel/configuration', { host: 'biz.localhost' });
    expect(res.status).toBe(200);
    const config = configurationSchema.parse(res.body);
    expect(config).toMatchObject({ defaultPlan: 'pro', currency: 'PLN', taxRate: 23 });
    expect(config.plans.map((p) => p.type)).toEqual(['basic', 'pro', 'premium']);
    expect(config.offerForm).toMatchObject({
      maxLanguages: 5,
      logoMaxBytes: 5_242_880,
      salaryMaxRatio: 3,
      defaultSalaryUnit: 'month',
    });
    expect(config.application.messageMaxLength).toBe(1000);
    expect(config.paymentStatuses.success).toEqual(['paid', 'ok']);
  });

  describe('GET /v2/employer-panel/codes', () => {
    const ownCompany = async () => {
      const [first] = await db
        .select()
        .from(companies)
        .where(eq(companies.tenantId, it_.id))
        .orderBy(asc(companies.id))
        .limit(1);
      return first!.id;
    };

    it('lists the codes issued to the active company and board codes it used, with remaining uses', async () => {
      const companyId = await ownCompany();
      const recruiter = await createEmployer(db, it_, [{ companyId, right: 'recruiter' }]);
      const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.companyId, companyId)).limit(1);
      const offerId = offer?.id ?? (await db.select({ id: offers.id }).from(offers).limit(1))[0]!.id;
      const [demo] = await db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(and(eq(promoCodes.tenantId, it_.id), eq(promoCodes.code, 'WAKAT-DEMO')));
      await redeemPromoCode(db, demo!.id, offerId, companyId);
      const res = await callRoute(codesRoute, '/api/v2/employer-panel/codes', {
        headers: { cookie: recruiter.cookie },
      });
      expect(res.status).toBe(200);
      const byCode = Object.fromEntries(res.body.data.map((c: { code: string }) => [c.code, c]));
      expect(Object.keys(byCode).sort()).toEqual(['WAKAT-DEMO', 'WAKAT-FIRMA']);
      expect(byCode['WAKAT-FIRMA']).toMatchObject({
        issuedToCompany: true,
        maxUses: 3,
        uses: 0,
        remainingUses: 3,
        usable: true,
        planKey: 'premium',
      });
      expect(byCode['WAKAT-DEMO']).toMatchObject({
        issuedToCompany: false,
        uses: 1,
        remainingUses: 99_999,
        usedByCompany: 1,
      });
    });

    it('marks used-up and expired codes as not usable', async () => {
      const companyId = await insertCompany(db, it_.id, 'Codes Ltd');
      const owner = await createEmployer(db, it_, [{ companyId, right: 'owner' }]);
      await insertPromoCode(db, it_.id, 'USED-UP', { companyId, maxUses: 1, uses: 1 });
      await insertPromoCode(db, it_.id, 'TOO-LATE', {
        companyId,
        maxUses: 5,
        validUntil: new Date(Date.now() - 60_000),
      });
      const res = await callRoute(codesRoute, '/api/v2/employer-panel/codes', { headers: { cookie: owner.cookie } });
      expect(
        res.body.data.map((c: { code: string; usable: boolean; remainingUses: number }) => [
          c.code,
          c.usable,
          c.remainingUses,
        ]),
      ).toEqual([
        ['USED-UP', false, 0],
        ['TOO-LATE', false, 5],
      ]);
    });

    it('never shows one company the codes of another (same board or another board)', async () => {
      const mine = await insertCompany(db, it_.id, 'Mine Ltd');
      const theirs = await insertCompany(db, it_.id, 'Theirs Ltd');
      const onOtherBoard = await insertCompany(db, biz.id, 'Biz Ltd');
      await insertPromoCode(db, it_.id, 'THEIRS-ONLY', { companyId: theirs, maxUses: 2 });
      await insertPromoCode(db, biz.id, 'BIZ-ONLY', { companyId: onOtherBoard, maxUses: 2 });
      const me = await createEmployer(db, it_, [{ companyId: mine, right: 'owner' }]);
      const res = await callRoute(codesRoute, '/api/v2/employer-panel/codes', { headers: { cookie: me.cookie } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      const them = await createEmployer(db, it_, [{ companyId: theirs, right: 'recruiter' }]);
      const theirsRes = await callRoute(codesRoute, '/api/v2/employer-panel/codes', {
        headers: { cookie: them.cookie },
      });
      expect(theirsRes.body.data.map((c: { code: string }) => c.code)).toEqual(['THEIRS-ONLY']);
    });

    it('answers 401 to anonymous callers and 403 to candidates', async () => {
      const anonymous = await callRoute(codesRoute, '/api/v2/employer-panel/codes?lang=en');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error.code).toBe('UNAUTHORIZED');
      const candidate = await createCandidate(db, it_);
      const asCandidate = await callRoute(codesRoute, '/api/v2/employer-panel/codes', {
        headers: { cookie: candidate.cookie },
      });
      expect(asCandidate.status).toBe(403);
    });
  });
});
