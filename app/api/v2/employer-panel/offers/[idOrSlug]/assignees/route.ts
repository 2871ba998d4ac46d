// GET/PUT /api/v2/employer-panel/offers/{id}/assignees – the recruiters an offer is assigned to (owners, admins).
import { z } from 'zod';
import { offerAssigneesBody } from '@/features/employer-offers/schemas';
import { getOfferAssignees, setOfferAssignees } from '@/features/employer-offers/server/assignees-service';
import { withRoute } from '@/lib/http/with-route';

const params = z.object({ idOrSlug: z.string().min(1).max(300) });

export const GET = withRoute({ auth: { companyRight: 'admin' }, params }, async ({ caller, db, params }) =>
  getOfferAssignees(db, caller, params.idOrSlug),
);

export const PUT = withRoute(
  { auth: { companyRight: 'admin' }, params, body: offerAssigneesBody },
  async ({ caller, db, params, body, locale }) => setOfferAssignees(db, caller, params.idOrSlug, body.userIds, locale),
);
