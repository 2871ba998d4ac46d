import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { guests, jobAlerts, jobFilters, users } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { enqueueMail } from '@/lib/mail/outbox';
import { assertRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import type { GuestJobAlertBody } from '../alert-schema';
import { CONFLICT_MESSAGES, SERVER_FILTER_LIMIT } from '../schemas';
import { activationMail } from './alert-mails';
import { hashCode, newCode, sameSecret } from './codes';
import type { MailContext } from './job-filter-service';
import { canonicalSearch } from './saved-search';

/**
 * POST /guests/job-alerts: a visitor registers an alert by e-mail. The alert waits (pending) until
 * the e-mailed link activates it; the mail is queued in the transaction that stores the alert.
 */
export async function registerGuestAlert(
  db: Db,
  tenant: Tenant,
  input: GuestJobAlertBody,
  mail: MailContext & { ip: string },
  now = new Date(),
): Promise<{ jobFilterId: number }> {
  await assertRateLimit(`alert-registration:${tenant.id}:${mail.ip}`, RATE_LIMITS.alertRegistration);
  const email = input.email.toLowerCase();
  const search = await canonicalSearch(db, tenant, input.searchUrl, mail.locale);
  const accountsOn = tenant.config.flags.enableCandidatePortalLogin;
  if (input.createCandidate && accountsOn) {
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    if (account) throw new AppError('CONFLICT', CONFLICT_MESSAGES.profileExists);
  }
  const marketing = tenant.config.flags.enableMarketingConsent && input.marketingAgreement;
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .insert(guests)
      .values({ tenantId: tenant.id, email, marketingAgreement: marketing, privacyAcceptedAt: now })
      .onConflictDoUpdate({
        target: [guests.tenantId, guests.email],
        set: { privacyAcceptedAt: now, marketingAgreement: sql`${guests.marketingAgreement} or ${marketing}` },
      })
      .returning({ id: guests.id });
    const owned = and(eq(jobFilters.tenantId, tenant.id), eq(jobFilters.guestId, guest!.id));
    const [same] = await tx
      .select({ filterId: jobFilters.id, alertId: jobAlerts.id, status: jobAlerts.status })
      .from(jobFilters)
      .leftJoin(jobAlerts, eq(jobAlerts.jobFilterId, jobFilters.id))
      .where(and(owned, eq(jobFilters.filterKey, search.filterKey)))
      .limit(1);
    if (same?.status === 'active') throw new AppError('CONFLICT', CONFLICT_MESSAGES.activeAlertExists);
    if (same?.status === 'pending') throw new AppError('CONFLICT', CONFLICT_MESSAGES.alertExists);
    let jobFilterId = same?.filterId;
    if (jobFilterId === undefined) {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(jobFilters).where(owned);
      if (n >= SERVER_FILTER_LIMIT) throw new AppError('UNPROCESSABLE', 'alerts.limitReached');
      const [row] = await tx
        .insert(jobFilters)
        .values({
          tenantId: tenant.id,
          guestId: guest!.id,
          name: input.name,
          searchUrl: search.searchUrl,
          filters: search.filters as unknown as Record<string, unknown>,
          filterKey: search.filterKey,
        })
        .returning({ id: jobFilters.id });
      jobFilterId = row!.id;
    } else {
      await tx.update(jobFilters).set({ name: input.name }).where(eq(jobFilters.id, jobFilterId));
    }
    const code = newCode();
    const unsubscribeCode = newCode();
    const pending = {
      status: 'pending' as const,
      frequency: input.frequency,
      code: hashCode(code),
      unsubscribeCode,
      locale: mail.locale,
      origin: mail.origin,
      activatedAt: null,
      lastDeliveredAt: null,
      updatedAt: now,
    };
    if (same?.alertId) await tx.update(jobAlerts).set(pending).where(eq(jobAlerts.id, same.alertId));
    else await tx.insert(jobAlerts).values({ jobFilterId, ...pending });
    const target = {
      tenantId: tenant.id,
      tenantSlug: tenant.slug,
      brand: tenant.config.brand.name,
      origin: mail.origin,
      locale: mail.locale,
      to: email,
      jobFilterId,
      name: input.name,
      searchUrl: search.searchUrl,
      unsubscribeCode,
    };
    await enqueueMail(tx, activationMail(target, code, input.createCandidate && accountsOn));
    return { jobFilterId };
  });
}

async function alertOfFilter(db: Db, tenant: Tenant, jobFilterId: number) {
  const [row] = await db
    .select({ alert: jobAlerts })
    .from(jobAlerts)
    .innerJoin(jobFilters, eq(jobFilters.id, jobAlerts.jobFilterId))
    .where(and(eq(jobFilters.id, jobFilterId), eq(jobFilters.tenantId, tenant.id)));
  return row?.alert;
}

/**
 * PUT /guests/job-alerts/activation: the e-mailed code switches a pending alert on. A wrong code
 * is a 404 and a used one a 409 (the dialog's error variant); neither changes anything.
 */
export async function activateGuestAlert(
  db: Db,
  tenant: Tenant,
  input: { jobFilterId: number; code: string },
  now = new Date(),
): Promise<{ status: 'active' }> {
  const alert = await alertOfFilter(db, tenant, input.jobFilterId);
  if (!alert || !sameSecret(hashCode(input.code), alert.code)) throw new AppError('NOT_FOUND', 'alerts.invalidLink');
  if (alert.status !== 'pending') throw new AppError('CONFLICT', 'alerts.alreadyActivated');
  const updated = await db
    .update(jobAlerts)
    .set({ status: 'active', activatedAt: now, updatedAt: now })
    .where(and(eq(jobAlerts.id, alert.id), eq(jobAlerts.status, 'pending')))
    .returning({ id: jobAlerts.id });
  if (updated.length === 0) throw new AppError('CONFLICT', 'alerts.alreadyActivated');
  return { status: 'active' };
}

/**
 * DELETE /guests/job-alerts/{jobFilterId}/{code} and its one-click POST: the alert stops. A wrong
 * code is a 404, an alert already stopped a 409; neither changes anything.
 */
export async function unsubscribeAlert(
  db: Db,
  tenant: Tenant,
  input: { jobFilterId: number; code: string },
  now = new Date(),
): Promise<void> {
  const alert = await alertOfFilter(db, tenant, input.jobFilterId);
  if (!alert || !sameSecret(input.code, alert.unsubscribeCode)) throw new AppError('NOT_FOUND', 'alerts.invalidLink');
  if (alert.status === 'inactive') throw new AppError('CONFLICT', 'alerts.alreadyUnsubscribed');
  await db.update(jobAlerts).set({ status: 'inactive', updatedAt: now }).where(eq(jobAlerts.id, alert.id));
}
