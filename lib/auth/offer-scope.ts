import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { CompanyRight } from './caller';

/** Who asks, as far as the reach of offers goes. */
export interface OfferScopeCaller {
  companyId: number;
  userId: string;
  right: CompanyRight;
}

/**
 * The condition "the caller reaches this offer" for a query already limited to the caller's company: always
 * true for owners and admins; for a recruiter, true unless the company limits recruiters to their offers
 * (companies.recruiters_assigned_only), then only for the offers assigned to them (offer_assignees). The
 * setting is read in the same statement, so a change applies to the very next request.
 */
export function offerInReach(caller: OfferScopeCaller, offerId: SQLWrapper): SQL {
  if (caller.right !== 'recruiter') return sql`true`;
  return sql`(not exists (select 1 from companies rs_c where rs_c.id = ${caller.companyId}
                            and rs_c.recruiters_assigned_only)
              or exists (select 1 from offer_assignees rs_a where rs_a.offer_id = ${offerId}
                            and rs_a.user_id = ${caller.userId}))`;
}

/** Unfinished new drafts (no offer yet): a limited recruiter reaches the ones they started. */
export function draftInReach(caller: OfferScopeCaller, createdBy: SQLWrapper): SQL {
  if (caller.right !== 'recruiter') return sql`true`;
  return sql`(not exists (select 1 from companies rs_c where rs_c.id = ${caller.companyId}
                            and rs_c.recruiters_assigned_only)
              or ${createdBy} = ${caller.userId})`;
}

/** True when the caller is a recruiter limited to the offers assigned to them. */
export async function limitedToAssigned(db: DbOrTx, caller: OfferScopeCaller): Promise<boolean> {
  if (caller.right !== 'recruiter') return false;
  const { rows } = await db.execute<{ on: boolean }>(
    sql`select recruiters_assigned_only as on from companies where id = ${caller.companyId}`,
  );
  return Boolean(rows[0]?.on);
}

/**
 * The same rule when the member's right is not known beforehand (a chat connection acting for several
 * companies, the recipients of a chat event): "user `userId`, a member of company `companyId`, reaches offer
 * `offerId`", the right read from the membership row in the same statement. False for a non-member. A null
 * offer (an offer since removed) is reached by owners, admins and recruiters who are not limited only.
 */
export function memberReachesOffer(userId: SQLWrapper | string, companyId: SQLWrapper, offerId: SQLWrapper): SQL {
  return sql`exists (select 1 from company_members rs_m where rs_m.company_id = ${companyId}
                       and rs_m.user_id = ${userId}
                       and (rs_m.right <> 'recruiter'
                            or not exists (select 1 from companies rs_c where rs_c.id = rs_m.company_id
                                             and rs_c.recruiters_assigned_only)
                            or exists (select 1 from offer_assignees rs_a where rs_a.offer_id = ${offerId}
                                         and rs_a.user_id = rs_m.user_id)))`;
}
