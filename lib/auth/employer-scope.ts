import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { applications, conversations, offerDrafts, offers } from '@/lib/db/schema';
import type { ApiKeyCaller } from './api-key';
import type { CompanyRight } from './caller';

/**
 * The one place employer reads are scoped (decisions 0031, 0043, 0067). Every employer query over offers,
 * their drafts, applications or conversations starts from one of these bases, so the board, the company and a
 * recruiter's reach cannot be forgotten at a call site:
 * - `companyOffers(scope)`: offers on the caller's board, of the caller's active company, that the caller
 *   reaches;
 * - `visibleApplications(scope)`: the confirmed, not yet erased applications to those offers;
 * - `companyDrafts(scope)`: unfinished new drafts of the company (a limited recruiter's own ones);
 * - `memberConversations(userId, companyIds)` and `memberDrafts(tenantId, userId, companyIds)`: for the hubs,
 *   whose connection acts for every company of the user rather than one active company, the chat
 *   conversations whose employer side a member reaches and the drafts the assistant may read.
 *
 * Reach: owners and admins reach every offer of the company; a recruiter too, unless the company limits
 * recruiters to their assigned offers (companies.recruiters_assigned_only), then only those (offer_assignees).
 * The setting is read in the same statement, so a change applies to the very next request. A company API key
 * acts as the company itself: it reaches every offer, as an owner does (which keys exist, and with which
 * scopes, only owners and admins decide; decision 0055).
 */

/** A member acting for their active company (an `EmployerCaller` is one). */
export interface MemberScope {
  tenantId: number;
  companyId: number;
  userId: string;
  right: CompanyRight;
}

/**
 * The company as a whole: a company API key (it acts as the company, owner-wide), or the system acting for the
 * company (`kind: 'company'`: the offer form's admin import, a job). Reaches every offer of the company.
 */
export type CompanyScope =
  | Pick<ApiKeyCaller, 'kind' | 'tenantId' | 'companyId'>
  | {
      kind: 'company';
      tenantId: number;
      companyId: number;
    };

/** Whoever reads a company's offers: a member acting for their active company, or the company as a whole. */
export type EmployerScope = MemberScope | CompanyScope;

/** The company as a whole, for the system acting for it. */
export const wholeCompany = (tenantId: number, companyId: number): CompanyScope => ({
  kind: 'company',
  tenantId,
  companyId,
});

/** The columns of an offer a condition needs: the `offers` table itself, or a raw-SQL alias such as `'o'`. */
type OfferRef = typeof offers | string;
type ApplicationRef = typeof applications | string;

const col = (ref: string, name: string) => sql`${sql.identifier(ref)}.${sql.identifier(name)}`;

function offerCols(ref: OfferRef): { id: SQLWrapper; tenantId: SQLWrapper; companyId: SQLWrapper } {
  if (typeof ref !== 'string') return { id: ref.id, tenantId: ref.tenantId, companyId: ref.companyId };
  return { id: col(ref, 'id'), tenantId: col(ref, 'tenant_id'), companyId: col(ref, 'company_id') };
}

/** True when the scope is a recruiter whom the company may limit to assigned offers. */
const limitable = (scope: EmployerScope): scope is MemberScope => 'right' in scope && scope.right === 'recruiter';

const companyLimitsRecruiters = (companyId: number) =>
  sql`exists (select 1 from companies rs_c where rs_c.id = ${companyId} and rs_c.recruiters_assigned_only)`;

/** "The caller reaches this offer", for an offer already known to be the company's. */
function offerInReach(scope: EmployerScope, offerId: SQLWrapper): SQL {
  if (!limitable(scope)) return sql`true`;
  return sql`(not ${companyLimitsRecruiters(scope.companyId)}
              or exists (select 1 from offer_assignees rs_a where rs_a.offer_id = ${offerId}
                            and rs_a.user_id = ${scope.userId}))`;
}

/**
 * The condition "this offer is one of the caller's": on the caller's board, of the caller's company, in the
 * caller's reach. `on` is the `offers` table (the default, for Drizzle queries) or the alias raw SQL gives it.
 */
export function companyOffers(scope: EmployerScope, on: OfferRef = offers): SQL {
  const o = offerCols(on);
  return sql`(${o.tenantId} = ${scope.tenantId} and ${o.companyId} = ${scope.companyId} and ${offerInReach(scope, o.id)})`;
}

