import type { LocalitySuggestion } from '@/features/dictionaries/schemas';
import { apiRequest, type ApiRequest } from '@/lib/api-client';
import type { GeocodeAnswer } from '../geocode';
import { toServerShape } from '../server-shape';
import type { LogoValue, OfferFormValues, StoredLogo } from '../schema';

const isFile = (v: LogoValue): v is File => typeof File !== 'undefined' && v instanceof File;
/** The logo already stored (sent by address), or null for none or a file still to upload. */
const storedLogo = (v: LogoValue): StoredLogo | null => (v && !isFile(v) ? v : null);

/** The draft the form writes to: created on the first save (POST initiate), then opened by its token. */
export interface DraftRef {
  id: number;
  slug: string;
  /** The `?token` (null when the draft was opened from the panel: the company's session then saves it). */
  token: string | null;
}

export interface ApiFailure {
  /** The HTTP status (0: no answer). */
  status: number;
  message: string;
  fields: { field: string; message: string }[];
}

type Answer<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

/** One call through the API client, settled: the data, or the server's message (`fallback` when it gave none). */
async function call<T>(url: string, request: ApiRequest, fallback: string): Promise<Answer<T>> {
  const answer = await apiRequest<T>(url, request);
  if (answer.ok) return { ok: true, data: answer.data };
  return {
    ok: false,
    error: { status: answer.status, message: answer.error.message || fallback, fields: answer.error.fields ?? [] },
  };
}

const json = (method: ApiRequest['method'], body: unknown): ApiRequest => ({ method, json: body });

/** POST /api/v1/offers/initiate as a signed-in employer (the session stands for a person: no anti-bot token). */
export function initiateDraft(planKey: string, fallback: string) {
  return call<DraftRef>(
    '/api/v1/offers/initiate',
    { ...json('POST', { pricing_plan: planKey }), headers: { 'recaptcha-disable': '1' } },
    fallback,
  );
}

/** The draft's content as the server keeps it, plus the step the employer was on. */
export function draftBody(values: OfferFormValues, draft: DraftRef, step: string) {
  const logo = storedLogo(values.companyLogo);
  return {
    ...toServerShape(values, {
      draft: true,
      slug: draft.slug,
      logo: logo ? { url: logo.url, thumbUrl: logo.thumbUrl ?? logo.url } : undefined,
    }),
    formStep: step,
  };
}

/**
 * PATCH /api/v1/offers/{slug}?token – saves the draft (draft validation on the server). `auto`: the autosave,
 * sent so that it outlives the page, and leaving the draft's saved state (what "exit without saving" returns
 * to) as it was.
 */
export function saveDraft(values: OfferFormValues, draft: DraftRef, step: string, fallback: string, auto = false) {
  const init = { ...json(draft.token === null ? 'PUT' : 'PATCH', draftBody(values, draft, step)), keepalive: auto };
  if (draft.token === null)
    return call<{ id: number }>(
      `/api/v2/employer-panel/drafts/${draft.id}${auto ? '?autosave=1' : ''}`,
      init,
      fallback,
    );
  return call<{ id: number }>(
    `/api/v1/offers/${encodeURIComponent(draft.slug)}?token=${encodeURIComponent(draft.token)}${auto ? '&autosave=1' : ''}`,
    init,
    fallback,
  );
}

/** "Exit without saving": the draft back to its last saved state, or deleted when it holds no saved work. */
export function discardDraft(draft: DraftRef, fallback: string) {
  const url =
    draft.token === null
      ? `/api/v2/employer-panel/drafts/${draft.id}/discard`
      : `/api/v1/offers/${encodeURIComponent(draft.slug)}/discard?token=${encodeURIComponent(draft.token)}`;
  return call<{ outcome: 'deleted' | 'restored' | 'unchanged' }>(url, { method: 'POST' }, fallback);
}

/** A logo file the form holds and has not stored yet. */
export const pendingLogoFile = (values: OfferFormValues): File | null =>
  values.companyLogo && isFile(values.companyLogo) ? values.companyLogo : null;

