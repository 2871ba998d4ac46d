import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { OfferFilters } from '@/features/offers/search-params';
import { requireCandidate, type Caller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { jobAlerts, jobFilters, users } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { assertRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { CONFLICT_MESSAGES, SERVER_FILTER_LIMIT, type AlertFrequency, type JobFilterDto } from '../schemas';
import { hashCode, newCode } from './codes';
import { canonicalSearch, countOffersPublishedAfter, resolveSavedFilters } from './saved-search';

const notFound = () => new AppError('NOT_FOUND', 'alerts.filterNotFound');

/** Where a request came from, for links in the alert's e-mails. */
export interface MailContext {
  locale: Locale;
  origin: string;
}

/** GET /job-filters: the caller's saved searches, each with the offers published since it was last opened. */
export async function findJobFilters(
  db: Db,
  tenant: Tenant,
  caller: Caller,
  now = new Date(),
): Promise<JobFilterDto[]> {
  const candidate = requireCandidate(caller);
  const rows = await db
    .select({ filter: jobFilters, alert: { status: jobAlerts.status, frequency: jobAlerts.frequency } })
    .from(jobFilters)
    .leftJoin(jobAlerts, eq(jobAlerts.jobFilterId, jobFilters.id))
    .where(and(eq(jobFilters.tenantId, tenant.id), eq(jobFilters.userId, candidate.userId)))
    .orderBy(asc(jobFilters.createdAt), asc(jobFilters.id));
  return Promise.all(
    rows.map(async ({ filter, alert }) => {
      const resolved = await resolveSavedFilters(db, tenant, filter.filters as unknown as OfferFilters, now);
      const since = filter.lastReadAt ?? filter.createdAt;
      return {
        id: filter.id,
        searchUrl: filter.searchUrl,
        filterName: filter.name,
        filters: filter.filters,
        count: await countOffersPublishedAfter(db, resolved, since),
        jobAlert: alert?.status ? { status: alert.status, frequency: alert.frequency! } : null,
      };
    }),
  );
}

/** POST /job-filters: saves a search on the server (at most SERVER_FILTER_LIMIT, no duplicates). */
export async function createJobFilter(
  db: Db,
  tenant: Tenant,
  caller: Caller,
  input: { searchUrl: string; name: string },
  locale: Locale,
): Promise<{ jobFilterId: number }> {
  const candidate = requireCandidate(caller);
  const search = await canonicalSearch(db, tenant, input.searchUrl, locale);
  return db.transaction(async (tx) => {
    // One save at a time per candidate, so two parallel saves cannot pass the limit or the duplicate check.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, candidate.userId)).for('update');
    const owned = and(eq(jobFilters.tenantId, tenant.id), eq(jobFilters.userId, candidate.userId));
    const [same] = await tx
      .select({ id: jobFilters.id })
      .from(jobFilters)
      .where(and(owned, eq(jobFilters.filterKey, search.filterKey)))
      .limit(1);
    if (same) throw new AppError('CONFLICT', CONFLICT_MESSAGES.filterExists);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(jobFilters).where(owned);
    if (n >= SERVER_FILTER_LIMIT) throw new AppError('UNPROCESSABLE', 'alerts.limitReached');
    const [row] = await tx
      .insert(jobFilters)
      .values({
        tenantId: tenant.id,
        userId: candidate.userId,
        name: input.name,
        searchUrl: search.searchUrl,
        filters: search.filters as unknown as Record<string, unknown>,
        filterKey: search.filterKey,
      })
      .returning({ id: jobFilters.id });
    return { jobFilterId: row!.id };
  });
}

/** The caller's own filter on this board, or 404 (another owner's looks exactly like a missing one). */
async function ownFilter(db: Db, tenant: Tenant, caller: Caller, id: number) {
  const candidate = requireCandidate(caller);
  const [row] = await db
    .select({ filter: jobFilters, alert: jobAlerts })
    .from(jobFilters)
    .leftJoin(jobAlerts, eq(jobAlerts.jobFilterId, jobFilters.id))
    .where(and(eq(jobFilters.id, id), eq(jobFilters.tenantId, tenant.id), eq(jobFilters.userId, candidate.userId)));
  if (!row) throw notFound();
  return row;
}

/** DELETE /job-filters/{id} (its alert and deliveries go with it). */
export async function deleteJobFilter(db: Db, tenant: Tenant, caller: Caller, id: number): Promise<void> {
  const { filter } = await ownFilter(db, tenant, caller, id);
  await db.delete(jobFilters).where(eq(jobFilters.id, filter.id));
}

/** POST /job-filters/{id}/read-filtered-offers: the new-offers count starts again from now. */
export async function markFilterRead(db: Db, tenant: Tenant, caller: Caller, id: number, now = new Date()) {
  const { filter } = await ownFilter(db, tenant, caller, id);
  await db.update(jobFilters).set({ lastReadAt: now }).where(eq(jobFilters.id, filter.id));
}

/**
 * POST /job-alerts: switches the alert of a saved search on. A signed-in candidate's address is
 * known, so the alert is active at once; the first e-mail carries offers published from now on.
 */
export async function enableJobAlert(
  db: Db,
  tenant: Tenant,
  caller: Caller,
  input: { jobFilterId: number; frequency: AlertFrequency; name?: string },
  mail: MailContext,
  now = new Date(),
): Promise<{ jobAlertId: number; status: 'active'; frequency: AlertFrequency }> {
  const { filter, alert } = await ownFilter(db, tenant, caller, input.jobFilterId);
  // Each alert sends mail: a candidate switching alerts on and off in a loop is held back.
  await assertRateLimit(`alert-create:${tenant.id}:${requireCandidate(caller).userId}`, RATE_LIMITS.alertCreation);
  if (alert?.status === 'active') throw new AppError('CONFLICT', CONFLICT_MESSAGES.alertExists);
  const fresh = {
    status: 'active' as const,
    frequency: input.frequency,
    code: hashCode(newCode()),
    unsubscribeCode: newCode(),
    locale: mail.locale,
    origin: mail.origin,
    activatedAt: now,
    lastDeliveredAt: null,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    if (input.name) await tx.update(jobFilters).set({ name: input.name }).where(eq(jobFilters.id, filter.id));
    const [row] = alert
      ? await tx.update(jobAlerts).set(fresh).where(eq(jobAlerts.id, alert.id)).returning({ id: jobAlerts.id })
      : await tx
          .insert(jobAlerts)
          .values({ jobFilterId: filter.id, ...fresh })
          .returning({ id: jobAlerts.id });
    return { jobAlertId: row!.id, status: 'active', frequency: input.frequency };
  });
}

/** DELETE /job-filters/{id}/job-alert: switches the alert off (the saved search stays). */
export async function disableJobAlert(db: Db, tenant: Tenant, caller: Caller, id: number, now = new Date()) {
  const { alert } = await ownFilter(db, tenant, caller, id);
  if (!alert || alert.status === 'inactive') throw new AppError('NOT_FOUND', 'alerts.alertNotFound');
  await db.update(jobAlerts).set({ status: 'inactive', updatedAt: now }).where(eq(jobAlerts.id, alert.id));
}

/** PATCH /job-filters/{id}/job-alert/frequency. */
export async function changeAlertFrequency(
  db: Db,
  tenant: Tenant,
  caller: Caller,
  id: number,
  frequency: AlertFrequency,
  now = new Date(),
) {
  const { alert } = await ownFilter(db, tenant, caller, id);
  if (!alert) throw new AppError('NOT_FOUND', 'alerts.alertNotFound');
  await db.update(jobAlerts).set({ frequency, updatedAt: now }).where(eq(jobAlerts.id, alert.id));
  return { status: alert.status, frequency };
}
