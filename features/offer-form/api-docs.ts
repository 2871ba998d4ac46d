import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { geocodeQuerySchema } from './geocode';
import { serverShapeSchema } from './server/shape-schema';

/** The offer form's calls (spec 7 "Offers" and "Form data"); errors answer field messages of `offerForm.errors`. */
const tag = 'offer-form';
const slug = z.object({ slug: z.string() });
const token = z.object({ token: z.string() });
const started = z.object({ id: z.number().int(), slug: z.string(), token: z.string() });
const idAnswer = z.object({ id: z.number().int() });
const autosave = z.object({ autosave: z.enum(['1']).optional() });
const discarded = z.object({ outcome: z.enum(['deleted', 'restored', 'unchanged']) });
const verifiedCode = z.object({
  code: z.string(),
  kind: z.enum(['publish', 'extend']),
  planKey: z.string().nullable(),
  usesLeft: z.number().int(),
  validUntil: z.string().nullable(),
});

documentApi({
  method: 'post',
  path: '/v1/offers/initiate',
  summary:
    'Starts an offer draft for a plan; answers its id, slug and the access token (shown once). Anonymous callers send an anti-bot token; a signed-in employer may send Recaptcha-Disable: 1 instead',
  tag,
  body: z.object({ pricing_plan: z.string() }),
  response: started,
  headers: [
    { name: 'Recaptcha-Token', description: 'anti-bot token for the action offer_initiate' },
    { name: 'Recaptcha-Disable', description: '1 = no anti-bot token (signed-in employers only)' },
  ],
});
documentApi({
  method: 'patch',
  path: '/v1/offers/{slug}',
  summary:
    'With ?token: saves the form content (server shape) into the draft with draft validation, answers id (`autosave=1`: the form’s autosave, which leaves the draft’s saved state, the one “exit without saving” returns to, as it was). Without: the company’s multipart full update (`offer` JSON field, `company_logo` JPEG/PNG ≤ 5 MB) with full validation',
  tag,
  params: slug,
  query: token.partial().extend(autosave.shape),
  body: serverShapeSchema,
  response: idAnswer,
});
documentApi({
  method: 'delete',
  path: '/v1/offers/{slug}',
  summary: 'Deletes an inactive offer of the company (409 for an active one)',
  tag,
  params: slug,
});
documentApi({
  method: 'post',
  path: '/v1/offers/{slug}/finish-recruitment',
  summary: 'Ends an active offer of the company now (409 for an inactive one)',
  tag,
  params: slug,
});
documentApi({
  method: 'get',
  path: '/v1/offers/{slug}/verify-code/{code}',
  summary: 'Checks a code for the draft (publish, or extend with extend=true) without using it',
  tag,
  params: z.object({ slug: z.string(), code: z.string() }),
  query: z.object({ token: z.string(), extend: z.enum(['true', 'false']).optional() }),
  response: verifiedCode,
});
/** What publishing or extending with a code answers: the offer and the end of its publication (ISO). */
const published = z.object({ offerId: z.number().int(), expiresAt: z.string().nullable() });
for (const kind of ['publish', 'extend'] as const)
  documentApi({
    method: 'post',
    path: `/v1/offers/{slug}/${kind}-with-code`,
    summary:
      kind === 'publish'
        ? 'Publishes the draft with a verified code (one use claimed atomically; the redemption recorded once)'
        : 'Extends the offer of an extend draft by its plan’s duration with a verified code',
    tag,
    params: slug,
    query: z.object({ code: z.string() }),
    body: token,
    response: published,
  });
