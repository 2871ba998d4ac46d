import { and, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SalaryCurrency } from '@/features/offers/options';
import type { DbOrTx } from '@/lib/db/client';
import { offerLanguages, offerListings, offerLocations, offers, offerSkills, skills } from '@/lib/db/schema';
import type { MatchOffer } from '../score';

const L = offerListings;
const LISTING_SALARY = {
  PLN: [L.salaryPlnMin, L.salaryPlnMax],
  EUR: [L.salaryEurMin, L.salaryEurMax],
  USD: [L.salaryUsdMin, L.salaryUsdMax],
  GBP: [L.salaryGbpMin, L.salaryGbpMax],
  CHF: [L.salaryChfMin, L.salaryChfMax],
} as const;

/** What the SQL prefilter narrows the board's listed offers by. */
export interface MatchPrefilter {
  /** Must match (mandatory criteria). */
  categoryIds?: number[];
  seniorities?: string[];
  workplaceTypes?: string[];
  salaryAtLeast?: { currency: SalaryCurrency; amount: number };
  /** At least one of these must hold (the loose criteria the candidate filled in). */
  anyOf: {
    categoryIds?: number[];
    seniorities?: string[];
    workplaceTypes?: string[];
    skillIds?: number[];
  };
  limit: number;
}

const categoryIn = (ids: number[]) => or(inArray(L.mainCategoryId, ids), inArray(L.categoryId, ids))!;

/** Listed offers of a board worth scoring for a candidate, freshest first, with what the scoring reads. */
export async function findMatchCandidates(db: DbOrTx, tenantId: number, f: MatchPrefilter, now = new Date()) {
  const must: (SQL | undefined)[] = [eq(L.tenantId, tenantId), gt(L.expiresAt, now)];
  if (f.categoryIds?.length) must.push(categoryIn(f.categoryIds));
  if (f.seniorities?.length) must.push(inArray(L.seniority, f.seniorities as never[]));
  if (f.workplaceTypes?.length) must.push(inArray(L.workplaceType, f.workplaceTypes as never[]));
  if (f.salaryAtLeast) {
    const [min, max] = LISTING_SALARY[f.salaryAtLeast.currency];
    must.push(sql`coalesce(${max}, ${min}) >= ${f.salaryAtLeast.amount}`);
  }
  const loose: SQL[] = [];
  if (f.anyOf.categoryIds?.length) loose.push(categoryIn(f.anyOf.categoryIds));
  if (f.anyOf.seniorities?.length) loose.push(inArray(L.seniority, f.anyOf.seniorities as never[]));
  if (f.anyOf.workplaceTypes?.length) loose.push(inArray(L.workplaceType, f.anyOf.workplaceTypes as never[]));
  if (f.anyOf.skillIds?.length) {
    loose.push(sql`${L.skillIds} && ${sql.raw(`array[${f.anyOf.skillIds.map(Number).join(',')}]::integer[]`)}`);
  }
  if (loose.length) must.push(or(...loose));
  const salaryColumns = Object.fromEntries(
    Object.entries(LISTING_SALARY).flatMap(([c, [min, max]]) => [
      [`${c}min`, min],
      [`${c}max`, max],
    ]),
  ) as Record<string, (typeof LISTING_SALARY)['PLN'][number]>;
  const rows = await db
    .select({
      id: L.offerId,
      categoryId: L.categoryId,
      mainCategoryId: L.mainCategoryId,
      seniority: L.seniority,
      workplaceType: L.workplaceType,
      cityIds: L.cityIds,
      latitude: L.latitude,
      longitude: L.longitude,
      hasSalary: L.hasSalary,
      ...salaryColumns,
    })
    .from(L)
    .where(and(...must))
    .orderBy(desc(L.refreshedAt), desc(L.offerId))
    .limit(f.limit);
  return rows.map((r) => {
    const row = r as typeof r & Record<string, number | null>;
    return {
      id: r.id,
      categoryId: r.categoryId,
      mainCategoryId: r.mainCategoryId,
      seniority: r.seniority,
      workplaceType: r.workplaceType,
      cityIds: r.cityIds,
      mainPlace: r.latitude !== null && r.longitude !== null ? { latitude: r.latitude, longitude: r.longitude } : null,
      salary: r.hasSalary ? salaryRecord((c) => [row[`${c}min`] ?? null, row[`${c}max`] ?? null]) : null,
    };
  });
}

