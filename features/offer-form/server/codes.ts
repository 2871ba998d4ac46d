import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import type { Db, DbOrTx } from '@/lib/db/client';
import { promoCodeRedemptions, promoCodes } from '@/lib/db/schema';
import { promoCodeSchema } from '../schema';
import type { DraftRow } from './drafts';
import { materializeDraft } from './drafts';
import { offerError } from './errors';

/**
 * Publishing and extending with a code (spec 4: "after the code has been verified"). A code belongs
 * to a board, may be tied to a plan and to a company, has a validity window and a number of uses.
 * A use is claimed with one conditional UPDATE (`uses < max_uses`), so two concurrent publishes with
 * a one-use code publish once on either driver; the redemption row records it (once per offer).
 */
export type CodeKind = 'publish' | 'extend';

type CodeRow = typeof promoCodes.$inferSelect;

const codeError = (message: string) => offerError('BAD_REQUEST', message, [{ field: 'code', message }]);

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
  if (code.uses >= code.maxUses) throw codeError('codeUsed');
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
  if (draft.offerId && (await redeemedOn(db, code.id, draft.offerId))) throw codeError('codeUsed');
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

/** Claims one use (atomic); false when none is left. */
async function claimUse(db: DbOrTx, codeId: number): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(and(eq(promoCodes.id, codeId), lt(promoCodes.uses, promoCodes.maxUses)))
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

const releaseUse = (db: DbOrTx, codeId: number) =>
  db
    .update(promoCodes)
    .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
    .where(eq(promoCodes.id, codeId));

/**
 * POST /v1/offers/{slug}/publish-with-code (kind publish) and /extend-with-code (kind extend): the
 * code verified, one use claimed, the draft published or the offer extended through the offer writer
 * (`materializeDraft`), the redemption recorded. A failure after the claim gives the use back.
 */
export async function redeemCode(
  db: Db,
  draft: DraftRow,
  typed: string,
  kind: CodeKind,
  options: { userId: string | null; now?: Date },
): Promise<{ offerId: number }> {
  const now = options.now ?? new Date();
  if (draft.companyId === null) throw offerError('FORBIDDEN', 'noCompany');
  if (kind === 'extend' ? draft.mode !== 'extend' : draft.mode === 'extend' || draft.mode === 'edit')
    throw offerError('CONFLICT', 'notPublishable');
  if (kind === 'publish' && draft.state === 'converted') throw offerError('CONFLICT', 'notPublishable');
  const code = await findCode(db, draft.tenantId, typed);
  assertUsable(code, draft, kind, now);
  if (draft.offerId && (await redeemedOn(db, code.id, draft.offerId))) throw codeError('codeUsed');
  if (!(await claimUse(db, code.id))) throw codeError('codeUsed');
  let offerId: number;
  try {
    offerId = await materializeDraft(db, draft.id, { status: 'published', userId: options.userId, now });
  } catch (error) {
    await releaseUse(db, code.id);
    throw error;
  }
  await db
    .insert(promoCodeRedemptions)
    .values({ codeId: code.id, offerId, companyId: draft.companyId, userId: options.userId, kind, createdAt: now })
    .onConflictDoNothing();
  await recordAudit(db, {
    tenantId: draft.tenantId,
    companyId: draft.companyId,
    actorId: options.userId,
    action: kind === 'publish' ? 'offer.published_with_code' : 'offer.extended_with_code',
    subjectType: 'offer',
    subjectId: offerId,
    details: { code: code.code },
  });
  return { offerId };
}
