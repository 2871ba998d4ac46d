import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  companyCodesFor,
  companyOffer,
  companyPrefill,
  finishRecruitment,
  offerError,
  redeemCodeInTx,
  saveDraft,
  startExternalDraft,
  updateCompanyOffer,
  type DraftRow,
  type ParsedServerShape,
} from '@/features/offer-form/server/public';
import { announceOfferBoards } from '@/features/offers/server/public';
import type { ApiKeyCaller } from '@/lib/auth/api-key';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { offerDrafts, offers } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { encodeRef } from '@/lib/validation/messages';
import type { postingCreateSchema, postingSchema } from '../api-schemas';

/**
 * The posting API (decision 0056): an applicant-tracking system creates, changes, publishes and finishes its
 * company's offers by its own `externalId`. Every step is the employer form's: the draft is saved with the
 * form's full validation (`saveDraft`), published through the atomic publish-with-code path (`redeemCodeInTx`
 * → `convertDraft` → the offer writer), and a published offer is changed and finished as the panel does. A
 * key never publishes without a code: the one it names, or one of the company's own; with neither, the
 * answer is 402 with the panel's address where the offer can be paid for, and nothing changes.
 */
export type Posting = z.output<typeof postingSchema>;
type CreateBody = z.output<typeof postingCreateSchema>;

/** Where the request's links point: the board's origin and the language of the answer. */
export interface PostingContext {
  origin: string;
  locale: Locale;
  now?: Date;
}

const notFound = () => new AppError('NOT_FOUND', 'notFound');

/** The key's company's draft for an external id on the key's board; 404 for any other. */
async function postingDraft(db: DbOrTx, caller: ApiKeyCaller, externalId: string): Promise<DraftRow> {
  const [draft] = await db
    .select()
    .from(offerDrafts)
    .where(
      and(
        eq(offerDrafts.tenantId, caller.tenantId),
        eq(offerDrafts.companyId, caller.companyId),
        eq(offerDrafts.externalId, externalId),
      ),
    )
    .limit(1);
  if (!draft) throw notFound();
  return draft;
}

/** What the API answers for a posting: the draft, and its offer once there is one. */
export async function postingView(db: DbOrTx, draft: DraftRow, context: PostingContext): Promise<Posting> {
  const [offer] = draft.offerId ? await db.select().from(offers).where(eq(offers.id, draft.offerId)) : [];
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const content = draft.content as { title?: unknown };
  return {
    externalId: draft.externalId ?? '',
    draftId: draft.id,
    offerId: offer?.id ?? null,
    reference: offer?.guid ?? null,
    status: offer?.status ?? 'draft',
    title: offer?.title ?? (typeof content.title === 'string' ? content.title : ''),
    planKey: offer?.planKey ?? draft.planKey,
    url: offer ? `${context.origin}${localizedPath(context.locale, paths.jobOffer(offer.slug))}` : null,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: (offer && offer.updatedAt > draft.updatedAt ? offer.updatedAt : draft.updatedAt).toISOString(),
    publishedAt: iso(offer?.publishedAt),
    expiresAt: iso(offer?.expiresAt),
    finishedAt: iso(offer?.finishedAt),
  };
}

/**
 * The shape with the company's data where the integrator left it empty: its name, size and site, and its
 * information clause (what the form prefills a company's new draft with); what is sent is kept. The logo is
 * always the company's (the form requires one: a company without a logo gets the form's `companyLogo` error).
 */
async function withCompanyDefaults(db: DbOrTx, companyId: number, shape: ParsedServerShape) {
  const prefill = await companyPrefill(db, companyId);
  const own = shape.hiringCompany;
  const company = prefill.hiringCompany;
  if (!company) return shape;
  return {
    ...shape,
    hiringCompany: {
      name: own.name || company.name,
      shortName: own.shortName ?? company.shortName,
      // The logo is the company's, uploaded in the panel: an offer never carries its own.
      logoUrl: company.logoUrl,
      logoUrlThumb: company.logoUrlThumb,
      size: own.size || company.size,
      url: own.url || company.url,
      type: own.type ?? company.type,
    },
    informationClause: shape.informationClause || prefill.informationClause || '',
  } satisfies ParsedServerShape;
}

/** Whether an error is the form's "this code has already been used" (no use left, or taken meanwhile). */
const isCodeUsed = (error: unknown) =>
  error instanceof AppError && error.code === 'CONFLICT' && Boolean(error.fields?.some((f) => f.field === 'code'));

/**
 * Publishes a draft inside the caller's transaction through the form's publish-with-code path: with the code
 * the integrator named, else with the company's own codes, the one ending first first (each try in a
 * savepoint, so a code another request used up meanwhile leaves nothing behind and the next one is tried).
 * With no code to use: 402 naming the panel page where the draft is paid for; the caller's transaction
 * rolls back, so nothing is changed.
 */