export type MatchCandidateRow = Awaited<ReturnType<typeof findMatchCandidates>>[number];

function salaryRecord(read: (c: SalaryCurrency) => [number | null, number | null]): MatchOffer['salary'] {
  return Object.fromEntries(
    (Object.keys(LISTING_SALARY) as SalaryCurrency[]).map((c) => {
      const [min, max] = read(c);
      return [c, { min, max }];
    }),
  );
}

/** Required skills (with names and levels) of the offers. */
export async function findRequiredSkills(db: DbOrTx, offerIds: number[]) {
  if (!offerIds.length) return new Map<number, MatchOffer['requiredSkills']>();
  const rows = await db
    .select({ offerId: offerSkills.offerId, skillId: offerSkills.skillId, name: skills.name, level: offerSkills.level })
    .from(offerSkills)
    .innerJoin(skills, eq(skills.id, offerSkills.skillId))
    .where(and(inArray(offerSkills.offerId, offerIds), eq(offerSkills.required, true)));
  const map = new Map<number, MatchOffer['requiredSkills']>();
  for (const r of rows) map.set(r.offerId, [...(map.get(r.offerId) ?? []), r]);
  return map;
}

/** Language requirements of the offers. */
export async function findOfferLanguages(db: DbOrTx, offerIds: number[]) {
  const map = new Map<number, MatchOffer['languages']>();
  if (!offerIds.length) return map;
  const rows = await db.select().from(offerLanguages).where(inArray(offerLanguages.offerId, offerIds));
  for (const r of rows) map.set(r.offerId, [...(map.get(r.offerId) ?? []), { code: r.code, level: r.level }]);
  return map;
}

/** One offer (listed or not) as the scoring reads it, with all its places. */
export async function findMatchOffer(db: DbOrTx, offerId: number): Promise<MatchOffer | null> {
  const [o] = await db
    .select({
      id: offers.id,
      categoryId: offers.categoryId,
      mainCategoryId: offers.mainCategoryId,
      seniority: offers.seniority,
      workplaceType: offers.workplaceType,
      hasSalary: offers.hasSalary,
      salaryPlnMin: offers.salaryPlnMin,
      salaryPlnMax: offers.salaryPlnMax,
      salaryEurMin: offers.salaryEurMin,
      salaryEurMax: offers.salaryEurMax,
      salaryUsdMin: offers.salaryUsdMin,
      salaryUsdMax: offers.salaryUsdMax,
      salaryGbpMin: offers.salaryGbpMin,
      salaryGbpMax: offers.salaryGbpMax,
      salaryChfMin: offers.salaryChfMin,
      salaryChfMax: offers.salaryChfMax,
    })
    .from(offers)
    .where(eq(offers.id, offerId));
  if (!o) return null;
  const [places, skillMap, languageMap] = await Promise.all([
    db
      .select({ name: offerLocations.city, latitude: offerLocations.latitude, longitude: offerLocations.longitude })
      .from(offerLocations)
      .where(eq(offerLocations.offerId, offerId)),
    findRequiredSkills(db, [offerId]),
    findOfferLanguages(db, [offerId]),
  ]);
  return {
    id: o.id,
    categoryId: o.categoryId,
    mainCategoryId: o.mainCategoryId,
    seniority: o.seniority,
    workplaceType: o.workplaceType,
    requiredSkills: skillMap.get(offerId) ?? [],
    salary: o.hasSalary
      ? salaryRecord((c) => {
          const row = o as Record<string, unknown>;
          return [(row[keyOf(c, 'Min')] as number | null) ?? null, (row[keyOf(c, 'Max')] as number | null) ?? null];
        })
      : null,
    places,
    languages: languageMap.get(offerId) ?? [],
  };
}

const keyOf = (c: SalaryCurrency, end: 'Min' | 'Max') => `salary${c[0]}${c.slice(1).toLowerCase()}${end}`;
