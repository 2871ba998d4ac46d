// POST /api/v1/offers/{slug}/payment-offer?token – the offer the payment step charges for, for the draft's
// bearer: the draft becomes an offer waiting for its payment (for an extension, the published offer). Asking
// again answers the same offer.
import { offerToPayFor } from '@/features/offer-form/server/draft-payment';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { slugParams, tokenDraft, tokenQuery, userIdOf } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: 'optional', params: slugParams, query: tokenQuery },
  async ({ caller, db, tenant, params, query, locale }) =>
    inOfferLocale(locale, async () =>
      offerToPayFor(db, await tokenDraft(db, caller, tenant.id, params.slug, query.token), userIdOf(caller)),
    ),
);
