import 'server-only';
import { and, eq } from 'drizzle-orm';
import { isOfferActive } from '@/features/offers/server/public';
import { findPublicOfferBySlug } from '@/features/offers/server/public';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { requireCandidate, type Caller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { redirects } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { REDIRECT_TOKEN_PURPOSE, signId } from '@/lib/signed-id';

/**
 * POST /v2/user-panel/offers/{slug}/track-redirects: records a click on an offer's external apply URL
 * (with the signed-in candidate, never an id from the body) and answers the URL to open.
 */
export async function trackRedirect(db: Db, tenant: Tenant, caller: Caller, slug: string, now = new Date()) {
  const offer = await findPublicOfferBySlug(db, tenant.id, slug);
  if (!offer) throw new AppError('NOT_FOUND', 'apply.offerNotFound');
  if (!isOfferActive(offer, now)) throw new AppError('CONFLICT', 'apply.offerClosed');
  if (!offer.applyUrl) throw new AppError('CONFLICT', 'apply.noExternalUrl');
  const [row] = await db
    .insert(redirects)
    .values({
      tenantId: tenant.id,
      offerId: offer.id,
      candidateId: caller.kind === 'candidate' ? caller.userId : null,
      isConfirmed: null,
      createdAt: now,
    })
    .returning({ id: redirects.id });
  const id = row!.id;
  return {
    apply_url: offer.applyUrl,
    redirect_id: id,
    redirectId: id,
    redirect_token: signId(REDIRECT_TOKEN_PURPOSE, tenant.id, id),
  };
}

const ownRedirect = (caller: ReturnType<typeof requireCandidate>, id: number) =>
  and(eq(redirects.id, id), eq(redirects.candidateId, caller.userId), eq(redirects.tenantId, caller.tenantId));

/** The candidate says they applied: the redirect joins their application history. */
export async function confirmRedirect(db: Db, caller: Caller, id: number) {
  const candidate = requireCandidate(caller);
  const [row] = await db
    .update(redirects)
    .set({ isConfirmed: true })
    .where(ownRedirect(candidate, id))
    .returning({ id: redirects.id, isConfirmed: redirects.isConfirmed });
  if (!row) throw new AppError('NOT_FOUND', 'notFound');
  return { id: row.id, isConfirmed: true };
}

/** The candidate says they did not apply: the redirect is forgotten. */
export async function deleteRedirect(db: Db, caller: Caller, id: number): Promise<void> {
  const candidate = requireCandidate(caller);
  const rows = await db.delete(redirects).where(ownRedirect(candidate, id)).returning({ id: redirects.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'notFound');
}
