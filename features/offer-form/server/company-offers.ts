import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { announceOfferBoards, applyOfferState, changeOfferState, updateOffer } from '@/features/offers/server/public';
import { askAboutOpenPayments, voidOpenPayments } from '@/features/payments/server/public';
import { recordAudit } from '@/lib/audit';
import { companyOffers, type EmployerScope } from '@/lib/auth/employer-scope';
import type { Db, DbOrTx } from '@/lib/db/client';
import { offers, plans } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { looksLikeId, rowIdOf } from '@/lib/http/row-id';
import type { EditableOffer } from '../server-shape';
import { offerError } from './errors';
import { offerToShape } from './offer-shape';
import { requirePlan } from './plans';
import { assertNoIssues, checkShape, toOfferInput } from './resolve';
import type { ParsedServerShape } from './shape-schema';

/**
 * The signed-in company's own offers: found by id or slug only within the caller's company (another
 * company's offer is 404, as if it did not exist), edited, finished and deleted through the writer.
 * The lookup starts from `companyOffers(scope)`: an offer outside a limited recruiter's assigned ones is a 404 too.
 */
export type CompanyOfferRow = typeof offers.$inferSelect;

export async function companyOffer(db: DbOrTx, scope: EmployerScope, idOrSlug: string | number) {
  // Digits name an offer by id only; digits outside the id column's range name nothing (not a query error).
  const byId = typeof idOrSlug === 'number' || looksLikeId(idOrSlug);
  const id = byId ? rowIdOf(idOrSlug) : null;
  if (byId && id === null) throw new AppError('NOT_FOUND', 'notFound');
  const [row] = await db
    .select()
    .from(offers)
    .where(
      and(
        companyOffers(scope),
        ne(offers.status, 'deleted'),
        id !== null ? eq(offers.id, id) : eq(offers.slug, String(idOrSlug)),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'notFound');
  return row;
}

/** The company's log of offer changes (the offer's own history is in offer_revisions). */
export const auditOffer = (
  db: DbOrTx,
  row: Pick<CompanyOfferRow, 'tenantId' | 'companyId' | 'id' | 'slug'>,
  actorId: string | null,
  action: string,
) =>
  recordAudit(db, {
    tenantId: row.tenantId,
    companyId: row.companyId,
    actorId,
    action,
    subjectType: 'offer',
    subjectId: row.id,
    details: { slug: row.slug },
  });

/** Active = published and not past its end (spec 4: isOfferActive). */
export const isActive = (o: Pick<CompanyOfferRow, 'status' | 'expiresAt'>, now = new Date()) =>
  o.status === 'published' && (!o.expiresAt || o.expiresAt > now);

/** The authenticated get by id-or-slug: the offer in the server shape with its state. */
export async function editableOffer(db: DbOrTx, row: CompanyOfferRow, now = new Date()): Promise<EditableOffer> {
  const shape = await offerToShape(db, row.id);
  return {
    ...shape,
    id: row.id,
    draftId: null,
    offerId: row.id,
    mode: 'edit',
    state: 'workInProgress',
    status: row.status,
    isOfferActive: isActive(row, now),
  };
}

/**
 * The full update of an offer (PATCH /v1/offers/{slug}, update by id): full validation against its
 * plan, then `updateOffer` (its state and dates stay).
 */
export async function updateCompanyOffer(
  db: Db,
  row: CompanyOfferRow,
  shape: ParsedServerShape,
  options: { userId: string | null; now?: Date; hasLogo?: boolean },
): Promise<{ id: number }> {
  const plan = await requirePlan(db, row.tenantId, row.planKey);
  const checked = await checkShape(db, row.tenantId, shape, {
    strength: 'full',
    limits: plan.limits,
    now: options.now,
    hasLogo: options.hasLogo,
  });
  // The expiry of an offer moves only by extending it; the picker's bounds are a new offer's.
  assertNoIssues({ ...checked, issues: checked.issues.filter((i) => i.path[0] !== 'expiredAt') }, 'full');
  const input = await toOfferInput(db, shape, checked, {
    tenantId: row.tenantId,
    companyId: row.companyId,
    planKey: row.planKey,
    limits: row.limits,
    slug: row.slug,
    status: row.status,
  });
  await updateOffer(db, row.id, input, { userId: options.userId, now: options.now });
  await auditOffer(db, row, options.userId, 'offer.updated');
  return { id: row.id };
}

/** POST /v1/offers/{slug}/finish-recruitment: active offers only. */
export async function finishRecruitment(db: Db, row: CompanyOfferRow, userId: string | null, now = new Date()) {
  if (!isActive(row, now)) throw offerError('CONFLICT', 'notActive');
  await changeOfferState(db, [row.id], 'finish', { userId, now });
  await auditOffer(db, row, userId, 'offer.recruitment_finished');
}

/**
 * DELETE /v1/offers/{slug}: inactive offers only (one past its end is expired first). Its open payment
 * attempts (an extension of an ended offer, the payment of one waiting for it) are asked about first — one
 * paid meanwhile made the offer live again, and a live offer is not deleted — then voided in the
 * transaction that deletes the offer, so no attempt stays payable for an offer that is gone; one the payer is
 * in the middle of refuses the deletion (409) and nothing changes.
 */
export async function deleteOffer(db: Db, row: CompanyOfferRow, userId: string | null, now = new Date()) {
  if (isActive(row, now)) throw offerError('CONFLICT', 'notInactive');
  await askAboutOpenPayments(db, row.id, now);
  const boards = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: offers.status, expiresAt: offers.expiresAt })
      .from(offers)
      .where(eq(offers.id, row.id))
      .for('update');
    if (!current || current.status === 'deleted') throw new AppError('NOT_FOUND', 'notFound');
    if (isActive(current, now)) throw offerError('CONFLICT', 'notInactive');
    await voidOpenPayments(
      tx,
      { tenantId: row.tenantId, companyId: row.companyId, userId },
      row.id,
      'offer deleted',
      now,
    );
    const expired =
      current.status === 'published' ? await applyOfferState(tx, [row.id], 'expire', { userId, now }) : [];
    const deleted = await applyOfferState(tx, [row.id], 'delete', { userId, now });
    await auditOffer(tx, row, userId, 'offer.deleted');
    return [...expired, ...deleted];
  });
  await announceOfferBoards(boards);
}

/** GET /v2/employer-panel/offers/end/{slug}: when the offer ends and how it may go on. */
export async function offerEnd(db: DbOrTx, row: CompanyOfferRow, now = new Date()) {
  const [plan] = await db
    .select({ key: plans.key, durationInDays: plans.limits })
    .from(plans)
    .where(and(eq(plans.tenantId, row.tenantId), eq(plans.key, row.planKey)));
  const active = isActive(row, now);
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    isOfferActive: active,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    expiredAt: row.expiresAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    daysLeft:
      active && row.expiresAt ? Math.max(0, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 86_400_000)) : 0,
    planKey: row.planKey,
    extensionDays: plan?.durationInDays.durationInDays ?? row.limits.durationInDays,
    canExtend: row.status === 'published' || row.status === 'expired',
    canRefresh: row.status === 'expired' || row.status === 'finished' || (row.status === 'published' && !active),
    canFinish: active,
    canDelete: !active,
  };
}
