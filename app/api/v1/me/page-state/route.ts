// GET /api/v1/me/page-state – everything personal a shared page shows the caller (decisions 0066, 0073); never cached.
import { pageStateQuerySchema } from '@/features/account/page-state-schema';
import { loadPageState } from '@/features/account/server/page-state';
import { isBoardOffer } from '@/features/account/server/page-state-queries';
import { withRoute } from '@/lib/http/with-route';
import { countOfferPageView } from '@/lib/offer-stats/page-view';

export const GET = withRoute(
  { auth: 'optional', query: pageStateQuerySchema },
  async ({ caller, db, tenant, query, request }) => {
    // An offer page is the same for everyone (a page-cache hit renders nothing): its view is counted here,
    // once per page view, for every visitor whose browser ran the page.
    if (query.offer !== undefined && (await isBoardOffer(db, tenant.id, query.offer)))
      countOfferPageView(tenant.id, query.offer, request.headers);
    return Response.json(await loadPageState(db, tenant, caller, query), {
      headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
    });
  },
);
