import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { OfferFilters } from '@/features/offers/search-params';
import { offerConditions } from '@/features/offers/server/public';
import type { Db } from '@/lib/db/client';
import {
  companies,
  guests,
  jobAlertDeliveries,
  jobAlerts,
  jobFilters,
  offerListings,
  offers,
  tenants,
  users,
} from '@/lib/db/schema';
import { boardOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMails, type OutgoingMail } from '@/lib/mail/outbox';
import type { ScheduledJob } from '@/lib/scheduler/scheduler';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../schemas';
import { offerUrl } from './alert-links';
import { digestMail, type AlertMailTarget } from './alert-mails';
import { digestSlotOf } from './digest-schedule';
import { resolveSavedFilters } from './saved-search';

/** Spec: "at most a few per company"; a digest lists at most 20 offers, newest first. */
export const MAX_PER_COMPANY = 3;
export const MAX_PER_MAIL = 20;
/** Newest matching offers read per distinct filter set (enough for 20 per mail under the company cap). */
const GROUP_ROWS = 300;
const CHUNK = 500;
const GROUP_CONCURRENCY = 4;

interface DueAlert {
  id: number;
  jobFilterId: number;
  tenantId: number;
  locale: Locale;
  origin: string | null;
  unsubscribeCode: string;
  since: Date;
  name: string;
  searchUrl: string;
  filters: OfferFilters;
  filterKey: string;
  email: string | null;
}

interface GroupOffer {
  id: number;
  publishedAt: Date;
  slug: string;
  title: string;
  companyId: number;
  company: string;
}

export interface DigestStats {
  alerts: number;
  groups: number;
  mails: number;
  offers: number;
}

/** Times of the per-filter-group queries, for the benchmark. */
export interface DigestProbe {
  groupQueryMs: number[];
}

async function dueAlerts(db: Db, frequency: AlertFrequency): Promise<DueAlert[]> {
  const rows = await db
    .select({
      id: jobAlerts.id,
      jobFilterId: jobAlerts.jobFilterId,
      tenantId: jobFilters.tenantId,
      locale: jobAlerts.locale,
      origin: jobAlerts.origin,
      unsubscribeCode: jobAlerts.unsubscribeCode,
      since:
        sql<Date>`coalesce(${jobAlerts.lastDeliveredAt}, ${jobAlerts.activatedAt}, ${jobAlerts.createdAt})`.mapWith(
          (v: string | Date) => new Date(v),
        ),
      name: jobFilters.name,
      searchUrl: jobFilters.searchUrl,
      filters: jobFilters.filters,
      filterKey: jobFilters.filterKey,
      email: sql<string | null>`coalesce(${users.email}, ${guests.email})`,
    })
    .from(jobAlerts)
    .innerJoin(jobFilters, eq(jobFilters.id, jobAlerts.jobFilterId))
    .leftJoin(users, eq(users.id, jobFilters.userId))
    .leftJoin(guests, eq(guests.id, jobFilters.guestId))
    .where(and(eq(jobAlerts.status, 'active'), eq(jobAlerts.frequency, frequency)));
  return rows as unknown as DueAlert[];
}