documentApi({
  method: 'get',
  path: '/v1/employment-types',
  summary: 'Employment types with their salary (amount) types; the first is the default',
  tag,
  response: z.array(z.object({ key: z.string(), label: z.string(), salary: z.object({ types: z.array(z.string()) }) })),
});
documentApi({
  method: 'get',
  path: '/v2/employer-panel/drafts/{id}',
  summary: 'A draft of the active company in the server shape, with its plan limits, mode and state',
  tag,
  params: z.object({ id: z.number().int() }),
});
documentApi({
  method: 'put',
  path: '/v2/employer-panel/drafts/{id}',
  summary: 'Saves a draft of the active company (draft validation; `autosave=1` as in PATCH /v1/offers/{slug})',
  tag,
  params: z.object({ id: z.number().int() }),
  query: autosave,
  body: serverShapeSchema,
  response: idAnswer,
});
documentApi({
  method: 'delete',
  path: '/v2/employer-panel/drafts/{id}',
  summary:
    'Deletes a draft of the active company that holds no offer (204); one that became an offer or edits one is 409',
  tag,
  params: z.object({ id: z.number().int() }),
});
documentApi({
  method: 'post',
  path: '/v1/offers/{slug}/discard',
  summary:
    '“Exit without saving” for the draft’s bearer: a draft holding no saved work (written only by the autosave, or a duplicate never saved) is deleted; any other goes back to its last saved state; one that became an offer is unchanged',
  tag,
  params: slug,
  query: token,
  response: discarded,
});
documentApi({
  method: 'post',
  path: '/v2/employer-panel/drafts/{id}/discard',
  summary: 'As POST /v1/offers/{slug}/discard, for a draft of the active company opened by its id',
  tag,
  params: z.object({ id: z.number().int() }),
  response: discarded,
});
documentApi({
  method: 'post',
  path: '/v2/employer-panel/drafts/{id}/summarise',
  summary: 'Saves the draft with full validation and marks it summarised (the review step)',
  tag,
  params: z.object({ id: z.number().int() }),
  body: serverShapeSchema,
  response: idAnswer,
});
documentApi({
  method: 'get',
  path: '/v2/employer-panel/offers/{idOrSlug}',
  summary: 'An offer of the active company by id or slug, in the server shape',
  tag,
  params: z.object({ idOrSlug: z.string() }),
});
documentApi({
  method: 'put',
  path: '/v2/employer-panel/offers/{idOrSlug}',
  summary: 'Replaces the content of an offer of the active company (by id; full validation; state and dates kept)',
  tag,
  params: z.object({ idOrSlug: z.number().int() }),
  body: serverShapeSchema,
  response: idAnswer,
});
documentApi({
  method: 'post',
  path: '/v2/employer-panel/offers/{idOrSlug}/drafts',
  summary: 'Starts a draft from an offer of the active company: edit, duplicate, refresh (ended offers) or extend',
  tag,
  params: z.object({ idOrSlug: z.string() }),
  body: z.object({ mode: z.enum(['edit', 'duplicate', 'refresh', 'extend']) }),
  response: started,
});
documentApi({
  method: 'get',
  path: '/v2/employer-panel/offers/end/{slug}',
  summary:
    'When an offer of the active company ends, days left, and whether it may be extended, refreshed, finished or deleted',
  tag,
  params: slug,
});
documentApi({
  method: 'post',
  path: '/v2/employer-panel/offers/import',
  summary:
    'Admin import: an offer from JSON in the server shape for the active company, through the form’s validation (board flag enableAdminImport and OFFER_IMPORT_ADMIN_EMAILS)',
  tag,
  body: z.object({ offer: serverShapeSchema, status: z.enum(['published', 'pending_payment']).optional() }),
  response: z.object({ offerId: z.number().int(), draftId: z.number().int() }),
});

const logoAnswer = z.object({ url: z.string(), thumbUrl: z.string() });
documentApi({
  method: 'post',
  path: '/v1/offers/{slug}/logo',
  summary:
    'Multipart `company_logo` (JPEG/PNG ≤ 5 MB): the logo chosen in the form, stored at once as the company’s (an offer shows its company’s logo), so a draft keeps it. With ?token the draft’s bearer; without, a member of its company. Answers the logo’s addresses',
  tag,
  params: slug,
  query: token.partial(),
  response: logoAnswer,
});
const offerToPay = z.object({
  offer_id: z.number().int(),
  offer_slug: z.string(),
  offer_type: z.string(),
  extend: z.boolean(),
});
documentApi({
  method: 'post',
  path: '/v1/offers/{slug}/payment-offer',
  summary:
    'The payment step: the draft becomes an offer waiting for its payment (pending_payment, not listed) and the answer names it for POST /v1/payments; an extension names the published offer. Asking again answers the same offer',
  tag,
  params: slug,
  query: token,
  response: offerToPay,
});
documentApi({
  method: 'post',
  path: '/v2/employer-panel/drafts/{id}/payment-offer',
  summary: 'As POST /v1/offers/{slug}/payment-offer, for a draft of the active company opened by its id',
  tag,
  params: z.object({ id: z.number().int() }),
  response: offerToPay,
});
documentApi({
  method: 'get',
  path: '/v2/employer-panel/drafts/{id}/verify-code/{code}',
  summary: 'As GET /v1/offers/{slug}/verify-code/{code}, for a draft of the active company opened by its id',
  tag,
  params: z.object({ id: z.number().int(), code: z.string() }),
  query: z.object({ extend: z.enum(['true', 'false']).optional() }),
  response: verifiedCode,
});
for (const kind of ['publish', 'extend'] as const)
  documentApi({
    method: 'post',
    path: `/v2/employer-panel/drafts/{id}/${kind}-with-code`,
    summary: `As POST /v1/offers/{slug}/${kind}-with-code, for a draft of the active company opened by its id`,
    tag,
    params: z.object({ id: z.number().int() }),
    query: z.object({ code: z.string() }),
    response: published,
  });

documentApi({
  method: 'get',
  path: '/v2/employer-panel/geocode',
  summary:
    "A location's pin for the offer form (an employer's session or ?token): status OK with latitude, longitude and precision (street: the configured geocoder found the street; locality: the locality's centre, to be dragged), or ZERO_RESULTS (the form says 'address coordinates not found, verify the address'). 40 look-ups a minute from one address",
  tag,
  query: geocodeQuerySchema.extend({ token: z.string().optional() }),
});
