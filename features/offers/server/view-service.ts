import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { offerViews } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { findPublicOfferBySlug } from './offer-detail-queries';

/** A view may be reported a little late (sent on page hide) but not from the future or days ago. */
const MAX_AGE_MS = 24 * 3_600_000;
const MAX_SKEW_MS = 5 * 60_000;

/** POST /v1/views: one visit of an offer's page, the basis of the popular tab. */
export async function recordView(
  db: Db,
  tenant: Tenant,
  view: { brand: string; offerSlug: string; visitedAt: Date },
  now = new Date(),
): Promise<void> {
  if (view.brand !== tenant.slug)
    throw new AppError('BAD_REQUEST', 'badRequest', { fields: [{ field: 'brand', message: 'unknownBoard' }] });
  const age = now.getTime() - view.visitedAt.getTime();
  if (age > MAX_AGE_MS || age < -MAX_SKEW_MS)
    throw new AppError('BAD_REQUEST', 'badRequest', {
      fields: [{ field: 'visitedAt', message: 'visitedAtOutOfRange' }],
    });
  const offer = await findPublicOfferBySlug(db, tenant.id, view.offerSlug);
  if (!offer) throw new AppError('NOT_FOUND', 'notFound');
  await db.insert(offerViews).values({ tenantId: tenant.id, offerId: offer.id, visitedAt: view.visitedAt });
}