/** POST /api/v1/offers/{slug}/logo – stores a chosen logo as the company's; answers its addresses. */
export function uploadLogo(draft: DraftRef, file: File, fallback: string) {
  const form = new FormData();
  form.set('company_logo', file);
  const query = draft.token === null ? '' : `?token=${encodeURIComponent(draft.token)}`;
  return call<StoredLogo>(
    `/api/v1/offers/${encodeURIComponent(draft.slug)}/logo${query}`,
    { method: 'POST', form },
    fallback,
  );
}

/** PATCH /api/v1/offers/{slug} – the company's full update of a published offer (multipart, with the logo). */
export function updateOffer(values: OfferFormValues, slug: string, fallback: string) {
  const form = new FormData();
  const logo = storedLogo(values.companyLogo);
  const file = values.companyLogo && isFile(values.companyLogo) ? values.companyLogo : null;
  form.set(
    'offer',
    JSON.stringify(
      toServerShape(values, {
        draft: false,
        slug,
        logo: logo ? { url: logo.url, thumbUrl: logo.thumbUrl ?? logo.url } : undefined,
      }),
    ),
  );
  if (file) form.set('company_logo', file);
  return call<unknown>(`/api/v1/offers/${encodeURIComponent(slug)}`, { method: 'PATCH', form }, fallback);
}

/** Checks a code for the draft: by its token, or (a draft opened from the panel) by the company's session. */
export function verifyCode(draft: DraftRef, code: string, extend: boolean, fallback: string) {
  const url =
    draft.token === null
      ? `/api/v2/employer-panel/drafts/${draft.id}/verify-code/${encodeURIComponent(code)}?extend=${extend}`
      : `/api/v1/offers/${encodeURIComponent(draft.slug)}/verify-code/${encodeURIComponent(code)}?token=${encodeURIComponent(draft.token)}&extend=${extend}`;
  return call<unknown>(url, { method: 'GET' }, fallback);
}

/** What publishing or extending with a code answers: the offer and the end of its publication. */
export interface PublishedOffer {
  offerId: number;
  expiresAt: string | null;
}

/** Publishes (or extends) with a verified code: by the draft's token, or by the company's session. */
export function publishWithCode(draft: DraftRef, code: string, extend: boolean, fallback: string) {
  const action = extend ? 'extend-with-code' : 'publish-with-code';
  if (draft.token === null)
    return call<PublishedOffer>(
      `/api/v2/employer-panel/drafts/${draft.id}/${action}?code=${encodeURIComponent(code)}`,
      { method: 'POST' },
      fallback,
    );
  return call<PublishedOffer>(
    `/api/v1/offers/${encodeURIComponent(draft.slug)}/${action}?code=${encodeURIComponent(code)}`,
    json('POST', { token: draft.token }),
    fallback,
  );
}

/** POST /api/v1/payments – the spec's payment request; answers where the browser pays. */
export function requestPayment(body: Record<string, unknown>, fallback: string) {
  return call<{ payment_id: number; payment_request_url: string }>(
    '/api/v1/payments',
    { ...json('POST', body), headers: { 'idempotency-key': crypto.randomUUID() } },
    fallback,
  );
}

/** GET /api/v1/localities: the board's cities and the gazetteer's localities starting with `search`. */
export function findLocalities(search: string, signal: AbortSignal) {
  return call<{ data: LocalitySuggestion[] }>(
    `/api/v1/localities?limit=8&search=${encodeURIComponent(search)}`,
    { signal },
    '',
  );
}

/** GET /api/v2/employer-panel/geocode: where a location's pin goes (the draft's token where the page has one). */
export function geocodeAddress(query: { city: string; street: string; countryCode: string }, signal: AbortSignal) {
  const params = new URLSearchParams({
    city: query.city,
    street: query.street,
    countryCode: query.countryCode || 'PL',
  });
  const token = new URLSearchParams(window.location.search).get('token');
  if (token) params.set('token', token);
  return call<GeocodeAnswer>(`/api/v2/employer-panel/geocode?${params}`, { signal }, '');
}
