import 'server-only';
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { announceOfferBoards } from '@/features/offers/server/public';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { offerDrafts, offers, promoCodeRedemptions, promoCodes } from '@/lib/db/schema';
import { promoCodeSchema } from '../schema';
import type { DraftRow } from './drafts';
import { convertDraft } from './convert-draft';
import { offerError } from './errors';

/**
 * Publishing and extending with a code (spec 4: "after the code has been verified"). A code belongs
 * to a board, may be tied to a plan and to a company, has a validity window and a number of uses.
 * A use is claimed with one conditional UPDATE (`uses < max_uses`) in the transaction that converts the
 * draft, so two concurrent publishes with a one-use code publish once on either driver and a publication
 * that fails holds no use; the redemption row records it (once per offer, `uses` counts them).
 */
export type CodeKind = 'publish' | 'extend';

type CodeRow = typeof promoCodes.$inferSelect;

const codeError = (message: string) => offerError('BAD_REQUEST', message, [{ field: 'code', message }]);
/** No use left, or this offer already redeemed the code: a conflict with the code's state (409). */
const codeAlreadyUsed = () => offerError('CONFLICT', 'codeUsed', [{ field: 'code', message: 'codeUsed' }]);

async function findCode(db: DbOrTx, tenantId: number, typed: string): Promise<CodeRow> {
  const parsed = promoCodeSchema.safeParse(typed);
  if (!parsed.success) throw codeError('codeIncorrect');
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.tenantId, tenantId), sql`lower(${promoCodes.code}) = lower(${parsed.data})`))
    .limit(1);
  if (!row) throw codeError('codeIncorrect');
  return row;
}

/** Whether the code may be used now for this draft (its plan and company), else the field error. */
function assertUsable(code: CodeRow, draft: DraftRow, kind: CodeKind, now: Date) {
  if (code.kind !== kind) throw codeError('codeIncorrect');
  if (code.companyId !== null && code.companyId !== draft.companyId) throw codeError('codeIncorrect');
  if (code.planKey !== null && code.planKey !== draft.planKey) throw codeError('codeWrongPlan');
  if ((code.validFrom && code.validFrom > now) || (code.validUntil && code.validUntil <= now))
    throw codeError('codeExpired');
  if (code.uses >= code.maxUses) throw codeAlreadyUsed();
}

export interface VerifiedCode {
  code: string;
  kind: CodeKind;
  planKey: string | null;
  usesLeft: number;
  validUntil: string | null;
}

/** GET /v1/offers/{slug}/verify-code/{code}?token&extend: the code checked for this draft, nothing used. */
export async function verifyCode(db: DbOrTx, draft: DraftRow, typed: string, kind: CodeKind, now = new Date()) {
  const code = await findCode(db, draft.tenantId, typed);
  assertUsable(code, draft, kind, now);
  if (draft.offerId && (await redeemedOn(db, code.id, draft.offerId))) throw codeAlreadyUsed();
  return {
    code: code.code,
    kind: code.kind,
    planKey: code.planKey,
    usesLeft: code.maxUses - code.uses,
    validUntil: code.validUntil?.toISOString() ?? null,
  } satisfies VerifiedCode;
}

async function redeemedOn(db: DbOrTx, codeId: number, offerId: number) {
  const [row] = await db
    .select({ id: promoCodeRedemptions.id })
    .from(promoCodeRedemptions)
    .where(and(eq(promoCodeRedemptions.codeId, codeId), eq(promoCodeRedemptions.offerId, offerId)))
    .limit(1);
  return Boolean(row);
}

/** Claims one use (atomic: the row is locked until the transaction ends); false when none is left. */
async function claimUse(tx: Tx, codeId: number): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(and(eq(promoCodes.id, codeId), lt(promoCodes.uses, promoCodes.maxUses)))
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

/**
 * POST /v1/offers/{slug}/publish-with-code (kind publish) and /extend-with-code (kind extend), and the
 * panel's drafts/{id}/publish-with-code and extend-with-code: in ONE transaction, the draft locked and read
 * again, the code checked, the draft converted through `convertDraft` (the form's full validation, then
 * the offer writer), one use claimed and the redemption recorded. Any failure (validation, a constraint,
 * no use left, a crash) rolls all of it back: the code keeps its uses and the draft stays as it was. The
 * boards are announced after the commit. A code the offer already redeemed answers 409 "code used".
 * Answers the offer and the end of its publication as written.
 */