/** The newest listed offers of one filter set published in (since, now]. */
async function groupOffers(db: Db, tenantId: number, filters: OfferFilters, since: Date, now: Date) {
  const resolved = await resolveSavedFilters(db, { id: tenantId }, filters, now);
  if (!resolved) return [];
  return db
    .select({
      id: offerListings.offerId,
      publishedAt: offerListings.publishedAt,
      slug: offers.slug,
      title: offers.title,
      companyId: offers.companyId,
      company: companies.name,
    })
    .from(offerListings)
    .innerJoin(offers, eq(offers.id, offerListings.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(and(offerConditions(resolved), gt(offerListings.publishedAt, since), lte(offerListings.publishedAt, now)))
    .orderBy(desc(offerListings.publishedAt), desc(offerListings.offerId))
    .limit(GROUP_ROWS);
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** Picks an alert's offers: newer than its last digest, never sent before, ≤ 3 per company, ≤ 20. */
function pickOffers(candidates: GroupOffer[], since: Date, sent: Set<number> | undefined): GroupOffer[] {
  const perCompany = new Map<number, number>();
  const picked: GroupOffer[] = [];
  for (const offer of candidates) {
    if (offer.publishedAt <= since || sent?.has(offer.id)) continue;
    const n = perCompany.get(offer.companyId) ?? 0;
    if (n >= MAX_PER_COMPANY) continue;
    perCompany.set(offer.companyId, n + 1);
    picked.push(offer);
    if (picked.length >= MAX_PER_MAIL) break;
  }
  return picked;
}

/**
 * Sends one frequency's digests: alerts with the same filters share one search query; each alert
 * gets one e-mail with what is new for it. Mails, deliveries and lastDeliveredAt are written in
 * one transaction per chunk, so a crash never sends an offer twice or loses one.
 */
export async function runDigest(
  db: Db,
  frequency: AlertFrequency,
  now = new Date(),
  probe?: DigestProbe,
): Promise<DigestStats> {
  const alerts = await dueAlerts(db, frequency);
  const boards = new Map(
    (await db.select({ id: tenants.id, slug: tenants.slug, config: tenants.config }).from(tenants)).map((t) => [
      t.id,
      t,
    ]),
  );
  const groups = new Map<string, DueAlert[]>();
  for (const alert of alerts) {
    if (!alert.email || !boards.get(alert.tenantId)?.config.flags.enableJobAlerts) continue;
    const key = `${alert.tenantId} ${alert.filterKey}`;
    const list = groups.get(key);
    if (list) list.push(alert);
    else groups.set(key, [alert]);
  }
  const offersByGroup = new Map<string, GroupOffer[]>();
  await inPool([...groups], GROUP_CONCURRENCY, async ([key, members]) => {
    const since = new Date(Math.min(...members.map((a) => a.since.getTime())));
    const started = performance.now();
    offersByGroup.set(key, await groupOffers(db, members[0]!.tenantId, members[0]!.filters, since, now));
    probe?.groupQueryMs.push(performance.now() - started);
  });

  const stats: DigestStats = { alerts: alerts.length, groups: groups.size, mails: 0, offers: 0 };
  const ready = [...groups].flatMap(([key, members]) => members.map((alert) => ({ alert, key })));
  for (let start = 0; start < ready.length; start += CHUNK) {
    const chunk = ready.slice(start, start + CHUNK);
    const offerIds = [...new Set(chunk.flatMap(({ key }) => offersByGroup.get(key)!.map((o) => o.id)))];
    const alertIds = chunk.map(({ alert }) => alert.id);
    const sent = new Map<number, Set<number>>();
    if (offerIds.length) {
      const rows = await db
        .select({ alertId: jobAlertDeliveries.jobAlertId, offerId: jobAlertDeliveries.offerId })
        .from(jobAlertDeliveries)
        .where(
          and(
            sql`${jobAlertDeliveries.jobAlertId} = any(${sql.param(alertIds)}::int[])`,
            sql`${jobAlertDeliveries.offerId} = any(${sql.param(offerIds)}::int[])`,
          ),
        );
      for (const r of rows) (sent.get(r.alertId) ?? sent.set(r.alertId, new Set()).get(r.alertId)!).add(r.offerId);
    }
    const mails: OutgoingMail[] = [];
    const deliveries: { jobAlertId: number; offerId: number }[] = [];
    const delivered: number[] = [];
    for (const { alert, key } of chunk) {
      const picked = pickOffers(offersByGroup.get(key)!, alert.since, sent.get(alert.id));
      if (picked.length === 0) continue;
      const board = boards.get(alert.tenantId)!;
      // Links come from configuration only: the origin stored with an alert was once taken from a request.
      const origin = boardOrigin(board.slug);
      const target: AlertMailTarget = {
        tenantId: alert.tenantId,
        tenantSlug: board.slug,
        brand: board.config.brand.name,
        origin,
        locale: alert.locale,
        to: alert.email!,
        jobFilterId: alert.jobFilterId,
        name: alert.name,
        searchUrl: alert.searchUrl,
        unsubscribeCode: alert.unsubscribeCode,
      };
      mails.push(
        digestMail(
          target,
          picked.map((o) => ({ title: o.title, company: o.company, url: offerUrl(origin, alert.locale, o.slug) })),
        ),
      );
      for (const o of picked) deliveries.push({ jobAlertId: alert.id, offerId: o.id });
      delivered.push(alert.id);
    }
    if (mails.length === 0) continue;
    await db.transaction(async (tx) => {
      await enqueueMails(tx, mails);
      for (let i = 0; i < deliveries.length; i += 5000)
        await tx
          .insert(jobAlertDeliveries)
          .values(deliveries.slice(i, i + 5000).map((d) => ({ ...d, sentAt: now })))
          .onConflictDoNothing();
      await tx
        .update(jobAlerts)
        .set({ lastDeliveredAt: now })
        .where(sql`${jobAlerts.id} = any(${sql.param(delivered)}::int[])`);
    });
    stats.mails += mails.length;
    stats.offers += deliveries.length;
  }
  return stats;
}

/** One scheduled job per frequency; the slot is the Warsaw date, claimed once across instances. */
export function digestJob(frequency: AlertFrequency): ScheduledJob {
  return {
    name: `alert-digest-${frequency}`,
    intervalMs: 5 * 60_000,
    slotOf: (now) => digestSlotOf(frequency, now),
    run: async (db, _slot, now) => ({ ...(await runDigest(db, frequency, now)) }),
  };
}

export const ALERT_DIGEST_JOBS: ScheduledJob[] = ALERT_FREQUENCIES.map(digestJob);
