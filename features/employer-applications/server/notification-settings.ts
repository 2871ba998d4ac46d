import 'server-only';
import { eq } from 'drizzle-orm';
import type { CandidateCaller } from '@/lib/auth/caller';
import type { DbOrTx } from '@/lib/db/client';
import { candidateProfiles } from '@/lib/db/schema';

export interface NotificationSettings {
  /** E-mails when an employer invites the candidate to an interview or rejects the application. */
  applicationStatusEmails: boolean;
}

export async function getNotificationSettings(db: DbOrTx, caller: CandidateCaller): Promise<NotificationSettings> {
  const [row] = await db
    .select({ on: candidateProfiles.applicationStatusEmails })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, caller.userId));
  return { applicationStatusEmails: row?.on ?? true };
}

/** Saves the caller's own setting (a profile row is created if the account has none yet). */
export async function updateNotificationSettings(
  db: DbOrTx,
  caller: CandidateCaller,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await db
    .insert(candidateProfiles)
    .values({ userId: caller.userId, applicationStatusEmails: settings.applicationStatusEmails })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: { applicationStatusEmails: settings.applicationStatusEmails, updatedAt: new Date() },
    });
  return getNotificationSettings(db, caller);
}
