// GET /api/v2/employer-panel/offers – the active company's offers and drafts, searched, filtered, sorted, paged.
import { offerListQuery } from '@/features/employer-offers/schemas';
import { listCompanyOffers } from '@/features/employer-offers/server/offers-queries';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: 'recruiter' }, query: offerListQuery },
  async ({ caller, db, query, locale }) => listCompanyOffers(db, caller, query, locale),
);
