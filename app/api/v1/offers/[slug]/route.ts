// GET /api/v1/offers/{slug} – the public offer; expired offers keep their page with isOfferActive false.
import { z } from 'zod';
import { getOfferBySlugOrThrow } from '@/features/offers/server/offer-detail-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ params: z.object({ slug: z.string().min(1).max(300) }) }, ({ db, tenant, params }) =>
  getOfferBySlugOrThrow(db, tenant, params.slug),
);
