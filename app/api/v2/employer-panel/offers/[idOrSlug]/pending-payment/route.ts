// DELETE /api/v2/employer-panel/offers/{id}/pending-payment – an offer waiting for its payment is deleted, its
// open payment voided (unless the payer is in the middle of it, then 409 and nothing changes).
import { z } from 'zod';
import { companyOffer } from '@/features/offer-form/server/company-offers';
import { withdrawPendingOffer } from '@/features/payments/server/pending-offer';
import { withRoute } from '@/lib/http/with-route';

export const DELETE = withRoute(
  {
    auth: { companyRight: 'recruiter' },
    params: z.object({ idOrSlug: z.coerce.number().int().positive().max(2_147_483_647) }),
  },
  async ({ caller, db, tenant, params }) => {
    const offer = await companyOffer(db, caller, params.idOrSlug);
    await withdrawPendingOffer(
      db,
      { tenantId: tenant.id, companyId: caller.companyId, userId: caller.userId },
      offer.id,
      'delete',
    );
    return { deleted: true };
  },
);
