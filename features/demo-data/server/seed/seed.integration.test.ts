import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { isNewOffer } from '@/features/offers/new-badge';
import { isOfferActive } from '@/features/offers/server/offer-detail-service';
import { tenantConfigSchema } from '@/lib/tenants/schemas';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { createTestDb } from '@/tests/db';
import { DEMO_RATES } from './dictionaries';
import { seedDemo } from '.';

const reference = new Date('2026-11-01T00:00:00Z');
const a = await createTestDb();
const b = await createTestDb();
await seedDemo(a, { offers: 400, seed: 7, referenceDate: reference });
await seedDemo(b, { offers: 400, seed: 7, referenceDate: reference });

/** A digest of the rows that matter, in a stable order, without server-set timestamps. */
async function digest(db: Db) {
  const hash = createHash('sha256');
  const add = (rows: unknown[]) => hash.update(JSON.stringify(rows));
  add(await db.select({ slug: t.tenants.slug, config: t.tenants.config }).from(t.tenants).orderBy(asc(t.tenants.id)));
  add(
    await db
      .select({
        id: t.categories.id,
        key: t.categories.key,
        lft: t.categories.lft,
        rgt: t.categories.rgt,
        labels: t.categories.labels,
      })
      .from(t.categories)
      .orderBy(asc(t.categories.id)),
  );
  add(await db.select().from(t.cities).orderBy(asc(t.cities.id)));
  add(await db.select().from(t.skills).orderBy(asc(t.skills.id)));
  add(
    await db
      .select({ id: t.companies.id, name: t.companies.name, size: t.companies.size, color: t.companies.logoColor })
      .from(t.companies)
      .orderBy(asc(t.companies.id)),
  );
  add(await db.select().from(t.offers).orderBy(asc(t.offers.id)));
  add(await db.select().from(t.offerEmploymentTypes).orderBy(asc(t.offerEmploymentTypes.id)));
  add(await db.select().from(t.offerLocations).orderBy(asc(t.offerLocations.id)));
  add(await db.select().from(t.offerSkills).orderBy(asc(t.offerSkills.offerId), asc(t.offerSkills.skillId)));
  return hash.digest('hex');
}

