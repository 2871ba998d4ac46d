import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { companyOffer } from '@/features/offer-form/server/public';
import { recordAudit } from '@/lib/audit';
import type { EmployerCaller } from '@/lib/auth/caller';
import type { Db, DbOrTx } from '@/lib/db/client';
import { companyMembers, offerAssignees, users } from '@/lib/db/schema';
import { errorsTranslator } from '@/lib/http/error-messages';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import type { OfferAssignees } from '../schemas';

const MESSAGES = { pl, en } as const;

/** The company's recruiters, by name: who an offer can be assigned to. */
async function companyRecruiters(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.right, 'recruiter')))
    .orderBy(asc(users.name), asc(users.email));
}

async function assignedIds(db: DbOrTx, offerId: number) {
  const rows = await db
    .select({ userId: offerAssignees.userId })
    .from(offerAssignees)
    .where(eq(offerAssignees.offerId, offerId));
  return rows.map((r) => r.userId).sort();
}

/**
 * GET /v2/employer-panel/offers/{id}/assignees: the recruiters an offer of the company is assigned to, and
 * the company's recruiters to choose from (owners and admins see every offer, so they are not assigned).
 */
export async function getOfferAssignees(db: Db, caller: EmployerCaller, idOrSlug: string): Promise<OfferAssignees> {
  const offer = await companyOffer(db, caller, idOrSlug);
  const [recruiters, assigned] = await Promise.all([
    companyRecruiters(db, caller.companyId),
    assignedIds(db, offer.id),
  ]);
  return { offerId: offer.id, assigned: assigned.filter((id) => recruiters.some((r) => r.id === id)), recruiters };
}

/**
 * PUT /v2/employer-panel/offers/{id}/assignees: the offer's recruiters, replaced by these (audited when they
 * change). Anyone who is not a recruiter of the company is a 422 on `userIds`.
 */
export async function setOfferAssignees(
  db: Db,
  caller: EmployerCaller,
  idOrSlug: string,
  userIds: readonly string[],
  locale: Locale,
): Promise<OfferAssignees> {
  const offer = await companyOffer(db, caller, idOrSlug);
  const wanted = [...new Set(userIds)].sort();
  await db.transaction(async (tx) => {
    const recruiters = wanted.length
      ? await tx
          .select({ userId: companyMembers.userId })
          .from(companyMembers)
          .where(
            and(
              eq(companyMembers.companyId, caller.companyId),
              eq(companyMembers.right, 'recruiter'),
              inArray(companyMembers.userId, wanted),
            ),
          )
      : [];
    if (recruiters.length !== wanted.length) {
      const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'employerOffers.assignees' });
      throw new AppError('UNPROCESSABLE', errorsTranslator(locale)('badRequest'), {
        fields: [{ field: 'userIds', message: t('notRecruiter') }],
      });
    }
    // Serialises concurrent changes of one offer's list (the audit's "from" is then exact).
    await tx.execute(sqlLockOffer(offer.id));
    const before = await assignedIds(tx, offer.id);
    if (before.join() === wanted.join()) return;
    await tx.delete(offerAssignees).where(eq(offerAssignees.offerId, offer.id));
    if (wanted.length)
      await tx
        .insert(offerAssignees)
        .values(wanted.map((userId) => ({ offerId: offer.id, userId, assignedBy: caller.userId })));
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      actorId: caller.userId,
      action: 'offer.assignees_updated',
      subjectType: 'offer',
      subjectId: offer.id,
      details: { assignees: { from: before, to: wanted } },
    });
  });
  return getOfferAssignees(db, caller, String(offer.id));
}

const sqlLockOffer = (offerId: number) => sql`select id from offers where id = ${offerId} for update`;
