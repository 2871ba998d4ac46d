// GET /api/v1/integrations/offers – the offers of an API key's company (scope offers:read), a page at a time.
import { integrationOffersQuerySchema } from '@/features/integrations/api-schemas';
import { listIntegrationOffers } from '@/features/integrations/server/integration-offers';
import { publicOrigin } from '@/lib/http/origin';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { apiKey: 'offers:read' }, query: integrationOffersQuerySchema },
  async ({ caller, query, db, request, locale }) =>
    listIntegrationOffers(db, caller, query, publicOrigin(request.headers), locale),
);
