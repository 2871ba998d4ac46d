// POST /api/v1/integrations/offers/{externalId}/finish – ends the published offer now (scope offers:write).
import { postingParamsSchema, postingSchema } from '@/features/integrations/api-schemas';
import { finishPosting } from '@/features/integrations/server/posting';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { publicOrigin } from '@/lib/http/origin';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { apiKey: 'offers:write' }, params: postingParamsSchema, response: postingSchema },
  async ({ caller, params, db, request, locale }) =>
    inOfferLocale(locale, () =>
      finishPosting(db, caller, params.externalId, { origin: publicOrigin(request.headers), locale }),
    ),
);
