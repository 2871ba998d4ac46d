import 'server-only';
import { companyOffer, finishRecruitment, isActive, startDraftFromOffer } from '@/features/offer-form/server/public';
import type { EmployerCaller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/http/errors';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { BulkOfferAction } from '../constants';

export interface BulkOutcome {
  /** Offers finished, or the drafts the copies start as. */
  done: { id: number; draftId?: number }[];
  /** Offers left as they were, with why (not the company's, not active). */
  skipped: { id: number; reason: 'notFound' | 'notActive' }[];
}

/**
 * POST /v2/employer-panel/offers/bulk: finishes the chosen active offers, or starts a copy (a duplicate
 * draft) of each. Offers of another company are reported as not found and left alone; one offer that
 * cannot be finished does not stop the others.
 */
export async function bulkOffers(
  db: Db,
  tenant: Tenant,
  caller: EmployerCaller,
  action: BulkOfferAction,
  ids: readonly number[],
  now = new Date(),
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], skipped: [] };
  for (const id of new Set(ids)) {
    const row = await companyOffer(db, caller, id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!row) {
      outcome.skipped.push({ id, reason: 'notFound' });
      continue;
    }
    if (action === 'finish') {
      if (!isActive(row, now)) {
        outcome.skipped.push({ id, reason: 'notActive' });
        continue;
      }
      await finishRecruitment(db, row, caller.userId, now);
      outcome.done.push({ id });
    } else {
      const draft = await startDraftFromOffer(db, tenant, {
        companyId: caller.companyId,
        userId: caller.userId,
        offerId: row.id,
        mode: 'duplicate',
        now,
      });
      outcome.done.push({ id, draftId: draft.id });
    }
  }
  return outcome;
}