export async function redeemCode(
  db: Db,
  draft: DraftRow,
  typed: string,
  kind: CodeKind,
  options: { userId: string | null; now?: Date },
): Promise<{ offerId: number; expiresAt: string | null }> {
  const { offerId, boards, expiresAt } = await db.transaction((tx) =>
    redeemCodeInTx(tx, draft.id, typed, kind, options),
  );
  await announceOfferBoards(boards);
  return { offerId, expiresAt };
}

/**
 * `redeemCode` inside the caller's transaction (the posting API creates and publishes in one): the same
 * steps and answers; the caller announces `boards` once its transaction committed.
 */
export async function redeemCodeInTx(
  tx: Tx,
  draftId: number,
  typed: string,
  kind: CodeKind,
  options: { userId: string | null; now?: Date; audit?: Record<string, unknown> },
): Promise<{ offerId: number; boards: number[]; expiresAt: string | null }> {
  const now = options.now ?? new Date();
  const [current] = await tx.select().from(offerDrafts).where(eq(offerDrafts.id, draftId)).for('update');
  if (!current) throw offerError('NOT_FOUND', 'notFound');
  if (current.companyId === null) throw offerError('FORBIDDEN', 'noCompany');
  if (kind === 'extend' ? current.mode !== 'extend' : current.mode === 'extend' || current.mode === 'edit')
    throw offerError('CONFLICT', 'notPublishable');
  if (kind === 'publish' && current.state === 'converted') throw offerError('CONFLICT', 'notPublishable');
  const code = await findCode(tx, current.tenantId, typed);
  assertUsable(code, current, kind, now);
  if (current.offerId && (await redeemedOn(tx, code.id, current.offerId))) throw codeAlreadyUsed();
  const converted = await convertDraft(tx, current.id, { status: 'published', userId: options.userId, now });
  // Claimed last, so the code's row is locked only from here to the commit.
  if (!(await claimUse(tx, code.id))) throw codeAlreadyUsed();
  const recorded = await tx
    .insert(promoCodeRedemptions)
    .values({
      codeId: code.id,
      offerId: converted.offerId,
      companyId: current.companyId,
      userId: options.userId,
      kind,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: promoCodeRedemptions.id });
  // The offer redeemed this code meanwhile (a concurrent request): the whole publication is refused.
  if (recorded.length === 0) throw codeAlreadyUsed();
  await recordAudit(tx, {
    tenantId: current.tenantId,
    companyId: current.companyId,
    actorId: options.userId,
    action: kind === 'publish' ? 'offer.published_with_code' : 'offer.extended_with_code',
    subjectType: 'offer',
    subjectId: converted.offerId,
    details: { code: code.code, ...options.audit },
  });
  // The end of the publication as this transaction wrote it: what the employer is told ("extended to …").
  const [offer] = await tx.select({ expiresAt: offers.expiresAt }).from(offers).where(eq(offers.id, converted.offerId));
  return { ...converted, expiresAt: offer?.expiresAt?.toISOString() ?? null };
}

/**
 * The codes a company holds for publishing a draft without paying, in the order they are used: its own codes
 * (`company_id` = the draft's company; codes open to every company are typed by people, never picked) of the
 * right kind, for the draft's plan or any plan, valid now, with a use left; the one ending first goes first.
 * What the posting API publishes with when the integrator names no code (decision 0056).
 */
export async function companyCodesFor(
  db: DbOrTx,
  draft: Pick<DraftRow, 'tenantId' | 'companyId' | 'planKey'>,
  kind: CodeKind,
  now = new Date(),
): Promise<string[]> {
  if (draft.companyId === null) return [];
  const rows = await db
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.tenantId, draft.tenantId),
        eq(promoCodes.companyId, draft.companyId),
        eq(promoCodes.kind, kind),
        or(isNull(promoCodes.planKey), eq(promoCodes.planKey, draft.planKey)),
        or(isNull(promoCodes.validFrom), lte(promoCodes.validFrom, now)),
        or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, now)),
        lt(promoCodes.uses, promoCodes.maxUses),
      ),
    )
    .orderBy(sql`${promoCodes.validUntil} asc nulls last`, asc(promoCodes.id))
    .limit(20);
  return rows.map((r) => r.code);
}
