// POST /api/v2/employer-panel/offers/{id}/back-to-draft – an offer waiting for its payment becomes an editable
// draft again (its open payment voided unless the payer is in the middle of it); answers { draft_id }.
import { z } from 'zod';
import { companyOffer } from '@/features/offer-form/server/company-offers';
import { withdrawPendingOffer } from '@/features/payments/server/pending-offer';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  {
    auth: { companyRight: 'recruiter' },
    params: z.object({ idOrSlug: z.coerce.number().int().positive().max(2_147_483_647) }),
  },
  async ({ caller, db, tenant, params }) => {
    const offer = await companyOffer(db, caller, params.idOrSlug);
    const { draftId } = await withdrawPendingOffer(
      db,
      { tenantId: tenant.id, companyId: caller.companyId, userId: caller.userId },
      offer.id,
      'draft',
    );
    return { draft_id: draftId };
  },
);
