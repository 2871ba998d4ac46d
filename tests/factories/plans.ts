import type { DbOrTx } from '@/lib/db/client';
import { plans, promoCodeRedemptions, promoCodes } from '@/lib/db/schema';
import type { OfferLimits } from '@/lib/db/schema/offers';

type PlanInsert = typeof plans.$inferInsert;

const LIMITS: Record<string, OfferLimits> = {
  basic: {
    maxLocationsCount: 1,
    bumpsUpCount: 0,
    bumpsUpEveryDays: 0,
    durationInDays: 30,
    seniority: [],
    categories: 1,
  },
  pro: { maxLocationsCount: 5, bumpsUpCount: 3, bumpsUpEveryDays: 7, durationInDays: 30, seniority: [], categories: 2 },
  premium: {
    maxLocationsCount: 10,
    bumpsUpCount: 6,
    bumpsUpEveryDays: 5,
    durationInDays: 45,
    seniority: [],
    categories: 3,
  },
};

/** A plan row with sensible values (VAT 23%); override only what the test cares about. */
export function buildPlan(tenantId: number, key: string, overrides: Partial<PlanInsert> = {}): PlanInsert {
  const net = overrides.netPrice ?? 500;
  return {
    tenantId,
    key,
    names: { pl: `Plan ${key}`, en: `Plan ${key} (en)` },
    netPrice: net,
    grossPrice: Math.round(net * 123) / 100,
    taxRate: 23,
    currency: 'PLN',
    features: { pl: [`Cecha ${key}`], en: [`Feature ${key}`] },
    limits: LIMITS[key] ?? LIMITS.pro!,
    ...overrides,
  };
}

/** Inserts plans (basic, pro, premium by default, pro recommended) and returns their ids by key. */
export async function insertPlans(
  db: DbOrTx,
  tenantId: number,
  rows: PlanInsert[] = [
    buildPlan(tenantId, 'basic', { netPrice: 449, ordinal: 0 }),
    buildPlan(tenantId, 'pro', { netPrice: 799, ordinal: 1, isRecommended: true }),
    buildPlan(tenantId, 'premium', { netPrice: 1299, ordinal: 2, hasGraphics: true }),
  ],
): Promise<Record<string, number>> {
  const inserted = await db.insert(plans).values(rows).returning({ id: plans.id, key: plans.key });
  return Object.fromEntries(inserted.map((r) => [r.key, r.id]));
}

/** A promo code of a board (publish, one use, any plan, any company unless given). */
export async function insertPromoCode(
  db: DbOrTx,
  tenantId: number,
  code: string,
  overrides: Partial<typeof promoCodes.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(promoCodes)
    .values({ tenantId, code, kind: 'publish', maxUses: 1, ...overrides })
    .returning({ id: promoCodes.id });
  return row!.id;
}

/** Records a use of a code on an offer (and counts it on the code), as redeeming does. */
export async function redeemPromoCode(
  db: DbOrTx,
  codeId: number,
  offerId: number,
  companyId: number,
  kind: 'publish' | 'extend' = 'publish',
): Promise<void> {
  const { eq, sql } = await import('drizzle-orm');
  await db.insert(promoCodeRedemptions).values({ codeId, offerId, companyId, kind });
  await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.id, codeId));
}
