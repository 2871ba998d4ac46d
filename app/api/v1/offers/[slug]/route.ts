// GET /api/v1/offers/{slug} – the public offer; expired offers keep their page with isOfferActive false.
import { z } from 'zod';
import { findAppliedOfferIds } from '@/features/apply/server/history-service';
import { getOfferBySlugOrThrow } from '@/features/offers/server/offer-detail-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: 'optional', params: z.object({ slug: z.string().min(1).max(300) }) },
  async ({ caller, db, tenant, params }) => {
    const offer = await getOfferBySlugOrThrow(db, tenant, params.slug);
    if (caller.kind !== 'candidate') return offer;
    const applied = await findAppliedOfferIds(db, caller, [offer.id]);
    // isAppliedTo belongs to the caller: a signed-in answer is never shared by caches.
    return Response.json(
      { ...offer, isAppliedTo: applied.has(offer.id) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  },
);
