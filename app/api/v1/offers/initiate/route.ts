// POST /api/v1/offers/initiate – a new offer draft for a plan (body `pricing_plan`); answers its id, slug and token.
import { z } from 'zod';
import { initiateDraft } from '@/features/offer-form/server/start-draft';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { assertAntiBot } from '@/lib/antibot/server';
import { withRoute } from '@/lib/http/with-route';

/**
 * Anyone may start a draft; anonymous callers prove they are not a bot (Recaptcha-Token). A signed-in
 * employer may instead send the disable header (`Recaptcha-Disable: 1`): the session already stands
 * for a person (docs/decisions/0020-offer-form-server.md).
 */
export const RECAPTCHA_DISABLE_HEADER = 'recaptcha-disable';

export const POST = withRoute(
  { auth: 'optional', body: z.object({ pricing_plan: z.string().trim().min(1).max(50) }) },
  async ({ request, caller, tenant, db, body, locale }) => {
    const employer = caller.kind === 'employer' ? caller : null;
    if (!(employer && request.headers.get(RECAPTCHA_DISABLE_HEADER) === '1'))
      await assertAntiBot(request, 'offer_initiate', tenant);
    const draft = await inOfferLocale(locale, () =>
      initiateDraft(db, tenant, {
        planKey: body.pricing_plan,
        companyId: employer?.companyId ?? null,
        userId: employer?.userId ?? null,
      }),
    );
    return Response.json(draft, { status: 201 });
  },
);
