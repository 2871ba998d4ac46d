import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { CandidateCaller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import {
  applicationAttachments,
  applications,
  auditLog,
  candidateDocuments,
  candidatePreferences,
  candidateProfiles,
  users,
  type PendingLinks,
} from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { logger } from '@/lib/log';
import { getStorage } from '@/lib/storage/storage';
import type { Profile, ProfileUpdate } from '../schemas';

export type { Profile } from '../schemas';

export const AVATAR_URL = '/api/v2/user-panel/profile/avatar';

function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** The profile row of a candidate, created from the account name the first time it is needed. */
async function ensureProfile(db: Db, caller: CandidateCaller) {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, caller.userId));
  if (row) return row;
  const [created] = await db
    .insert(candidateProfiles)
    .values({ userId: caller.userId, ...splitName(caller.name) })
    .onConflictDoNothing()
    .returning();
  return created ?? (await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, caller.userId)))[0]!;
}

export async function getProfile(db: Db, caller: CandidateCaller): Promise<Profile> {
  const profile = await ensureProfile(db, caller);
  const [docs, [prefs]] = await Promise.all([
    db
      .select()
      .from(candidateDocuments)
      .where(eq(candidateDocuments.userId, caller.userId))
      .orderBy(desc(candidateDocuments.createdAt), desc(candidateDocuments.id)),
    db
      .select({ filled: candidatePreferences.mandatoryPreferencesFilledIn })
      .from(candidatePreferences)
      .where(eq(candidatePreferences.userId, caller.userId)),
  ]);
  return {
    id: caller.userId,
    email: caller.email,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phone: profile.phone ?? '',
    message: profile.message ?? '',
    avatarUrl: profile.avatarKey ? `${AVATAR_URL}?v=${encodeURIComponent(profile.avatarKey.slice(-12))}` : null,
    applicationDocs: docs.map((d) => ({
      id: d.id,
      type: 'cv' as const,
      fileName: d.fileName,
      sizeBytes: d.sizeBytes,
      createdAt: d.createdAt.toISOString(),
    })),
    matchmaking: { mandatoryPreferencesFilledIn: prefs?.filled ?? false },
  };
}

export async function updateProfile(db: Db, caller: CandidateCaller, input: ProfileUpdate): Promise<Profile> {
  await ensureProfile(db, caller);
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ');
  await db.transaction(async (tx) => {
    await tx
      .update(candidateProfiles)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone || null,
        message: input.message || null,
        updatedAt: new Date(),
      })
      .where(eq(candidateProfiles.userId, caller.userId));
    await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, caller.userId));
  });
  return getProfile(db, { ...caller, name });
}

/** Records the registration extras on a new account (privacy already checked by the route). */
export async function recordRegistration(
  db: Db,
  userId: string,
  name: string,
  extras: { marketingAgreement: boolean; links: PendingLinks },
): Promise<void> {
  const links = Object.keys(extras.links).length ? extras.links : null;
  await db
    .insert(candidateProfiles)
    .values({ userId, ...splitName(name), marketingAgreement: extras.marketingAgreement, pendingLinks: links })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: { marketingAgreement: extras.marketingAgreement, pendingLinks: links, updatedAt: new Date() },
    });
}

// Runs from the auth hooks after e-mail verification, so it lives beside them in lib/auth.

/**
 * Deletes the account: CV files and the avatar, the personal data of every application the candidate
 * sent (name, e-mail, message, attachments), then the user (sessions, favourites, searches, alerts and
 * preferences go with it). Written to the audit log; files are removed once the database change is committed.
 */
export async function deleteAccount(db: Db, tenant: Tenant, caller: CandidateCaller): Promise<void> {
  const keys: string[] = [];
  let summary: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const docs = await tx
      .select({ key: candidateDocuments.storageKey })
      .from(candidateDocuments)
      .where(eq(candidateDocuments.userId, caller.userId));
    const [profile] = await tx
      .select({ avatar: candidateProfiles.avatarKey })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, caller.userId));
    const apps = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.candidateId, caller.userId));
    const appIds = apps.map((a) => a.id);
    const attachments = appIds.length
      ? await tx
          .select({ key: applicationAttachments.storageKey })
          .from(applicationAttachments)
          .where(inArray(applicationAttachments.applicationId, appIds))
      : [];
    if (appIds.length) {
      await tx.delete(applicationAttachments).where(inArray(applicationAttachments.applicationId, appIds));
      await tx
        .update(applications)
        .set({ name: '', email: '', message: null, candidateId: null })
        .where(inArray(applications.id, appIds));
    }
    keys.push(
      ...docs.map((d) => d.key),
      ...attachments.map((a) => a.key),
      ...(profile?.avatar ? [profile.avatar] : []),
    );
    summary = { documents: docs.length, applications: appIds.length, attachments: attachments.length };
    await tx.insert(auditLog).values({
      tenantId: tenant.id,
      actorId: caller.userId,
      action: 'account.deleted',
      subjectType: 'user',
      subjectId: caller.userId,
      details: summary,
    });
    await tx.delete(users).where(and(eq(users.id, caller.userId), eq(users.tenantId, tenant.id)));
  });
  const storage = getStorage();
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => logger.error({ err: error, key }, 'file of a deleted account'));
  }
}

export function assertOwnEmail(caller: CandidateCaller, confirmEmail: string): void {
  if (confirmEmail.toLowerCase() !== caller.email.toLowerCase()) {
    throw new AppError('BAD_REQUEST', 'badRequest', {
      fields: [{ field: 'confirmEmail', message: 'account.emailMismatch' }],
    });
  }
}
