// /api/v1/integrations/offers/{externalId} (decision 0056)
// GET – the offer posted with this external id, in whatever state (scope offers:read).
// PATCH – the whole offer again, with the form's full validation (scope offers:write).
import { postingParamsSchema, postingUpdateSchema, postingSchema } from '@/features/integrations/api-schemas';
import { getPosting, updatePosting } from '@/features/integrations/server/posting';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { publicOrigin } from '@/lib/http/origin';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { apiKey: 'offers:read' }, params: postingParamsSchema, response: postingSchema },
  async ({ caller, params, db, request, locale }) =>
    getPosting(db, caller, params.externalId, { origin: publicOrigin(request.headers), locale }),
);

export const PATCH = withRoute(
  { auth: { apiKey: 'offers:write' }, params: postingParamsSchema, body: postingUpdateSchema, response: postingSchema },
  async ({ caller, params, body, db, request, locale }) =>
    inOfferLocale(locale, () =>
      updatePosting(db, caller, params.externalId, body.offer, { origin: publicOrigin(request.headers), locale }),
    ),
);
