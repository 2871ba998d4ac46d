import { and, eq, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { changeOfferState, type OfferStateAction } from '@/features/offers/server/public';
import { listTenants, type Tenant } from '@/lib/tenants/tenant-service';
import type { Db, DbOrTx } from '@/lib/db/client';
import { companyMembers, offerExpiryReminders, users } from '@/lib/db/schema';
import { boardOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { logger } from '@/lib/log';
import { enqueueMail, type OutgoingMail } from '@/lib/mail/outbox';
import { renderMail } from '@/lib/mail/render';
import { localizedPaths } from '@/lib/paths';
import { slots, type ScheduledJob } from '@/lib/scheduler/scheduler';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';

/**
 * The life of a published offer, as scheduled jobs (docs/decisions/0025-plans-and-offer-life.md):
 * bump-ups per the plan, expiry at the end, and one "ends soon" e-mail 3 days before it. Each job
 * claims its slot in job_runs (lib/scheduler) and decides from the database alone what is due, so
 * a run repeated after a crash, or a missed slot, does the right thing. States change only through
 * the offer writer.
 */

const DAY = 86_400_000;
/** Offers handled per statement; a run that finds more picks the rest up in its next slot. */
const BATCH = 200;
export const REMINDER_DAYS_BEFORE = 3;

/**
 * Applies a state action to offers in batches. An offer whose state changed since it was read
 * (finished by its employer a moment ago) makes its batch fail as a whole in the writer, so that
 * batch is retried offer by offer and the one that no longer fits is skipped.
 */
export async function applyAction(db: Db, ids: number[], action: OfferStateAction, now: Date): Promise<number> {
  let done = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    try {
      await changeOfferState(db, batch, action, { now });
      done += batch.length;
    } catch {
      for (const id of batch) {
        try {
          await changeOfferState(db, [id], action, { now });
          done += 1;
        } catch (error) {
          logger.warn({ err: error, offerId: id, action }, 'offer skipped by a scheduled job');
        }
      }
    }
  }
  return done;
}

/**
 * Published offers due a bump-up at `now`: the plan allows `bumpsUpCount` bump-ups, the k-th due
 * `k × bumpsUpEveryDays` after the current publication started. Bump-ups done are counted from
 * the offer's revisions since that start, so a re-publication starts the schedule again.
 */
export async function offersDueBump(db: DbOrTx, now: Date, limit = 5000): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select o.id from offers o
    cross join lateral (
      select count(*)::int as done from offer_revisions r
      where r.offer_id = o.id and r.action = 'bump' and r.created_at >= o.published_at
    ) b
    where o.status = 'published'
      and o.published_at is not null
      and (o.expires_at is null or o.expires_at > ${now})
      and coalesce((o.limits->>'bumpsUpCount')::int, 0) > b.done
      and coalesce((o.limits->>'bumpsUpEveryDays')::int, 0) > 0
      and o.published_at + (b.done + 1) * make_interval(days => (o.limits->>'bumpsUpEveryDays')::int) <= ${now}
    order by o.id
    limit ${limit}`);
  return rows.map((r) => Number(r.id));
}

export async function bumpDueOffers(db: Db, now: Date) {
  const ids = await offersDueBump(db, now);
  return { due: ids.length, bumped: await applyAction(db, ids, 'bump', now) };
}

/** Published offers whose end has come. */
export async function offersDueExpiry(db: DbOrTx, now: Date, limit = 5000): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from offers where status = 'published' and expires_at <= ${now} order by id limit ${limit}`);
  return rows.map((r) => Number(r.id));
}

export async function expireDueOffers(db: Db, now: Date) {
  const ids = await offersDueExpiry(db, now);
  return { due: ids.length, expired: await applyAction(db, ids, 'expire', now) };
}

type ReminderCandidate = {
  id: number;
  tenant_id: number;
  company_id: number;
  slug: string;
  title: string;
  company_name: string;
  contact: { email?: string } | null;
  expires_at: Date | string;
};

const MESSAGES = { pl, en } as const;

/** The mail's language: the board's default (a company has no language of its own; see 0025). */
const localeOf = (tenant: Tenant): Locale => (tenant.config.defaultLocale === 'en' ? 'en' : 'pl');

