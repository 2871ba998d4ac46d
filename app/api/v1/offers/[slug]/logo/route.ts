// POST /api/v1/offers/{slug}/logo[?token] – multipart `company_logo`: the logo chosen in the offer form, stored
// as the company's at once (an offer shows its company's logo), so a draft keeps it when it is resumed.
// Answers the stored logo's addresses. The draft or offer is found by ?token or as the member's; the logo is
// company data, so only a signed-in member holding the company-data right of that company may change it
// (decision 0043): a recruiter or a bearer of the link alone gets 403.
import { z } from 'zod';
import { companyOffer } from '@/features/offer-form/server/company-offers';
import { draftOfCompany } from '@/features/offer-form/server/drafts';
import { inOfferLocale, offerError } from '@/features/offer-form/server/errors';
import { assertMayChangeLogo, storeCompanyLogo } from '@/features/offer-form/server/logo';
import { slugParams, tokenDraft, userIdOf } from '@/features/offer-form/server/route-support';
import { OFFER_FORM_BOUNDS } from '@/features/offer-form/config';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';
import { readMultipart } from '@/lib/uploads/multipart';

export const POST = withRoute(
  {
    auth: 'optional',
    params: slugParams,
    query: z.object({ token: z.string().min(1).max(200).optional() }),
  },
  async ({ request, caller, db, tenant, params, query, locale }) =>
    inOfferLocale(locale, async () => {
      let companyId: number | null;
      if (query.token) {
        companyId = (await tokenDraft(db, caller, tenant.id, params.slug, query.token)).companyId;
        if (companyId === null)
          throw offerError('BAD_REQUEST', 'formInvalid', [{ field: 'companyLogo', message: 'logoNeedsCompany' }]);
      } else {
        if (caller.kind !== 'employer') throw new AppError('UNAUTHORIZED', 'unauthorized');
        // A draft the panel opened (it has no token there), else an offer of the company.
        const draft = await draftOfCompany(db, caller, { slug: params.slug }).catch((error: unknown) =>
          error instanceof AppError && error.status === 404 ? null : Promise.reject(error),
        );
        companyId = draft?.companyId ?? (await companyOffer(db, caller, params.slug)).companyId;
      }
      // The caller's right in the draft's company: none for a bearer who is not its signed-in member.
      const right = caller.kind === 'employer' && caller.companyId === companyId ? caller.right : null;
      assertMayChangeLogo(right);
      const form = await readMultipart(request, {
        maxFileBytes: OFFER_FORM_BOUNDS.logoMaxBytes,
        maxFiles: 1,
        maxFieldBytes: 1024,
      });
      const file = form.files.company_logo;
      if (!file) throw offerError('BAD_REQUEST', 'formInvalid', [{ field: 'companyLogo', message: 'required' }]);
      return storeCompanyLogo(db, { tenantId: tenant.id, companyId, userId: userIdOf(caller), right }, file, locale);
    }),
);
