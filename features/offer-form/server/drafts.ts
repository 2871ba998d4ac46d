import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import {
  announceOfferBoards,
  applyOfferState,
  createOffersInTx,
  updateOfferInTx,
} from '@/features/offers/server/public';
import { companyDrafts, type EmployerScope } from '@/lib/auth/employer-scope';
import { hashOfferToken, resolveOfferToken } from '@/lib/auth/offer-token';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { companies, offerDrafts, offers, type OfferStatus, type SavedDraft } from '@/lib/db/schema';
import { recordAudit } from '@/lib/audit';
import { AppError } from '@/lib/http/errors';
import { logger } from '@/lib/log';
import { foldText } from '@/lib/text';
import { clauseForOffer, OFFER_TOKEN_TTL_DAYS } from '../config';
import { publicationEnd } from '../publication-end';
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

type DraftValues = Omit<typeof offerDrafts.$inferInsert, 'slug' | 'tokenHash' | 'tokenExpiresAt'>;

function draftRowValues(values: DraftValues, now: Date) {
  const token = newToken();
  const slug = slugFor('draft');
  return {
    token,
    row: {
      ...values,
      slug,
      tokenHash: hashOfferToken(token),
      tokenExpiresAt: new Date(now.getTime() + OFFER_TOKEN_TTL_DAYS * DAY),
      createdAt: now,
      updatedAt: now,
    },
  };
}

async function insertDraft(db: DbOrTx, values: DraftValues, now: Date): Promise<StartedDraft> {
  const { token, row: insert } = draftRowValues(values, now);
  const [row] = await db.insert(offerDrafts).values(insert).returning({ id: offerDrafts.id });
  return { id: row!.id, slug: insert.slug, token };
}

/**
 * The posting API's new, empty draft for an integrator's `externalId` (decision 0056), owned by the company at
 * once (the caller saves its content in the same transaction); null when the company already has a draft with that id on this
 * board. One conditional insert: of concurrent creates with one id, exactly one inserts (on Postgres the
 * others wait for its transaction and then find the id taken; if it rolls back, the next one inserts).
 */
export async function startExternalDraft(
  db: DbOrTx,
  tenant: Tenant,
  input: { planKey: string; companyId: number; externalId: string; now?: Date },
): Promise<StartedDraft | null> {
  const plan = await requirePlan(db, tenant.id, input.planKey);
  const { token, row: insert } = draftRowValues(
    {
      tenantId: tenant.id,
      companyId: input.companyId,
      createdBy: null,
      planKey: plan.key,
      mode: 'create',
      content: { planKey: plan.key },
      externalId: input.externalId,
    },
    input.now ?? new Date(),
  );
  const [row] = await db
    .insert(offerDrafts)
    .values(insert)
    .onConflictDoNothing({
      target: [offerDrafts.tenantId, offerDrafts.companyId, offerDrafts.externalId],
      where: sql`external_id IS NOT NULL`,
    })
    .returning({ id: offerDrafts.id });
  return row ? { id: row.id, slug: insert.slug, token } : null;
}

