// /api/v2/employer-panel/offers/{idOrSlug} – GET the company's offer (server shape, by id or slug);
// PUT replaces its content (by id; full validation through the offer writer).
import { z } from 'zod';
import { companyOffer, editableOffer, updateCompanyOffer } from '@/features/offer-form/server/company-offers';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { shapeBody } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';
import { rowId } from '@/lib/http/row-id';

const params = z.object({ idOrSlug: z.string().min(1).max(300) });

export const GET = withRoute({ auth: { companyRight: 'recruiter' }, params }, async ({ caller, db, params }) =>
  editableOffer(db, await companyOffer(db, caller, params.idOrSlug)),
);

export const PUT = withRoute(
  {
    auth: { companyRight: 'recruiter' },
    params: z.object({ idOrSlug: rowId }),
    body: shapeBody,
  },
  async ({ caller, db, params, body, locale }) =>
    inOfferLocale(locale, async () => {
      const row = await companyOffer(db, caller, params.idOrSlug);
      return updateCompanyOffer(db, row, body, { userId: caller.userId });
    }),
);
