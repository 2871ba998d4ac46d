// /api/v1/integrations/offers (decision 0055, 0056)
// GET – the offers of an API key's company (scope offers:read), a page at a time.
// POST – a new offer for the integrator's `externalId` (scope offers:write): 201, or 200 with the existing
//   one when the company already has that id (nothing written, nothing charged).
import {
  integrationOffersQuerySchema,
  postingCreateSchema,
  integrationOffersSchema,
} from '@/features/integrations/api-schemas';
import { listIntegrationOffers } from '@/features/integrations/server/integration-offers';
import { createPosting } from '@/features/integrations/server/posting';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { publicOrigin } from '@/lib/http/origin';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { apiKey: 'offers:read' }, query: integrationOffersQuerySchema, response: integrationOffersSchema },
  async ({ caller, query, db, request, locale }) =>
    listIntegrationOffers(db, caller, query, publicOrigin(request.headers), locale),
);

export const POST = withRoute(
  { auth: { apiKey: 'offers:write' }, body: postingCreateSchema },
  async ({ caller, body, db, tenant, request, locale }) =>
    inOfferLocale(locale, async () => {
      const { created, posting } = await createPosting(db, tenant, caller, body, {
        origin: publicOrigin(request.headers),
        locale,
      });
      return Response.json(posting, { status: created ? 201 : 200 });
    }),
);
