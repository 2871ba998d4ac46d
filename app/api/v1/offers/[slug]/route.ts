// /api/v1/offers/{slug}
// GET – the public offer; with ?token, the draft/offer in the server shape for editing.
// PATCH ?token – saves the form's content into the draft (answers id; `&autosave=1` from the form's autosave,
//   which leaves the draft's saved state as it was); without a token, the company's
//   multipart full update (`offer` JSON + `company_logo`).
// DELETE – an inactive offer of the company.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { findAppliedOfferIds } from '@/features/apply/server/history-service';
import { companyOffer, deleteOffer, updateCompanyOffer } from '@/features/offer-form/server/company-offers';
import { editableDraft } from '@/features/offer-form/server/draft-content';
import { saveDraft } from '@/features/offer-form/server/drafts';
import { inOfferLocale, offerError } from '@/features/offer-form/server/errors';
import { assertMayChangeLogo, checkLogo, storeCompanyLogo } from '@/features/offer-form/server/logo';
import {
  hasToken,
  shapeBody,
  slugParams,
  tokenDraft,
  tokenQuery,
  tokenSaveQuery,
} from '@/features/offer-form/server/route-support';
import { serverShapeSchema } from '@/features/offer-form/server/shape-schema';
import { OFFER_FORM_BOUNDS } from '@/features/offer-form/config';
import { getOfferBySlugOrThrow } from '@/features/offers/server/offer-detail-service';
import { readMultipart } from '@/lib/uploads/multipart';
import { assertStorableText } from '@/lib/http/storable-text';
import type { RouteAuth } from '@/lib/http/route-auth';
import { withRoute } from '@/lib/http/with-route';

const publicGet = withRoute(
  { auth: 'optional', params: z.object({ slug: z.string().min(1).max(300) }) },
  async ({ caller, db, tenant, params }) => {
    const offer = await getOfferBySlugOrThrow(db, tenant, params.slug);
    if (caller.kind !== 'candidate') return offer;
    const applied = await findAppliedOfferIds(db, caller, [offer.id]);
    // isAppliedTo belongs to the caller: a signed-in answer is never shared by caches.
    return Response.json(
      { ...offer, isAppliedTo: applied.has(offer.id) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  },
);

const tokenGet = withRoute(
  { auth: 'optional', params: slugParams, query: tokenQuery },
  async ({ caller, db, tenant, params, query }) =>
    editableDraft(db, await tokenDraft(db, caller, tenant.id, params.slug, query.token)),
);

type Route = ((request: NextRequest, segment?: { params?: Promise<Record<string, string>> }) => Promise<Response>) & {
  auth: RouteAuth;
};
/** With `?token`, one handler, else the other; the auth it declares is both handlers' rules. */
const byToken = (withToken: Route, without: Route) =>
  Object.assign(
    (request: NextRequest, segment?: { params?: Promise<Record<string, string>> }) =>
      (hasToken(request) ? withToken : without)(request, segment),
    { auth: [withToken.auth, without.auth].flat() as RouteAuth },
  );

export const GET = byToken(tokenGet, publicGet);

const tokenPatch = withRoute(
  { auth: 'optional', params: slugParams, query: tokenSaveQuery, body: shapeBody },
  async ({ caller, db, tenant, params, query, body, locale }) => {
    const draft = await tokenDraft(db, caller, tenant.id, params.slug, query.token);
    return inOfferLocale(locale, () => saveDraft(db, draft, body, { auto: query.autosave === '1' }));
  },
);

const multipartPatch = withRoute(
  { auth: { companyRight: 'recruiter' }, params: slugParams },
  async ({ request, caller, db, tenant, params, locale }) =>
    inOfferLocale(locale, async () => {
      const row = await companyOffer(db, caller, params.slug);
      const form = await readMultipart(request, {
        maxFileBytes: OFFER_FORM_BOUNDS.logoMaxBytes,
        maxFiles: 1,
        maxFieldBytes: 400_000,
      });
      let raw: unknown;
      try {
        raw = JSON.parse(form.fields.offer ?? '');
      } catch {
        throw offerError('BAD_REQUEST', 'formInvalid', [{ field: 'offer', message: 'required' }]);
      }
      assertStorableText(raw);
      const parsed = serverShapeSchema.safeParse(raw);
      if (!parsed.success)
        throw offerError(
          'BAD_REQUEST',
          'formInvalid',
          parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'offer', message: 'invalidOption' })),
        );
      const file = form.files.company_logo;
      // The logo is company data: refused before the offer changes for whoever may not change it.
      if (file) assertMayChangeLogo(caller.right);
      const logo = file ? await checkLogo(file) : null;
      const result = await updateCompanyOffer(db, row, parsed.data, { userId: caller.userId, hasLogo: logo !== null });
      if (logo)
        await storeCompanyLogo(
          db,
          { tenantId: tenant.id, companyId: caller.companyId, userId: caller.userId, right: caller.right },
          logo,
          locale,
        );
      return result;
    }),
);

export const PATCH = byToken(tokenPatch, multipartPatch);

export const DELETE = withRoute(
  { auth: { companyRight: 'recruiter' }, params: slugParams },
  async ({ caller, db, params, locale }) =>
    inOfferLocale(locale, async () => {
      const row = await companyOffer(db, caller, params.slug);
      await deleteOffer(db, row, caller.userId);
      return new Response(null, { status: 204 });
    }),
);