/** The one-click extend link: the offer form in extend mode, on the board's configured origin. */
export function extendUrl(tenant: Tenant, slug: string, locale: Locale): string {
  return `${boardOrigin(tenant.slug)}${localizedPaths(locale).employerOfferEdit(slug)}?mode=extend`;
}

export function buildReminderMail(
  tenant: Tenant,
  to: string,
  offer: { slug: string; title: string; companyName: string; expiresAt: Date },
): OutgoingMail {
  const locale = localeOf(tenant);
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'plans.reminder' });
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  }).format(offer.expiresAt);
  const { html, text } = renderMail({
    brand: tenant.config.brand.name,
    heading: t('subject', { title: offer.title, date }),
    paragraphs: [t('greeting'), t('body', { title: offer.title, company: offer.companyName, date }), t('after')],
    action: { label: t('cta'), url: extendUrl(tenant, offer.slug, locale) },
    footer: [t('footer', { board: tenant.config.brand.name })],
  });
  return { tenantId: tenant.id, to, subject: t('subject', { title: offer.title, date }), html, text };
}

/**
 * Who is told an offer ends: the company's owners (they can sign in, extend and pay); the
 * offer's contact address only when the company has no owner account (imported or demo offers).
 */
async function reminderRecipients(tx: DbOrTx, companyId: number, contactEmail: string | undefined) {
  const owners = await tx
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.right, 'owner')))
    .orderBy(users.email);
  const emails = [...new Set(owners.map((o) => o.email.toLowerCase()))];
  if (emails.length === 0 && contactEmail) emails.push(contactEmail);
  return emails;
}

/**
 * Queues the "ends in 3 days" e-mail of every published offer whose end is that close and not yet
 * announced. The reminder row and the e-mails are written in one transaction: the row's primary key
 * (offer, end date) makes a second run, or a second instance, write nothing.
 */
export async function remindEndingOffers(db: Db, now: Date) {
  const horizon = new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY);
  const { rows } = await db.execute<ReminderCandidate>(sql`
    select o.id, o.tenant_id, o.company_id, o.slug, o.title, o.company_name, o.contact, o.expires_at
    from offers o
    where o.status = 'published' and o.expires_at > ${now} and o.expires_at <= ${horizon}
      and not exists (
        select 1 from offer_expiry_reminders x where x.offer_id = o.id and x.expires_at = o.expires_at)
    order by o.expires_at, o.id
    limit 2000`);
  const tenants = new Map((await listTenants(db)).map((t) => [t.id, t]));
  let reminded = 0;
  let mails = 0;
  for (const row of rows) {
    const tenant = tenants.get(Number(row.tenant_id));
    if (!tenant) continue;
    const expiresAt = new Date(row.expires_at);
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(offerExpiryReminders)
        .values({ offerId: Number(row.id), expiresAt, sentAt: now })
        .onConflictDoNothing()
        .returning({ offerId: offerExpiryReminders.offerId });
      if (claimed.length === 0) return null;
      const to = await reminderRecipients(tx, Number(row.company_id), row.contact?.email);
      for (const email of to)
        await enqueueMail(
          tx,
          buildReminderMail(tenant, email, {
            slug: row.slug,
            title: row.title,
            companyName: row.company_name,
            expiresAt,
          }),
        );
      return to.length;
    });
    if (sent === null) continue;
    reminded += 1;
    mails += sent;
  }
  return { due: rows.length, reminded, mails };
}

export const offerExpiryJob: ScheduledJob = {
  name: 'offer-expiry',
  intervalMs: 60_000,
  slotOf: (now) => slots.everyMinutes(now, 10),
  run: (db, _slot, now) => expireDueOffers(db, now),
};

export const offerBumpJob: ScheduledJob = {
  name: 'offer-bump-ups',
  intervalMs: 5 * 60_000,
  slotOf: slots.hourly,
  run: (db, _slot, now) => bumpDueOffers(db, now),
};

export const offerReminderJob: ScheduledJob = {
  name: 'offer-expiry-reminders',
  intervalMs: 5 * 60_000,
  slotOf: slots.hourly,
  run: (db, _slot, now) => remindEndingOffers(db, now),
};

export const OFFER_LIFE_JOBS: readonly ScheduledJob[] = [offerExpiryJob, offerBumpJob, offerReminderJob];
