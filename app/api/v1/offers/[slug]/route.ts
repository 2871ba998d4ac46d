// GET /api/v1/offers/{slug} – the public offer; expired offers keep their page with isOfferActive false.
import { z } from 'zod';
import { findAppliedOfferIds } from '@/features/apply/server/history-service';
import { getOfferBySlugOrThrow } from '@/features/offers/server/offer-detail-service';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { params: z.object({ slug: z.string().min(1).max(300) }) },
  async ({ request, db, tenant, locale, params }) => {
    const offer = await getOfferBySlugOrThrow(db, tenant, params.slug);
    const caller = await callerOf(request.headers, tenant, db, locale);
    if (caller.kind === 'anonymous') return offer;
    const applied = await findAppliedOfferIds(db, caller, [offer.id]);
    // isAppliedTo belongs to the caller: a signed-in answer is never shared by caches.
    return Response.json(
      { ...offer, isAppliedTo: applied.has(offer.id) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  },
);
