import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { changeOfferState, createOffer, updateOffer } from '@/features/offers/server/public';
import { draftInReach, offerInReach, type OfferScopeCaller } from '@/lib/auth/offer-scope';
import { hashOfferToken, resolveOfferToken } from '@/lib/auth/offer-token';
import type { Db, DbOrTx } from '@/lib/db/client';
import { companies, offerDrafts, offers, type OfferStatus } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { foldText } from '@/lib/text';
import { clauseForOffer, OFFER_TOKEN_TTL_DAYS } from '../config';
import type { OfferFormMode } from '../options';
import type { EditableOffer, OfferServerShape } from '../server-shape';
import { offerError } from './errors';
import { companyLogoUrl, offerToShape } from './offer-shape';
import { findPlan, requirePlan } from './plans';
import { assertNoIssues, checkShape, toOfferInput } from './resolve';
import { serverShapeSchema, type ParsedServerShape } from './shape-schema';
import './token-lookup';

/**
 * Offer drafts (`offer_drafts`): the form's content in the server shape, saved as the employer
 * goes, opened by `?token` or by a signed-in member of the owning company. Publishing (a code, or
 * payment through `materializeDraft`) turns a draft into an offer through the offer writer.
 */
export type DraftRow = typeof offerDrafts.$inferSelect;

const DAY = 86_400_000;
const notFound = () => new AppError('NOT_FOUND', 'notFound');

/** A URL-safe random token (192 bits); only its hash is stored. */
const newToken = () => randomBytes(24).toString('base64url');

