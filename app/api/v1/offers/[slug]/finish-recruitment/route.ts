// POST /api/v1/offers/{slug}/finish-recruitment – ends an active offer of the company now.
import { companyOffer, finishRecruitment } from '@/features/offer-form/server/company-offers';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { slugParams } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { companyRight: 'recruiter' }, params: slugParams },
  async ({ caller, db, params, locale }) =>
    inOfferLocale(locale, async () => {
      const row = await companyOffer(db, caller, params.slug);
      await finishRecruitment(db, row, caller.userId);
      return { id: row.id, status: 'finished' };
    }),
);
