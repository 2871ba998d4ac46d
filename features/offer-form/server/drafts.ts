import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { companyDrafts, type EmployerScope } from '@/lib/auth/employer-scope';
import { resolveOfferToken } from '@/lib/auth/offer-token';
import type { DbOrTx } from '@/lib/db/client';
import { offerDrafts, offers, type SavedDraft } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { offerError } from './errors';
import { requirePlan } from './plans';
import { assertNoIssues, checkShape } from './resolve';
import { type ParsedServerShape } from './shape-schema';
import './token-lookup';

/**
 * Offer drafts (`offer_drafts`): the form's content in the server shape, saved as the employer
 * goes, opened by `?token` or by a signed-in member of the owning company. Publishing (a code, or
 * payment through `materializeDraft`) turns a draft into an offer through the offer writer.
 */
export type DraftRow = typeof offerDrafts.$inferSelect;

export const draftNotFound = () => new AppError('NOT_FOUND', 'notFound');

/** The draft a `?token` opens on this board for `slug` (draft or offer slug); 404 otherwise, revealing nothing. */
export async function draftByToken(db: DbOrTx, tenantId: number, slug: string, token: string): Promise<DraftRow> {
  const id = await resolveOfferToken(db, tenantId, token);
  if (id === null) throw draftNotFound();
  const [draft] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, id));
  if (!draft) throw draftNotFound();
  if (draft.slug !== slug) {
    const offerSlug = draft.offerId
      ? (await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, draft.offerId)))[0]?.slug
      : undefined;
    if (offerSlug !== slug) throw draftNotFound();
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
  if (!draft) throw draftNotFound();
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
