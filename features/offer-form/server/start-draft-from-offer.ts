import 'server-only';
import { draftNotFound } from './drafts';
import { insertDraft, type StartedDraft } from './start-draft';
import { and, eq } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { offers } from '@/lib/db/schema';
import type { OfferFormMode } from '../options';
import { offerError } from './errors';
import { offerToShape } from './offer-shape';

/**
 * A new draft from an existing offer of the company: edit (changes the offer), duplicate (a new
 * offer from a copy), refresh (publish an expired offer again), extend (move its end date).
 */
export async function startDraftFromOffer(
  db: Db,
  tenant: Tenant,
  input: { companyId: number; userId: string; offerId: number; mode: Exclude<OfferFormMode, 'create'>; now?: Date },
): Promise<StartedDraft> {
  const [offer] = await db
    .select({ id: offers.id, status: offers.status, planKey: offers.planKey })
    .from(offers)
    .where(and(eq(offers.id, input.offerId), eq(offers.companyId, input.companyId), eq(offers.tenantId, tenant.id)));
  if (!offer || offer.status === 'deleted') throw draftNotFound();
  if (input.mode === 'refresh' && !['expired', 'finished'].includes(offer.status))
    throw offerError('CONFLICT', 'notPublishable');
  if (input.mode === 'extend' && !['published', 'expired'].includes(offer.status))
    throw offerError('CONFLICT', 'notPublishable');
  const { limits: _limits, ...shape } = await offerToShape(db, offer.id);
  const copy = input.mode === 'duplicate';
  const content = { ...shape, slug: '', expiredAt: null };
  return insertDraft(
    db,
    {
      tenantId: tenant.id,
      companyId: input.companyId,
      createdBy: input.userId,
      planKey: offer.planKey,
      mode: input.mode,
      content,
      // A duplicate is a new ad, with nothing saved yet; an edit, refresh or extension starts as its offer is.
      saved: copy ? null : { content, planKey: offer.planKey, state: 'workInProgress' },
      sourceOfferId: offer.id,
      offerId: copy ? null : offer.id,
    },
    input.now ?? new Date(),
  );
}