async function publishInTx(
  tx: Tx,
  draft: DraftRow,
  caller: ApiKeyCaller,
  code: string | undefined,
  context: PostingContext,
): Promise<number[]> {
  const now = context.now ?? new Date();
  const redeem = (sp: Tx, typed: string) =>
    redeemCodeInTx(sp, draft.id, typed, 'publish', { userId: null, now, audit: { apiKeyId: caller.keyId } });
  if (code) return (await redeem(tx, code)).boards;
  for (const candidate of await companyCodesFor(tx, draft, 'publish', now)) {
    try {
      return (await tx.transaction((sp) => redeem(sp, candidate))).boards;
    } catch (error) {
      if (!isCodeUsed(error)) throw error;
    }
  }
  const url = `${context.origin}${localizedPath(context.locale, paths.employerDraft(draft.id, 'payment'))}`;
  throw offerError('PAYMENT_REQUIRED', encodeRef({ key: 'payInPanel', values: { url } }));
}

/**
 * POST /v1/integrations/offers: a new offer for an external id, saved with the form's full validation and,
 * with `publish`, published in the same transaction (a refused publication keeps nothing). The external id
 * is the idempotency key: when the company already has it, the existing posting is answered (`created`
 * false) and nothing is written or charged, whatever the body says.
 */
export async function createPosting(
  db: Db,
  tenant: Tenant,
  caller: ApiKeyCaller,
  body: CreateBody,
  context: PostingContext,
): Promise<{ created: boolean; posting: Posting }> {
  const now = context.now ?? new Date();
  // A repeat is answered before anything of its body is looked at (its plan, its content).
  const [known] = await db
    .select({ id: offerDrafts.id })
    .from(offerDrafts)
    .where(
      and(
        eq(offerDrafts.tenantId, caller.tenantId),
        eq(offerDrafts.companyId, caller.companyId),
        eq(offerDrafts.externalId, body.externalId),
      ),
    );
  if (known) return { created: false, posting: await getPosting(db, caller, body.externalId, context) };
  const shape = await withCompanyDefaults(db, caller.companyId, body.offer);
  const outcome = await db.transaction(async (tx) => {
    const started = await startExternalDraft(tx, tenant, {
      planKey: shape.planKey,
      companyId: caller.companyId,
      externalId: body.externalId,
      now,
    });
    if (!started) return null;
    const [draft] = await tx.select().from(offerDrafts).where(eq(offerDrafts.id, started.id));
    await saveDraft(tx, draft!, shape, { summarise: true, now });
    const boards = body.publish ? await publishInTx(tx, draft!, caller, body.code, context) : [];
    return { boards };
  });
  if (outcome) await announceOfferBoards(outcome.boards);
  const draft = await postingDraft(db, caller, body.externalId);
  return { created: outcome !== null, posting: await postingView(db, draft, context) };
}

/** GET /v1/integrations/offers/{externalId}. */
export async function getPosting(db: Db, caller: ApiKeyCaller, externalId: string, context: PostingContext) {
  return postingView(db, await postingDraft(db, caller, externalId), context);
}

/**
 * PATCH /v1/integrations/offers/{externalId}: the whole offer again. Before publication the draft is saved
 * (the form's full validation, the plan may change); after it, the offer is updated as the panel updates it
 * (full validation against its plan, its state and dates kept). A deleted offer is 404.
 */
export async function updatePosting(
  db: Db,
  caller: ApiKeyCaller,
  externalId: string,
  offer: ParsedServerShape,
  context: PostingContext,
): Promise<Posting> {
  const draft = await postingDraft(db, caller, externalId);
  const shape = await withCompanyDefaults(db, caller.companyId, offer);
  if (draft.state !== 'converted') {
    await saveDraft(db, draft, shape, { summarise: true, now: context.now });
  } else {
    if (!draft.offerId) throw notFound();
    const row = await companyOffer(db, caller, draft.offerId);
    await updateCompanyOffer(db, row, shape, { userId: null, now: context.now });
  }
  return getPosting(db, caller, externalId, context);
}

/**
 * POST /v1/integrations/offers/{externalId}/publish: publishes the draft (see `publishInTx`). An offer
 * already published is answered as it is, nothing charged; one waiting for its payment, or ended, cannot be
 * published here (409: the panel pays for it or publishes it again).
 */
export async function publishPosting(
  db: Db,
  caller: ApiKeyCaller,
  externalId: string,
  code: string | undefined,
  context: PostingContext,
): Promise<Posting> {
  const draft = await postingDraft(db, caller, externalId);
  if (draft.state === 'converted') {
    const posting = await postingView(db, draft, context);
    if (posting.status === 'published') return posting;
    throw offerError('CONFLICT', 'notPublishable');
  }
  const boards = await db.transaction((tx) => publishInTx(tx, draft, caller, code, context));
  await announceOfferBoards(boards);
  return getPosting(db, caller, externalId, context);
}

/**
 * POST /v1/integrations/offers/{externalId}/finish: ends the published offer now, as "finish recruitment"
 * in the panel does. Finishing a finished offer answers it as it is; anything else not active is 409.
 */
export async function finishPosting(
  db: Db,
  caller: ApiKeyCaller,
  externalId: string,
  context: PostingContext,
): Promise<Posting> {
  const draft = await postingDraft(db, caller, externalId);
  if (!draft.offerId) throw offerError('CONFLICT', 'notActive');
  const row = await companyOffer(db, caller, draft.offerId);
  if (row.status !== 'finished') await finishRecruitment(db, row, null, context.now);
  return getPosting(db, caller, externalId, context);
}