describe('demo data', () => {
  it('is deterministic: the same seed and date give identical rows', async () => {
    expect(await digest(a.db)).toBe(await digest(b.db));
  });

  it('differs with another seed', async () => {
    const c = await createTestDb();
    await seedDemo(c, { offers: 400, seed: 8, referenceDate: reference });
    expect(await digest(c.db)).not.toBe(await digest(a.db));
  });

  it('refuses to load twice unless asked to reset', async () => {
    await expect(seedDemo(a, { offers: 10, seed: 7, referenceDate: reference })).rejects.toThrow(/already has data/);
  });

  it('has two boards whose configurations parse, with some flags off on the business board', async () => {
    const rows = await a.db.select().from(t.tenants).orderBy(asc(t.tenants.id));
    expect(rows.map((r) => r.slug)).toEqual(['it', 'biz']);
    for (const row of rows) expect(tenantConfigSchema.safeParse(row.config).success).toBe(true);
    const biz = rows[1]!.config;
    expect(biz.flags.enableDarkMode).toBe(false);
    expect(biz.brand.name).not.toBe(rows[0]!.config.brand.name);
    expect(biz.theme.light.primary).not.toBe(rows[0]!.config.theme.light.primary);
  });

  it('has valid nested sets, a static category with a redirect and a new one, on each board', async () => {
    const cats = await a.db.select().from(t.categories);
    for (const child of cats.filter((c) => c.parentId !== null)) {
      const parent = cats.find((c) => c.id === child.parentId)!;
      expect(child.lft).toBeGreaterThan(parent.lft);
      expect(child.rgt).toBeLessThan(parent.rgt);
      expect(child.depth).toBe(parent.depth + 1);
    }
    for (const tenant of await a.db.select().from(t.tenants)) {
      const own = cats.filter((c) => c.tenantId === tenant.id);
      expect(own.some((c) => c.isStatic && c.redirectTo?.startsWith('https://'))).toBe(true);
      expect(own.some((c) => c.isNew)).toBe(true);
      expect(own.some((c) => c.parentId !== null)).toBe(true);
    }
  });

  it('has the dictionaries a job board needs', async () => {
    const cityRows = await a.db.select().from(t.cities);
    expect(cityRows.length).toBeGreaterThanOrEqual(60);
    for (const c of cityRows) {
      expect(c.latitude).toBeGreaterThan(49);
      expect(c.latitude).toBeLessThan(54.9);
      expect(c.longitude).toBeGreaterThan(14.1);
      expect(c.longitude).toBeLessThan(24.2);
    }
    expect(cityRows.filter((c) => c.group === 'top').length).toBe(10);
    const [skillCount] = await a.db.select({ n: count() }).from(t.skills);
    expect(skillCount!.n).toBeGreaterThanOrEqual(300);
    const [it] = await a.db.select().from(t.tenants).where(eq(t.tenants.slug, 'it'));
    const [companyCount] = await a.db.select({ n: count() }).from(t.companies).where(eq(t.companies.tenantId, it!.id));
    expect(companyCount!.n).toBeGreaterThanOrEqual(200);
    expect((await a.db.select().from(t.plans).where(eq(t.plans.tenantId, it!.id))).length).toBeGreaterThanOrEqual(3);
    expect((await a.db.select().from(t.brandStories)).length).toBeGreaterThan(0);
    expect((await a.db.select().from(t.currencyRates)).length).toBe(5);
  });

  it('has terms files in force, one not yet in force and one past its due date', async () => {
    const files = await a.db.select().from(t.termsFiles);
    const day = reference.toISOString().slice(0, 10);
    expect(files.some((f) => f.fromDate > day)).toBe(true);
    expect(files.some((f) => f.dueDate !== null && f.dueDate < day)).toBe(true);
    expect(files.some((f) => f.fromDate <= day && f.dueDate === null)).toBe(true);
  });

  it('has the variety of offers the filters need', async () => {
    const all = await a.db.select().from(t.offers);
    expect(all).toHaveLength(400);
    expect(all.some((o) => o.status === 'expired' && o.expiresAt! < reference)).toBe(true);
    expect(all.some((o) => !o.hasSalary)).toBe(true);
    expect(all.some((o) => o.cityIds.length > 1)).toBe(true);
    expect(all.some((o) => o.openToHireUkrainians)).toBe(true);
    expect(new Set(all.map((o) => o.workplaceType)).size).toBe(3);
    const oldest = Math.min(...all.map((o) => o.publishedAt!.getTime()));
    expect(reference.getTime() - oldest).toBeLessThanOrEqual(60 * 86_400_000);
    const [noSalaryTypes] = await a.db
      .select({ n: count() })
      .from(t.offerEmploymentTypes)
      .where(isNull(t.offerEmploymentTypes.salaryFrom));
    expect(noSalaryTypes!.n).toBeGreaterThan(0);
    const [nice] = await a.db.select({ n: count() }).from(t.offerSkills).where(eq(t.offerSkills.required, false));
    expect(nice!.n).toBeGreaterThan(0);
    const currencies = await a.db.selectDistinct({ c: t.offerEmploymentTypes.currency }).from(t.offerEmploymentTypes);
    expect(currencies.map((c) => c.c).sort()).toEqual(['EUR', 'PLN', 'USD']);
  });

  it('obeys the rules the product enforces: dates in order, contracts that fit the seniority', async () => {
    const all = await a.db.select().from(t.offers);
    for (const o of all) {
      expect(o.publishedAt!.getTime()).toBeLessThan(o.expiresAt!.getTime());
      expect(o.publishedAt!.getTime()).toBeLessThanOrEqual(reference.getTime());
      expect(o.refreshedAt!.getTime()).toBeGreaterThanOrEqual(o.publishedAt!.getTime());
      expect(o.refreshedAt!.getTime()).toBeLessThan(o.expiresAt!.getTime());
      expect(o.refreshedAt!.getTime()).toBeLessThanOrEqual(reference.getTime());
      expect(o.status === 'expired').toBe(o.expiresAt! <= reference);
      if (o.workingTime === 'practice_internship') expect(o.seniority).toBe('junior');
    }
    const internships = await a.db
      .select({ seniority: t.offers.seniority })
      .from(t.offerEmploymentTypes)
      .innerJoin(t.offers, eq(t.offers.id, t.offerEmploymentTypes.offerId))
      .where(eq(t.offerEmploymentTypes.type, 'internship'));
    expect(internships.length).toBeGreaterThan(0);
    expect(new Set(internships.map((r) => r.seniority))).toEqual(new Set(['junior']));
  });

  it('gives some offers a banner and a video, so those sections of the offer page can be seen', async () => {
    const all = await a.db.select({ bannerUrl: t.offers.bannerUrl, videoUrl: t.offers.videoUrl }).from(t.offers);
    expect(all.filter((o) => o.bannerUrl?.startsWith('/demo/banner-')).length).toBeGreaterThan(10);
    expect(all.filter((o) => o.videoUrl?.startsWith('https://')).length).toBeGreaterThan(5);
    const stories = await a.db.select({ cover: t.brandStories.coverPhotoUrl }).from(t.brandStories);
    expect(stories.every((s) => s.cover?.startsWith('/demo/cover-'))).toBe(true);
  });

  it('shows the new badge only on fresh active offers', async () => {
    const all = await a.db.select().from(t.offers);
    const badge = (o: (typeof all)[number]) =>
      isNewOffer({ publishedAt: o.publishedAt, active: isOfferActive(o, reference) }, reference);
    expect(all.filter((o) => o.status === 'expired').length).toBeGreaterThan(0);
    expect(all.filter((o) => o.status === 'expired').some(badge)).toBe(false);
    expect(all.some(badge)).toBe(true);
  });

  it('keeps converted salaries consistent with the rates', async () => {
    const rows = await a.db
      .select()
      .from(t.offerEmploymentTypes)
      .where(
        and(
          eq(t.offerEmploymentTypes.currency, 'EUR'),
          eq(t.offerEmploymentTypes.unit, 'month'),
          gt(t.offerEmploymentTypes.salaryFrom, 0),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.monthlyPlnFrom).toBeCloseTo(row.salaryFrom! * DEMO_RATES.EUR, 0);
      expect(row.monthlyEurFrom).toBeCloseTo(row.salaryFrom!, 1);
      expect(row.monthlyUsdFrom).toBeCloseTo((row.salaryFrom! * DEMO_RATES.EUR) / DEMO_RATES.USD, 0);
    }
    const hourly = await a.db
      .select()
      .from(t.offerEmploymentTypes)
      .where(
        and(
          eq(t.offerEmploymentTypes.currency, 'PLN'),
          eq(t.offerEmploymentTypes.unit, 'hour'),
          gt(t.offerEmploymentTypes.salaryFrom, 0),
        ),
      );
    for (const row of hourly) expect(row.monthlyPlnFrom).toBeCloseTo(row.salaryFrom! * 168, 0);
  });

  it('shows some IT offers on the business board too', async () => {
    const [shared] = await a.db
      .select({ n: count() })
      .from(t.offerBoards)
      .innerJoin(t.offers, eq(t.offers.id, t.offerBoards.offerId))
      .where(sql`${t.offerBoards.tenantId} <> ${t.offers.tenantId}`);
    expect(shared!.n).toBeGreaterThan(0);
  });

  it('fills the search text without diacritics', async () => {
    const [row] = await a.db
      .select({ n: count() })
      .from(t.offers)
      .where(lt(sql`length(${t.offers.searchText})`, 5));
    expect(row!.n).toBe(0);
    const [accented] = await a.db
      .select({ n: count() })
      .from(t.offers)
      .where(sql`${t.offers.searchText} ~ '[ąćęłńóśźż]'`);
    expect(accented!.n).toBe(0);
  });
});