/** A slug from the title, unique enough with a random tail (checked against the board anyway). */
export function slugFor(title: string): string {
  const base = foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || 'offer'}-${randomBytes(4).toString('hex')}`;
}

export interface StartedDraft {
  id: number;
  slug: string;
  token: string;
}

async function insertDraft(
  db: DbOrTx,
  values: Omit<typeof offerDrafts.$inferInsert, 'slug' | 'tokenHash' | 'tokenExpiresAt'>,
  now: Date,
): Promise<StartedDraft> {
  const token = newToken();
  const slug = slugFor('draft');
  const [row] = await db
    .insert(offerDrafts)
    .values({
      ...values,
      slug,
      tokenHash: hashOfferToken(token),
      tokenExpiresAt: new Date(now.getTime() + OFFER_TOKEN_TTL_DAYS * DAY),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: offerDrafts.id });
  return { id: row!.id, slug, token };
}

/** POST /v1/offers/initiate: a new, empty draft for a plan; a signed-in employer owns it at once. */
export async function initiateDraft(
  db: Db,
  tenant: Tenant,
  input: { planKey: string; companyId: number | null; userId: string | null; now?: Date },
): Promise<StartedDraft> {
  const plan = await requirePlan(db, tenant.id, input.planKey);
  return insertDraft(
    db,
    {
      tenantId: tenant.id,
      companyId: input.companyId,
      createdBy: input.userId,
      planKey: plan.key,
      mode: 'create',
      content: { planKey: plan.key, ...(input.companyId ? await companyPrefill(db, input.companyId) : {}) },
    },
    input.now ?? new Date(),
  );
}

/** What a new draft of a company starts with: its name, size, site and logo, and its clauses (spec 2). */
async function companyPrefill(db: DbOrTx, companyId: number): Promise<Partial<OfferServerShape>> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return {};
  const logo = company.logoKey ? companyLogoUrl(company.slug) : null;
  const clauses = company.clauses;
  return {
    hiringCompany: {
      name: company.name,
      shortName: company.shortName,
      logoUrl: logo,
      logoUrlThumb: logo,
      size: company.size,
      url: company.websiteUrl,
      type: null,
    },
    informationClause: clauseForOffer(clauses.informationClause ?? '', company.name),
    futureConsent: { enabled: Boolean(clauses.futureConsent), value: clauses.futureConsent ?? '' },
    customConsent: { enabled: Boolean(clauses.customConsent), value: clauses.customConsent ?? '' },
  };
}

/** The draft a `?token` opens on this board for `slug` (draft or offer slug); 404 otherwise, revealing nothing. */
export async function draftByToken(db: DbOrTx, tenantId: number, slug: string, token: string): Promise<DraftRow> {
  const id = await resolveOfferToken(db, tenantId, token);
  if (id === null) throw notFound();
  const [draft] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, id));
  if (!draft) throw notFound();
  if (draft.slug !== slug) {
    const offerSlug = draft.offerId
      ? (await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, draft.offerId)))[0]?.slug
      : undefined;
    if (offerSlug !== slug) throw notFound();
  }
  return draft;
}

/**
 * A draft of the caller's active company, by id or `{ slug }` (another company's → 404). With `reach` (the
 * member asking), a recruiter limited to assigned offers reaches a draft of an offer assigned to them, or a
 * new one they started.
 */
export async function draftOfCompany(
  db: DbOrTx,
  tenantId: number,
  companyId: number,
  draftId: number | { slug: string },
  reach?: OfferScopeCaller,
): Promise<DraftRow> {
  const [draft] = await db
    .select()
    .from(offerDrafts)
    .where(
      and(
        typeof draftId === 'number' ? eq(offerDrafts.id, draftId) : eq(offerDrafts.slug, draftId.slug),
        eq(offerDrafts.tenantId, tenantId),
        eq(offerDrafts.companyId, companyId),
        reach
          ? sql`(case when ${offerDrafts.offerId} is null then ${draftInReach(reach, offerDrafts.createdBy)}
                      else ${offerInReach(reach, offerDrafts.offerId)} end)`
          : undefined,
      ),
    );
  if (!draft) throw notFound();
  return draft;
}

/** An anonymous draft opened by a signed-in employer becomes their company's. */
export async function claimDraft(db: DbOrTx, draft: DraftRow, companyId: number, userId: string): Promise<DraftRow> {
  if (draft.companyId !== null) return draft;
  const [row] = await db
    .update(offerDrafts)
    .set({ companyId, createdBy: draft.createdBy ?? userId })
    .where(and(eq(offerDrafts.id, draft.id), isNull(offerDrafts.companyId)))
    .returning();
  return row ?? draft;
}

/** The content of a draft as a complete server shape (defaults filled in). */
export function draftShape(draft: DraftRow): ParsedServerShape {
  const parsed = serverShapeSchema.safeParse({ ...draft.content, planKey: draft.planKey, slug: draft.slug });
  return parsed.success ? parsed.data : serverShapeSchema.parse({ planKey: draft.planKey, slug: draft.slug });
}

/** What the form loads: the shape, the plan's limits and where the draft stands. */
export async function editableDraft(db: DbOrTx, draft: DraftRow): Promise<EditableOffer> {
  const plan = await findPlan(db, draft.tenantId, draft.planKey);
  const shape = draftShape(draft);
  let status: OfferStatus | null = null;
  let isOfferActive = false;
  if (draft.offerId) {
    const [offer] = await db
      .select({ status: offers.status, expiresAt: offers.expiresAt })
      .from(offers)
      .where(eq(offers.id, draft.offerId));
    status = offer?.status ?? null;
    isOfferActive = offer?.status === 'published' && (!offer.expiresAt || offer.expiresAt > new Date());
  }
  return {
    ...(shape as OfferServerShape),
    limits: plan?.limits ?? null,
    id: draft.id,
    draftId: draft.id,
    offerId: draft.offerId,
    mode: draft.mode,
    state: draft.state,
    status,
    isOfferActive,
  };
}

/**
 * Saves the form's content into a draft (PATCH by token, the panel's draft update). Draft
 * validation: what is filled in must be valid, else 'form contains errors, fix before saving the
 * draft' with the field messages; nothing is written then.
 */
export async function saveDraft(
  db: Db,
  draft: DraftRow,
  shape: ParsedServerShape,
  options: { now?: Date; summarise?: boolean } = {},
): Promise<{ id: number }> {
  if (draft.state === 'converted' && draft.mode !== 'edit') throw offerError('CONFLICT', 'notPublishable');
  const now = options.now ?? new Date();
  const planKey = shape.planKey || draft.planKey;
  const plan = await requirePlan(db, draft.tenantId, planKey);
  const strength = options.summarise ? 'full' : 'draft';
  const checked = await checkShape(db, draft.tenantId, shape, { strength, limits: plan.limits, now });
  assertNoIssues(checked, strength);
  const { limits: _limits, slug: _slug, ...content } = checked.shape;
  await db
    .update(offerDrafts)
    .set({
      content: { ...content, planKey },
      planKey,
      state: options.summarise ? 'summarised' : draft.state === 'summarised' ? 'workInProgress' : draft.state,
      updatedAt: now,
    })
    .where(eq(offerDrafts.id, draft.id));
  return { id: draft.id };
}

/**
 * A new draft from an existing offer of the company: edit (changes the offer), duplicate (a new
 * offer from a copy), refresh (publish an expired offer again), extend (move its end date).
 */
export async function startDraftFromOffer(
  db: Db,
  tenant: Tenant,
  input: { companyId: number; userId: string; offerId: number; mode: Exclude<OfferFormMode, 'create'>; now?: Date },
): Promise<StartedDraft> {
  const [offer] = await db
    .select({ id: offers.id, status: offers.status, planKey: offers.planKey })
    .from(offers)
    .where(and(eq(offers.id, input.offerId), eq(offers.companyId, input.companyId), eq(offers.tenantId, tenant.id)));
  if (!offer || offer.status === 'deleted') throw notFound();
  if (input.mode === 'refresh' && !['expired', 'finished'].includes(offer.status))
    throw offerError('CONFLICT', 'notPublishable');
  if (input.mode === 'extend' && !['published', 'expired'].includes(offer.status))
    throw offerError('CONFLICT', 'notPublishable');
  const { limits: _limits, ...shape } = await offerToShape(db, offer.id);
  const copy = input.mode === 'duplicate';
  return insertDraft(
    db,
    {
      tenantId: tenant.id,
      companyId: input.companyId,
      createdBy: input.userId,
      planKey: offer.planKey,
      mode: input.mode,
      content: { ...shape, slug: '', expiredAt: null },
      sourceOfferId: offer.id,
      offerId: copy ? null : offer.id,
    },
    input.now ?? new Date(),
  );
}

export interface MaterializeOptions {
  status: 'published' | 'pending_payment';
  userId: string | null;
  now?: Date;
}

/**
 * Draft → offer (exported for the payments flow). Runs full validation, then, through the offer
 * writer:
 * - create / duplicate: a new offer (`createOffer`) in `status` — published now with the plan's
 *   duration (or the chosen expiry), or pending_payment (payments publish it with `changeOfferState`);
 * - edit: the offer's content replaced (`updateOffer`), its state untouched;
 * - refresh: the expired offer's content replaced, and published again when `status` is published;
 * - extend: content untouched; extended by the plan's duration when `status` is published.
 * The draft is claimed first (state → converted), so two concurrent calls make one offer.
 * Returns the offer id.
 */
export async function materializeDraft(db: Db, draftId: number, options: MaterializeOptions): Promise<number> {
  const now = options.now ?? new Date();
  const [draft] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, draftId));
  if (!draft) throw notFound();
  if (draft.companyId === null) throw offerError('FORBIDDEN', 'noCompany');
  const plan = await requirePlan(db, draft.tenantId, draft.planKey);
  const shape = draftShape(draft);

  if (draft.mode === 'extend') {
    if (!draft.offerId) throw notFound();
    if (options.status === 'published')
      await changeOfferState(db, [draft.offerId], 'extend', { userId: options.userId, now });
    return draft.offerId;
  }

  const checked = await checkShape(db, draft.tenantId, shape, { strength: 'full', limits: plan.limits, now });
  assertNoIssues(checked, 'full');

  // Claim: only one caller converts a draft (an edit draft may be applied again).
  const claimable = draft.mode === 'edit' ? undefined : ne(offerDrafts.state, 'converted');
  const [claimed] = await db
    .update(offerDrafts)
    .set({ state: 'converted', updatedAt: now })
    .where(and(eq(offerDrafts.id, draft.id), claimable))
    .returning({ id: offerDrafts.id });
  if (!claimed) throw offerError('CONFLICT', 'notPublishable');
  const release = () => db.update(offerDrafts).set({ state: draft.state }).where(eq(offerDrafts.id, draft.id));

  try {
    if (draft.mode === 'edit' || draft.mode === 'refresh') {
      const offerId = draft.offerId ?? draft.sourceOfferId;
      if (!offerId) throw notFound();
      const [current] = await db
        .select({ slug: offers.slug, status: offers.status })
        .from(offers)
        .where(eq(offers.id, offerId));
      if (!current) throw notFound();
      const input = await toOfferInput(db, shape, checked, {
        tenantId: draft.tenantId,
        companyId: draft.companyId,
        planKey: plan.key,
        limits: plan.limits,
        slug: current.slug,
        status: current.status,
      });
      await updateOffer(db, offerId, input, { userId: options.userId, now });
      if (draft.mode === 'refresh' && options.status === 'published')
        await changeOfferState(db, [offerId], 'publish', { userId: options.userId, now, ...expiryOf(shape) });
      await db.update(offerDrafts).set({ offerId }).where(eq(offerDrafts.id, draft.id));
      return offerId;
    }
    const slug = await freeSlug(db, draft.tenantId, shape.title);
    const published = options.status === 'published';
    const input = await toOfferInput(db, shape, checked, {
      tenantId: draft.tenantId,
      companyId: draft.companyId,
      planKey: plan.key,
      limits: plan.limits,
      slug,
      status: options.status,
    });
    const offerId = await createOffer(
      db,
      {
        ...input,
        ...(published
          ? {
              publishedAt: now,
              expiresAt: expiryOf(shape).expiresAt ?? new Date(now.getTime() + plan.limits.durationInDays * DAY),
            }
          : {}),
      },
      { userId: options.userId, now },
    );
    await db.update(offerDrafts).set({ offerId, slug }).where(eq(offerDrafts.id, draft.id));
    return offerId;
  } catch (error) {
    await release();
    throw error;
  }
}

function expiryOf(shape: ParsedServerShape): { expiresAt?: Date } {
  if (!shape.expiredAt) return {};
  const at = new Date(shape.expiredAt);
  return Number.isNaN(at.getTime()) ? {} : { expiresAt: at };
}

/** A slug no offer or other draft of the board uses. */
async function freeSlug(db: DbOrTx, tenantId: number, title: string): Promise<string> {
  for (;;) {
    const slug = slugFor(title);
    const [taken] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.slug, slug)))
      .limit(1);
    if (!taken) return slug;
  }
}

/**
 * For callers with the `offerToken` rule (`caller.offerId` is the DRAFT's id): the offer the draft
 * became or edits, if any — e.g. the payments flow checks that the offer it is asked to charge for
 * is the token's.
 */
export async function offerIdOfDraft(db: DbOrTx, draftId: number): Promise<number | null> {
  const [row] = await db.select({ offerId: offerDrafts.offerId }).from(offerDrafts).where(eq(offerDrafts.id, draftId));
  return row?.offerId ?? null;
}

/** What the payment step charges for (the spec's payment request names): the offer and the draft's plan. */
export interface OfferToPayFor {
  offer_id: number;
  /** The offer's address: a draft takes its offer's slug when it becomes one. */
  offer_slug: string;
  offer_type: string;
  extend: boolean;
}

/**
 * The payment step's offer: a new or refreshed draft becomes an offer waiting for its payment (checked in
 * full, `pending_payment`, not listed), which the provider's confirmation publishes; an extension pays for
 * the published offer itself. Asking again after a failed payment answers the same offer, so a second
 * attempt never makes a second offer. Edits are not paid for.
 */
export async function offerToPayFor(db: Db, draft: DraftRow, userId: string | null): Promise<OfferToPayFor> {
  const answer = async (offerId: number, extend: boolean): Promise<OfferToPayFor> => {
    const [offer] = await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, offerId));
    if (!offer) throw notFound();
    return { offer_id: offerId, offer_slug: offer.slug, offer_type: draft.planKey, extend };
  };
  if (draft.mode === 'extend') {
    if (!draft.offerId) throw notFound();
    return answer(draft.offerId, true);
  }
  if (draft.mode === 'edit') throw offerError('CONFLICT', 'notPublishable');
  if (draft.state === 'converted') {
    if (!draft.offerId) throw offerError('CONFLICT', 'notPublishable');
    const [offer] = await db.select({ status: offers.status }).from(offers).where(eq(offers.id, draft.offerId));
    const waiting: OfferStatus[] = draft.mode === 'refresh' ? ['expired', 'finished'] : ['pending_payment'];
    if (!offer || !waiting.includes(offer.status)) throw offerError('CONFLICT', 'notPublishable');
    return answer(draft.offerId, false);
  }
  return answer(await materializeDraft(db, draft.id, { status: 'pending_payment', userId }), false);
}