/** POST /v1/offers/initiate: a new, empty draft for a plan; a signed-in employer owns it at once. */
export async function initiateDraft(
  db: DbOrTx,
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
export async function companyPrefill(db: DbOrTx, companyId: number): Promise<Partial<OfferServerShape>> {
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
 * A draft of the caller's active company, by id or `{ slug }` (another company's → 404), starting from
 * `companyDrafts(scope)`: a recruiter limited to assigned offers reaches a draft of an offer assigned to them,
 * or a new one they started.
 */
export async function draftOfCompany(
  db: DbOrTx,
  scope: EmployerScope,
  draftId: number | { slug: string },
): Promise<DraftRow> {
  const [draft] = await db
    .select()
    .from(offerDrafts)
    .where(
      and(
        typeof draftId === 'number' ? eq(offerDrafts.id, draftId) : eq(offerDrafts.slug, draftId.slug),
        companyDrafts(scope),
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

/**
 * The content of a draft as a complete server shape (defaults filled in), and the top-level fields of the
 * stored content that could not be read (written by an older version, or damaged). Those fields are left
 * at their defaults; everything readable is kept, never the whole draft emptied.
 */
export function readDraftContent(draft: DraftRow): { shape: ParsedServerShape; unreadable: string[] } {
  const fixed = { planKey: draft.planKey, slug: draft.slug };
  const stored = draft.content as unknown;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored))
    return { shape: serverShapeSchema.parse(fixed), unreadable: ['content'] };
  const content: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  const unreadable: string[] = [];
  // Each pass drops the fields the schema refused; a field is only ever dropped, so this ends.
  for (;;) {
    const parsed = serverShapeSchema.safeParse({ ...content, ...fixed });
    if (parsed.success) return { shape: parsed.data, unreadable };
    const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const dropped = [...refused].filter((key) => key in content);
    if (dropped.length === 0) return { shape: serverShapeSchema.parse(fixed), unreadable: ['content'] };
    for (const key of dropped) {
      delete content[key];
      unreadable.push(key);
    }
  }
}

/**
 * The content of a draft as a complete server shape, for showing and editing it: unreadable fields are
 * left empty (and logged) so the employer sees and fills them; publishing such a draft is refused
 * (`readableDraftShape`) until it is saved again.
 */
export function draftShape(draft: DraftRow): ParsedServerShape {
  const { shape, unreadable } = readDraftContent(draft);
  if (unreadable.length) logger.warn({ draftId: draft.id, fields: unreadable }, 'draft content partly unreadable');
  return shape;
}

/**
 * The content of a draft about to become an offer: refused with a clear message, never published with
 * fields emptied, when part of it cannot be read.
 */
export function readableDraftShape(draft: DraftRow): ParsedServerShape {
  const { shape, unreadable } = readDraftContent(draft);
  if (unreadable.length) {
    logger.warn({ draftId: draft.id, fields: unreadable }, 'draft content partly unreadable: not converted');
    throw offerError('CONFLICT', 'draftUnreadable');
  }
  return shape;
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
 * draft' with the field messages; nothing is written then. A save on purpose (`auto` not set: the
 * employer's "save", the summary, the posting API) also becomes the draft's saved state, which "exit
 * without saving" returns to (`discardDraft`); the form's autosave writes the content only.
 */
export async function saveDraft(
  db: DbOrTx,
  draft: DraftRow,
  shape: ParsedServerShape,
  options: { now?: Date; summarise?: boolean; auto?: boolean } = {},
): Promise<{ id: number }> {
  if (draft.state === 'converted' && draft.mode !== 'edit') throw offerError('CONFLICT', 'notPublishable');
  const now = options.now ?? new Date();
  const planKey = shape.planKey || draft.planKey;
  const plan = await requirePlan(db, draft.tenantId, planKey);
  const strength = options.summarise ? 'full' : 'draft';
  const checked = await checkShape(db, draft.tenantId, shape, { strength, limits: plan.limits, now });
  assertNoIssues(checked, strength);
  const { limits: _limits, slug: _slug, ...content } = checked.shape;
  const state: DraftRow['state'] = options.summarise
    ? 'summarised'
    : draft.state === 'summarised'
      ? 'workInProgress'
      : draft.state;
  const written: SavedDraft = { content: { ...content, planKey }, planKey, state };
  const saved = await db
    .update(offerDrafts)
    .set({ ...written, updatedAt: now, ...(options.auto ? {} : { saved: written }) })
    // Converted meanwhile (a publish or payment step that committed since `draft` was read): never undone here.
    .where(and(eq(offerDrafts.id, draft.id), draft.mode === 'edit' ? undefined : ne(offerDrafts.state, 'converted')))
    .returning({ id: offerDrafts.id });
  if (saved.length === 0) throw offerError('CONFLICT', 'notPublishable');
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
  const content = { ...shape, slug: '', expiredAt: null };
  return insertDraft(
    db,
    {
      tenantId: tenant.id,
      companyId: input.companyId,
      createdBy: input.userId,
      planKey: offer.planKey,
      mode: input.mode,
      content,
      // A duplicate is a new ad, with nothing saved yet; an edit, refresh or extension starts as its offer is.
      saved: copy ? null : { content, planKey: offer.planKey, state: 'workInProgress' },
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

/** What `convertDraft` did: the offer, and the boards to announce once the caller's transaction committed. */
export interface ConvertedDraft {
  offerId: number;
  /** Pass to `announceOfferBoards` after the commit (never inside the transaction: decision 0014). */
  boards: number[];
}

/**
 * Draft → offer, inside the caller's transaction (the code redemption and the payment step call it in
 * the transaction that claims the code or records the payment; `materializeDraft` is it in a transaction
 * of its own). The draft row is locked (`for update`) and read again here, so what the caller read before
 * is never trusted; then the offer form's full validation runs (the schema, plan limits, dictionaries,
 * geocoding), and only then, through the offer writer:
 * - create / duplicate: a new offer in `status`: published now with the plan's duration (or the chosen
 *   expiry), or pending_payment (the payment's settlement publishes it);
 * - edit: the offer's content replaced, its state untouched (an edit draft may be applied again);
 * - refresh: the ended offer's content replaced, and published again when `status` is published;
 * - extend: content untouched (nothing of the form is written); the offer extended by the plan's duration
 *   when `status` is published, after checking that its state allows it.
 * The draft is marked converted and linked to its offer in the same transaction. Any error rolls all of
 * it back with the caller's transaction: the draft stays as it was, no offer is left behind.
 */
export async function convertDraft(tx: Tx, draftId: number, options: MaterializeOptions): Promise<ConvertedDraft> {
  const now = options.now ?? new Date();
  const [draft] = await tx.select().from(offerDrafts).where(eq(offerDrafts.id, draftId)).for('update');
  if (!draft) throw notFound();
  if (draft.companyId === null) throw offerError('FORBIDDEN', 'noCompany');
  const plan = await requirePlan(tx, draft.tenantId, draft.planKey);

  if (draft.mode === 'extend') {
    if (!draft.offerId) throw notFound();
    const [offer] = await tx.select({ status: offers.status }).from(offers).where(eq(offers.id, draft.offerId));
    if (!offer || !['published', 'expired'].includes(offer.status)) throw offerError('CONFLICT', 'notPublishable');
    const boards =
      options.status === 'published'
        ? await applyOfferState(tx, [draft.offerId], 'extend', { userId: options.userId, now })
        : [];
    return { offerId: draft.offerId, boards };
  }
  // Only one conversion per draft (the lock above orders concurrent callers); an edit may be applied again.
  if (draft.mode !== 'edit' && draft.state === 'converted') throw offerError('CONFLICT', 'notPublishable');
  const shape = readableDraftShape(draft);

  const checked = await checkShape(tx, draft.tenantId, shape, { strength: 'full', limits: plan.limits, now });
  assertNoIssues(checked, 'full');

  if (draft.mode === 'edit' || draft.mode === 'refresh') {
    const offerId = draft.offerId ?? draft.sourceOfferId;
    if (!offerId) throw notFound();
    const [current] = await tx
      .select({ slug: offers.slug, status: offers.status })
      .from(offers)
      .where(eq(offers.id, offerId));
    if (!current || current.status === 'deleted') throw notFound();
    if (draft.mode === 'refresh' && !['expired', 'finished'].includes(current.status))
      throw offerError('CONFLICT', 'notPublishable');
    const input = await toOfferInput(tx, shape, checked, {
      tenantId: draft.tenantId,
      companyId: draft.companyId,
      planKey: plan.key,
      limits: plan.limits,
      slug: current.slug,
      status: current.status,
    });
    const boards = await updateOfferInTx(tx, offerId, input, { userId: options.userId, now });
    if (draft.mode === 'refresh' && options.status === 'published')
      boards.push(
        ...(await applyOfferState(tx, [offerId], 'publish', { userId: options.userId, now, ...expiryOf(shape) })),
      );
    await tx
      .update(offerDrafts)
      .set({ state: 'converted', offerId, updatedAt: now })
      .where(eq(offerDrafts.id, draft.id));
    return { offerId, boards };
  }

  const slug = await freeSlug(tx, draft.tenantId, shape.title);
  const published = options.status === 'published';
  const input = await toOfferInput(tx, shape, checked, {
    tenantId: draft.tenantId,
    companyId: draft.companyId,
    planKey: plan.key,
    limits: plan.limits,
    slug,
    status: options.status,
  });
  const { ids, boards } = await createOffersInTx(
    tx,
    [
      {
        ...input,
        ...(published
          ? {
              publishedAt: now,
              expiresAt: publicationEnd(shape.expiredAt, now, plan.limits.durationInDays),
            }
          : {}),
      },
    ],
    { userId: options.userId, now },
  );
  const offerId = ids[0]!;
  await tx
    .update(offerDrafts)
    .set({ state: 'converted', offerId, slug, updatedAt: now })
    .where(eq(offerDrafts.id, draft.id));
  return { offerId, boards };
}

/**
 * `convertDraft` in a transaction of its own, the boards announced after the commit (the admin import and
 * callers that have nothing else to write). Returns the offer id.
 */
export async function materializeDraft(db: Db, draftId: number, options: MaterializeOptions): Promise<number> {
  const { offerId, boards } = await db.transaction((tx) => convertDraft(tx, draftId, options));
  await announceOfferBoards(boards);
  return offerId;
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

/** What the payment step charges for (the spec's payment request names): the offer and the draft's plan. */
export interface OfferToPayFor {
  offer_id: number;
  /** The offer's address: a draft takes its offer's slug when it becomes one. */
  offer_slug: string;
  offer_type: string;
  extend: boolean;
}

/**
 * The payment step's offer, inside the caller's transaction (the one that records the payment request): a
 * new or refreshed draft becomes an offer waiting for its payment (checked in full, `pending_payment`, not
 * listed), which the provider's confirmation publishes; an extension pays for the published offer itself.
 * The draft is locked and read again, so a draft converted meanwhile (a double click, a second tab) answers
 * the offer it became rather than a second one. Edits are not paid for. The boards are announced by the
 * caller once its transaction committed.
 */
export async function payableOfferOfDraft(
  tx: Tx,
  draftId: number,
  userId: string | null,
): Promise<ConvertedDraft & { extend: boolean }> {
  const [draft] = await tx.select().from(offerDrafts).where(eq(offerDrafts.id, draftId)).for('update');
  if (!draft) throw notFound();
  if (draft.mode === 'extend') {
    if (!draft.offerId) throw notFound();
    return { offerId: draft.offerId, boards: [], extend: true };
  }
  if (draft.mode === 'edit') throw offerError('CONFLICT', 'notPublishable');
  if (draft.state === 'converted') {
    if (!draft.offerId) throw offerError('CONFLICT', 'notPublishable');
    const [offer] = await tx.select({ status: offers.status }).from(offers).where(eq(offers.id, draft.offerId));
    const waiting: OfferStatus[] = draft.mode === 'refresh' ? ['expired', 'finished'] : ['pending_payment'];
    if (!offer || !waiting.includes(offer.status)) throw offerError('CONFLICT', 'notPublishable');
    return { offerId: draft.offerId, boards: [], extend: false };
  }
  return { ...(await convertDraft(tx, draft.id, { status: 'pending_payment', userId })), extend: false };
}

/**
 * `payableOfferOfDraft` in a transaction of its own (`payment-offer`: the form asks which offer it will pay
 * for). Asking again after a failed payment answers the same offer, so a second attempt never makes a
 * second offer.
 */
export async function offerToPayFor(db: Db, draft: DraftRow, userId: string | null): Promise<OfferToPayFor> {
  const { offerId, boards, extend } = await db.transaction((tx) => payableOfferOfDraft(tx, draft.id, userId));
  await announceOfferBoards(boards);
  const [offer] = await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, offerId));
  if (!offer) throw notFound();
  return { offer_id: offerId, offer_slug: offer.slug, offer_type: draft.planKey, extend };
}

/**
 * The payment step's draft as the payment request takes it (`requestPayment`'s `DraftToPay`): its plan and
 * mode, the offer it already stands for, and its conversion, run in the transaction that records the
 * payment, so a request refused at any point converts nothing and a converted draft always has its payment.
 */
export function draftForPayment(draft: DraftRow, userId: string | null) {
  return {
    mode: draft.mode,
    planKey: draft.planKey,
    offerId: draft.state === 'converted' || draft.mode === 'extend' ? draft.offerId : null,
    convert: (tx: Tx) => payableOfferOfDraft(tx, draft.id, userId),
  };
}

/** What "exit without saving" did to a draft (`discardDraft`). */
export type DiscardOutcome = 'deleted' | 'restored' | 'unchanged';

/**
 * "Exit without saving": the autosaved changes are dropped. A draft holding no saved work (a new ad's draft
 * written only by the autosave, a duplicate never saved) is deleted; any other goes back to its last saved
 * state (`saved`: content, plan and step state). A draft that became an offer is left as it is (its token is
 * the way back to the offer's payment); a converted edit only has its content put back. The row is locked and read again, so a conversion or a save committing at the same moment is never undone
 * halfway; the form waits for its own saves in flight before asking (none can land after this).
 */
export async function discardDraft(db: Db, draftId: number, userId: string | null): Promise<DiscardOutcome> {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select().from(offerDrafts).where(eq(offerDrafts.id, draftId)).for('update');
    if (!draft) throw notFound();
    if (draft.state === 'converted' && draft.mode !== 'edit') return 'unchanged';
    const saved = draft.saved as SavedDraft | null;
    if (!saved) {
      if (draft.offerId !== null || draft.mode === 'edit') return 'unchanged';
      await tx.delete(offerDrafts).where(eq(offerDrafts.id, draft.id));
      await recordAudit(tx, {
        tenantId: draft.tenantId,
        companyId: draft.companyId,
        actorId: userId,
        action: 'offer_draft.discarded',
        subjectType: 'offer_draft',
        subjectId: draft.id,
        details: { slug: draft.slug },
      });
      return 'deleted';
    }
    await tx
      .update(offerDrafts)
      .set({
        content: saved.content,
        planKey: saved.planKey,
        // A converted edit stays converted: only its content goes back.
        state: draft.state === 'converted' ? draft.state : saved.state,
        updatedAt: new Date(),
      })
      .where(eq(offerDrafts.id, draft.id));
    return 'restored';
  });
}
