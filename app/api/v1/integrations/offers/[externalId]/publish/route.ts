// POST /api/v1/integrations/offers/{externalId}/publish – publishes the offer with the named code or the
// company's own codes (scope offers:write); without one, 402 with the panel page to pay on (decision 0056).
import { postingParamsSchema, postingPublishSchema, postingSchema } from '@/features/integrations/api-schemas';
import { publishPosting } from '@/features/integrations/server/posting';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { publicOrigin } from '@/lib/http/origin';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  {
    auth: { apiKey: 'offers:write' },
    params: postingParamsSchema,
    body: postingPublishSchema,
    response: postingSchema,
  },
  async ({ caller, params, body, db, request, locale }) =>
    inOfferLocale(locale, () =>
      publishPosting(db, caller, params.externalId, body.code, { origin: publicOrigin(request.headers), locale }),
    ),
);
