import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { offerViews } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { recordApplyClick } from '@/lib/offer-stats/recorder';
import { isBotAgent, visitorId } from '@/lib/offer-stats/visitors';
import { findPublicOfferBySlug } from './offer-detail-queries';

/** A view may be reported a little late (sent on page hide) but not from the future or days ago. */
const MAX_AGE_MS = 24 * 3_600_000;
const MAX_SKEW_MS = 5 * 60_000;

/**
 * POST /v1/views: one visit of an offer's page (the popular tab and the employer's statistics), or with
 * kind apply_click, the apply form opened. Robots (by user agent) are answered but not counted.
 */
export async function recordView(
  db: Db,
  tenant: Tenant,
  view: { brand: string; offerSlug: string; visitedAt: Date; kind?: 'view' | 'apply_click' },
  client: { address: string; userAgent: string },
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
  if (isBotAgent(client.userAgent)) return;
  if (view.kind === 'apply_click') {
    recordApplyClick(tenant.id, offer.id, view.visitedAt);
    return;
  }
  await db.insert(offerViews).values({
    tenantId: tenant.id,
    offerId: offer.id,
    visitedAt: view.visitedAt,
    visitor: visitorId(tenant.id, client.address, client.userAgent, view.visitedAt),
  });
}
