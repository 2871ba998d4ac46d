import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { plans, type OfferLimits } from '@/lib/db/schema';
import { offerError } from './errors';

export interface PlanForOffer {
  key: string;
  limits: OfferLimits;
}

/** The board's plan by key (active or not: an offer keeps the plan it was started with). */
export async function findPlan(db: DbOrTx, tenantId: number, key: string): Promise<PlanForOffer | null> {
  const [row] = await db
    .select({ key: plans.key, limits: plans.limits })
    .from(plans)
    .where(and(eq(plans.tenantId, tenantId), eq(plans.key, key)))
    .limit(1);
  return row ?? null;
}

/** The plan or a field error on `type` (the form's plan field). */
export async function requirePlan(db: DbOrTx, tenantId: number, key: string): Promise<PlanForOffer> {
  const plan = await findPlan(db, tenantId, key);
  if (!plan) throw offerError('BAD_REQUEST', 'unknownPlan', [{ field: 'type', message: 'unknownPlan' }]);
  return plan;
}
