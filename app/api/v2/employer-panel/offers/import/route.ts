// POST /api/v2/employer-panel/offers/import – admin import: an offer from JSON in the server shape
// (body `offer`, `status` published by default) for the active company, through the form's validation.
import { z } from 'zod';
import { importOffer } from '@/features/offer-form/server/admin-import';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { shapeBody } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  {
    auth: { companyRight: 'admin' },
    body: z.object({ offer: shapeBody, status: z.enum(['published', 'pending_payment']).default('published') }),
  },
  async ({ caller, db, tenant, body, locale }) =>
    inOfferLocale(locale, async () =>
      Response.json(await importOffer(db, tenant, caller, body.offer, body.status), { status: 201 }),
    ),
);
