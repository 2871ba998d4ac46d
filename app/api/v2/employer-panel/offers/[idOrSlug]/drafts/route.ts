// POST /api/v2/employer-panel/offers/{idOrSlug}/drafts – body `mode` (edit, duplicate, refresh, extend):
// a draft started from the company's offer; answers its id, slug and token.
import { z } from 'zod';
import { companyOffer } from '@/features/offer-form/server/company-offers';
import { startDraftFromOffer } from '@/features/offer-form/server/start-draft-from-offer';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  {
    auth: { companyRight: 'recruiter' },
    params: z.object({ idOrSlug: z.string().min(1).max(300) }),
    body: z.object({ mode: z.enum(['edit', 'duplicate', 'refresh', 'extend']) }),
  },
  async ({ caller, db, tenant, params, body, locale }) =>
    inOfferLocale(locale, async () => {
      const row = await companyOffer(db, caller, params.idOrSlug);
      const draft = await startDraftFromOffer(db, tenant, {
        companyId: caller.companyId,
        userId: caller.userId,
        offerId: row.id,
        mode: body.mode,
      });
      return Response.json(draft, { status: 201 });
    }),
);