/**
 * The condition "the caller sees this application": confirmed, its personal data not erased by the retention
 * clock, to one of `companyOffers(scope)`. The query joins the application's offer as `offer`.
 */
export function visibleApplications(
  scope: EmployerScope,
  application: ApplicationRef = applications,
  offer: OfferRef = offers,
): SQL {
  const confirmed = typeof application === 'string' ? col(application, 'is_confirmed') : application.isConfirmed;
  const email = typeof application === 'string' ? col(application, 'email') : application.email;
  const offerId = typeof application === 'string' ? col(application, 'offer_id') : application.offerId;
  return sql`(${offerId} = ${offerCols(offer).id} and ${confirmed} and ${email} <> '' and ${companyOffers(scope, offer)})`;
}

/**
 * The condition "this unfinished draft is the caller's": on the caller's board, of the caller's company, and a draft of an
 * existing offer follows the offer's reach; a new draft (no offer yet) of a limited recruiter is reached when
 * they started it. `on` is the `offer_drafts` table or a raw-SQL alias.
 */
export function companyDrafts(scope: EmployerScope, on: typeof offerDrafts | string = offerDrafts): SQL {
  const d =
    typeof on === 'string'
      ? {
          tenantId: col(on, 'tenant_id'),
          companyId: col(on, 'company_id'),
          offerId: col(on, 'offer_id'),
          createdBy: col(on, 'created_by'),
        }
      : { tenantId: on.tenantId, companyId: on.companyId, offerId: on.offerId, createdBy: on.createdBy };
  return sql`(${d.tenantId} = ${scope.tenantId} and ${d.companyId} = ${scope.companyId}
              and ${draftInReach(scope, d.offerId, d.createdBy)})`;
}

function draftInReach(scope: EmployerScope, offerId: SQLWrapper, createdBy: SQLWrapper): SQL {
  if (!limitable(scope)) return sql`true`;
  return sql`(case when ${offerId} is null
                   then (not ${companyLimitsRecruiters(scope.companyId)} or ${createdBy} = ${scope.userId})
                   else ${offerInReach(scope, offerId)} end)`;
}

/** True when the caller is a recruiter limited to the offers assigned to them. */
export async function limitedToAssigned(db: DbOrTx, scope: EmployerScope): Promise<boolean> {
  if (!limitable(scope)) return false;
  const { rows } = await db.execute<{ on: boolean }>(
    sql`select recruiters_assigned_only as on from companies where id = ${scope.companyId}`,
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

/**
 * The condition "this unfinished draft is the member's", for a hub connection acting for every company of the
 * user: a draft of one of `companyIds` on the board, which the member reaches by the right held in the draft's
 * company (a draft of an offer: the offer's reach; a new draft: a limited recruiter's own ones only).
 */
export function memberDrafts(tenantId: number, userId: string, companyIds: readonly number[]): SQL {
  if (companyIds.length === 0) return sql`false`;
  return sql`(${offerDrafts.tenantId} = ${tenantId} and ${offerDrafts.companyId} in (${sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  )}) and exists (select 1 from company_members rs_m where rs_m.company_id = ${offerDrafts.companyId}
                     and rs_m.user_id = ${userId}
                     and (rs_m.right <> 'recruiter'
                          or not exists (select 1 from companies rs_c where rs_c.id = rs_m.company_id
                                           and rs_c.recruiters_assigned_only)
                          or (${offerDrafts.offerId} is null and ${offerDrafts.createdBy} = rs_m.user_id)
                          or exists (select 1 from offer_assignees rs_a where rs_a.offer_id = ${offerDrafts.offerId}
                                       and rs_a.user_id = rs_m.user_id))))`;
}

/**
 * The condition "this conversation's employer side is the member's": one of `companyIds` (the companies the
 * chat connection acts for, on its board) and a company where the member reaches the conversation's offer.
 * Every employer-side read, write and event of the chat hub goes through it.
 */
export function memberConversations(userId: string, companyIds: readonly number[]): SQL {
  if (companyIds.length === 0) return sql`false`;
  return sql`(${conversations.companyId} in (${sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  )}) and ${memberReachesOffer(userId, conversations.companyId, conversations.offerId)})`;
}
