// GET /api/v2/employer-panel/offers/end/{slug} – when the company's offer ends and what may follow.
import { companyOffer, offerEnd } from '@/features/offer-form/server/company-offers';
import { slugParams } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: 'recruiter' }, params: slugParams },
  async ({ caller, db, params }) => offerEnd(db, await companyOffer(db, caller, params.slug)),
);
