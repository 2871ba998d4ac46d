// POST /api/v2/employer-panel/offers/bulk – { action: finish | duplicate, ids }: the same action on up to 50 offers.
import { bulkOffersBody } from '@/features/employer-offers/schemas';
import { bulkOffers } from '@/features/employer-offers/server/bulk-service';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { companyRight: 'recruiter' }, body: bulkOffersBody },
  async ({ caller, db, tenant, body }) => bulkOffers(db, tenant, caller, body.action, body.ids),
);
