import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '@/lib/db/client';
import { plans } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { offersChanged } from '@/features/offers/server/public';
import { DEFAULT_PLAN_KEY, planViewSchema, type PlanView } from '../schemas';

export type PlanRow = typeof plans.$inferSelect;

/** The board's plans in display order; `activeOnly` leaves out plans taken off sale. */
export async function listPlans(db: DbOrTx, tenantId: number, { activeOnly = true } = {}): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(activeOnly ? and(eq(plans.tenantId, tenantId), eq(plans.isActive, true)) : eq(plans.tenantId, tenantId))
    .orderBy(asc(plans.ordinal), asc(plans.id));
}

/**
 * A plan as the API and the pricing page show it, in one language. The old price and the
 * promotion deadline are shown only while the promotion runs (a deadline in the past, or none
 * when an old price is set, means the old price is simply the list price it was reduced from).
 */
export function toPlanView(row: PlanRow, locale: Locale, now = new Date()): PlanView {
  const promotionOver = row.promotionDeadline !== null && row.promotionDeadline <= now;
  const hasOld = !promotionOver && row.oldNetPrice !== null && row.oldNetPrice > row.netPrice;
  return {
    type: row.key,
    slug: row.key,
    name: row.names[locale],
    netPrice: row.netPrice,
    grossPrice: row.grossPrice,
    tax: row.taxRate,
    taxAmount: Math.round((row.grossPrice - row.netPrice) * 100) / 100,
    oldNetPrice: hasOld ? row.oldNetPrice : null,
    oldGrossPrice: hasOld ? row.oldGrossPrice : null,
    currency: row.currency,
    features: row.features[locale],
    recommended: row.isRecommended,
    isDefault: row.key === DEFAULT_PLAN_KEY,
    promotionDeadline: hasOld && row.promotionDeadline ? row.promotionDeadline.toISOString() : null,
    tags: row.tags,
    graphics: row.hasGraphics,
    active: row.isActive,
    limits: {
      maxLocationsCount: row.limits.maxLocationsCount,
      bumpsUpCount: row.limits.bumpsUpCount,
      bumpsUpEveryDays: row.limits.bumpsUpEveryDays,
      durationInDays: row.limits.durationInDays,
      seniority: row.limits.seniority,
      categories: row.limits.categories,
    },
  };
}

export async function listPlanViews(db: DbOrTx, tenantId: number, locale: Locale, activeOnly = true, now = new Date()) {
  return (await listPlans(db, tenantId, { activeOnly })).map((row) =>
    planViewSchema.parse(toPlanView(row, locale, now)),
  );
}

const money = z.number().nonnegative().max(1_000_000).multipleOf(0.01);

/** A plan as written by `scripts/plans.ts` (and anyone editing plans without a deploy). */
export const planDefinitionSchema = z
  .strictObject({
    key: z.string().regex(/^[a-z][a-z0-9_-]{0,49}$/),
    names: z.strictObject({ pl: z.string().min(1).max(80), en: z.string().min(1).max(80) }),
    netPrice: money,
    taxRate: z.number().min(0).max(100).default(23),
    /** Computed from net and tax when left out. */
    grossPrice: money.optional(),
    oldNetPrice: money.nullable().default(null),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('PLN'),
    features: z.strictObject({
      pl: z.array(z.string().min(1).max(200)).max(20),
      en: z.array(z.string().min(1).max(200)).max(20),
    }),
    isRecommended: z.boolean().default(false),
    promotionDeadline: z.iso.datetime({ offset: true }).nullable().default(null),
    tags: z.array(z.string().min(1).max(40)).max(10).default([]),
    hasGraphics: z.boolean().default(false),
    isActive: z.boolean().default(true),
    ordinal: z.number().int().min(0).max(1000).default(0),
    limits: z.strictObject({
      maxLocationsCount: z.number().int().min(1).max(100),
      bumpsUpCount: z.number().int().min(0).max(100),
      bumpsUpEveryDays: z.number().int().min(0).max(365),
      durationInDays: z.number().int().min(1).max(365),
      seniority: z.array(z.string()).default([]),
      categories: z.number().int().min(1).max(50),
      subcategories: z.number().int().min(1).max(50).optional(),
    }),
  })
  .refine((p) => p.limits.bumpsUpCount === 0 || p.limits.bumpsUpEveryDays > 0, {
    path: ['limits', 'bumpsUpEveryDays'],
    message: 'bump-ups need an interval',
  })
  .refine((p) => p.oldNetPrice === null || p.oldNetPrice > p.netPrice, {
    path: ['oldNetPrice'],
    message: 'the old price must be higher than the price',
  });
export type PlanDefinition = z.input<typeof planDefinitionSchema>;

const gross = (net: number, tax: number) => Math.round(net * (100 + tax)) / 100;

/**
 * Inserts or updates the board's plans by key, in one transaction, then bumps the board's
 * generation so cached pages (the pricing page) are rebuilt. Plans missing from the list are
 * left as they are (take one off sale with `isActive: false`; offers keep their plan key).
 */
export async function upsertPlans(db: Db, tenantId: number, input: readonly PlanDefinition[]): Promise<number> {
  const defs = input.map((p) => planDefinitionSchema.parse(p));
  const keys = new Set(defs.map((d) => d.key));
  if (keys.size !== defs.length) throw new Error('Each plan key may appear once.');
  await db.transaction(async (tx) => {
    for (const d of defs) {
      const values = {
        tenantId,
        key: d.key,
        names: d.names,
        netPrice: d.netPrice,
        grossPrice: d.grossPrice ?? gross(d.netPrice, d.taxRate),
        taxRate: d.taxRate,
        oldNetPrice: d.oldNetPrice,
        oldGrossPrice: d.oldNetPrice === null ? null : gross(d.oldNetPrice, d.taxRate),
        currency: d.currency,
        features: d.features,
        isRecommended: d.isRecommended,
        promotionDeadline: d.promotionDeadline === null ? null : new Date(d.promotionDeadline),
        tags: d.tags,
        hasGraphics: d.hasGraphics,
        isActive: d.isActive,
        ordinal: d.ordinal,
        limits: d.limits,
      };
      const { tenantId: _t, key: _k, ...update } = values;
      await tx
        .insert(plans)
        .values(values)
        .onConflictDoUpdate({ target: [plans.tenantId, plans.key], set: update });
    }
  });
  await plansChanged(tenantId);
  return defs.length;
}

/** Pages showing plans are cached by the board generation (lib/http/page-cache.ts): bump it. */
export async function plansChanged(tenantId: number): Promise<void> {
  await offersChanged(tenantId);
}
