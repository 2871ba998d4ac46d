import 'server-only';
import { sql } from 'drizzle-orm';
import { companyDrafts, companyOffers, visibleApplications, type EmployerScope } from '@/lib/auth/employer-scope';
import { countedApplication } from '@/features/employer-offers/server/public';
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

/**
 * Offers, drafts and applications are read from the scoped bases (lib/auth/employer-scope): a recruiter limited
 * to assigned offers counts theirs (and the drafts they started) only; the company's spending and team stay
 * the company's.
 */
export async function panelOverview(db: Db, scope: EmployerScope, now = new Date()): Promise<PanelOverview> {
  const { companyId } = scope;
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const counted = countedApplication('a');
  const { rows } = await db.execute<Record<keyof PanelOverview, number | string>>(sql`
    with own as (select o.id, o.status, o.expires_at from offers o
                  where ${companyOffers(scope, 'o')} and o.status <> 'deleted')
    select
      (select count(*) from own where status = 'published' and expires_at > ${now.toISOString()}::timestamptz)::int as "activeOffers",
      (select count(*) from own where not (status = 'published' and expires_at > ${now.toISOString()}::timestamptz))::int as "inactiveOffers",
      (select count(*) from offer_drafts d where ${companyDrafts(scope, 'd')} and d.state <> 'converted')::int as "drafts",
      (select count(*) from applications a join own on own.id = a.offer_id where ${counted})::int as "applications",
      (select count(*) from applications a join own on own.id = a.offer_id where ${counted} and a.status = 'new')::int as "newApplications",
      (select count(*) from applications a join own on own.id = a.offer_id where ${counted} and a.created_at >= ${weekAgo.toISOString()}::timestamptz)::int as "applicationsThisWeek",
      (select count(*) from payments where company_id = ${companyId} and status in ('paid', 'ok'))::int as "paidPayments",
      (select coalesce(sum(gross_amount), 0) from payments where company_id = ${companyId} and status in ('paid', 'ok'))::float8 as "paidGross",
      (select count(*) from company_members where company_id = ${companyId})::int as "members",
      (select count(*) from company_invitations where company_id = ${companyId} and accepted_at is null)::int as "invitations"
  `);
  const row = rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as PanelOverview;
}

const DAY_MS = 86_400_000;

/** How many of each list the home shows. */
const HOME_LIST_SIZE = 5;
/** "Ending soon": offers whose end is this close. */
export const ENDING_SOON_DAYS = 7;

export interface PanelHighlights {
  endingSoon: { id: number; slug: string; title: string; expiresAt: string }[];
  newApplications: { id: number; offerId: number; offerTitle: string; name: string; createdAt: string }[];
  /** Applications nobody has answered yet (new or only seen), oldest first. */
  waitingLongest: { id: number; offerId: number; offerTitle: string; name: string; createdAt: string }[];
  /** The last 7 days against the 7 before. */
  week: Record<'views' | 'applications' | 'published', { current: number; previous: number }>;
}

/** The lists of the panel home: what ends soon, what came in, who waits for an answer, and the week's trend. */
export async function panelHighlights(db: Db, scope: EmployerScope, now = new Date()): Promise<PanelHighlights> {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  // A recruiter limited to assigned offers sees the highlights of theirs only.
  const own = companyOffers(scope, 'o');
  const visibleApp = visibleApplications(scope, 'a', 'o');
  type AppRow = { id: number; offer_id: number; title: string; name: string; created_at: string | Date };
  const apps = (rows: AppRow[]) =>
    rows.map((r) => ({
      id: Number(r.id),
      offerId: Number(r.offer_id),
      offerTitle: r.title,
      name: r.name,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  const [ending, fresh, waiting, week] = await Promise.all([
    db.execute<{ id: number; slug: string; title: string; expires_at: string | Date }>(sql`
      select o.id, o.slug, o.title, o.expires_at from offers o
       where ${own} and o.status = 'published'
         and o.expires_at > ${at(0)}::timestamptz and o.expires_at <= ${at(ENDING_SOON_DAYS * DAY_MS)}::timestamptz
       order by o.expires_at limit ${HOME_LIST_SIZE}`),
    db.execute<AppRow>(sql`
      select a.id, a.offer_id, o.title, a.name, a.created_at from applications a join offers o on o.id = a.offer_id
       where ${visibleApp} and a.status = 'new' order by a.created_at desc limit ${HOME_LIST_SIZE}`),
    db.execute<AppRow>(sql`
      select a.id, a.offer_id, o.title, a.name, a.created_at from applications a join offers o on o.id = a.offer_id
       where ${visibleApp} and a.answered_at is null and a.status in ('new', 'seen') and o.status <> 'deleted'
       order by a.created_at asc limit ${HOME_LIST_SIZE}`),
    db.execute<Record<string, number>>(sql`
      select
        (select coalesce(sum(s.detail_views), 0) from offer_stats_daily s join offers o on o.id = s.offer_id
          where ${own} and s.day > ${at(-7 * DAY_MS).slice(0, 10)}::date)::int as views_now,
        (select coalesce(sum(s.detail_views), 0) from offer_stats_daily s join offers o on o.id = s.offer_id
          where ${own} and s.day > ${at(-14 * DAY_MS).slice(0, 10)}::date
            and s.day <= ${at(-7 * DAY_MS).slice(0, 10)}::date)::int as views_before,
        (select count(*) from applications a join offers o on o.id = a.offer_id
          where ${own} and ${countedApplication('a')} and a.created_at > ${at(-7 * DAY_MS)}::timestamptz)::int as apps_now,
        (select count(*) from applications a join offers o on o.id = a.offer_id
          where ${own} and ${countedApplication('a')} and a.created_at > ${at(-14 * DAY_MS)}::timestamptz
            and a.created_at <= ${at(-7 * DAY_MS)}::timestamptz)::int as apps_before,
        (select count(*) from offers o where ${own} and o.published_at > ${at(-7 * DAY_MS)}::timestamptz)::int as pub_now,
        (select count(*) from offers o where ${own} and o.published_at > ${at(-14 * DAY_MS)}::timestamptz
            and o.published_at <= ${at(-7 * DAY_MS)}::timestamptz)::int as pub_before`),
  ]);
  const w = week.rows[0] ?? {};
  const pair = (current: unknown, previous: unknown) => ({
    current: Number(current ?? 0),
    previous: Number(previous ?? 0),
  });
  return {
    endingSoon: ending.rows.map((r) => ({
      id: Number(r.id),
      slug: r.slug,
      title: r.title,
      expiresAt: new Date(r.expires_at).toISOString(),
    })),
    newApplications: apps(fresh.rows),
    waitingLongest: apps(waiting.rows),
    week: {
      views: pair(w.views_now, w.views_before),
      applications: pair(w.apps_now, w.apps_before),
      published: pair(w.pub_now, w.pub_before),
    },
  };
}
