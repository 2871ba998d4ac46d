// GET /api/v2/employer-panel/offers/statistics – one offer's statistics (?offerId), or the company's last 30 days.
import { statisticsQuery } from '@/features/employer-offers/schemas';
import { getCompanyStatistics, getOfferStatistics } from '@/features/employer-offers/server/statistics-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: 'recruiter' }, query: statisticsQuery },
  async ({ caller, db, query }) =>
    query.offerId ? getOfferStatistics(db, caller, query.offerId) : getCompanyStatistics(db, caller),
);
