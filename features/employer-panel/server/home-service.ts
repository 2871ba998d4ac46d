import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

/** The panel home's figures for one company, read in one statement (each part on an index by company). */
export interface PanelOverview {
  activeOffers: number;
  inactiveOffers: number;
  drafts: number;
  applications: number;
  newApplications: number;
  applicationsThisWeek: number;
  paidPayments: number;
  paidGross: number;
  members: number;
  invitations: number;
}

export async function panelOverview(db: Db, companyId: number, now = new Date()): Promise<PanelOverview> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const { rows } = await db.execute<Record<keyof PanelOverview, number | string>>(sql`
    with own as (select id, status, expires_at from offers where company_id = ${companyId} and status <> 'deleted')
    select
      (select count(*) from own where status = 'published' and expires_at > ${now.toISOString()}::timestamptz)::int as "activeOffers",
      (select count(*) from own where not (status = 'published' and expires_at > ${now.toISOString()}::timestamptz))::int as "inactiveOffers",
      (select count(*) from offer_drafts where company_id = ${companyId} and state <> 'converted')::int as "drafts",
      (select count(*) from applications a join own on own.id = a.offer_id)::int as "applications",
      (select count(*) from applications a join own on own.id = a.offer_id where a.status = 'new')::int as "newApplications",
      (select count(*) from applications a join own on own.id = a.offer_id where a.created_at >= ${weekAgo.toISOString()}::timestamptz)::int as "applicationsThisWeek",
      (select count(*) from payments where company_id = ${companyId} and status in ('paid', 'ok'))::int as "paidPayments",
      (select coalesce(sum(gross_amount), 0) from payments where company_id = ${companyId} and status in ('paid', 'ok'))::float8 as "paidGross",
      (select count(*) from company_members where company_id = ${companyId})::int as "members",
      (select count(*) from company_invitations where company_id = ${companyId} and accepted_at is null)::int as "invitations"
  `);
  const row = rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as PanelOverview;
}
