import { and, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { applicationAttachments, applications, auditLog, candidateDocuments, candidateProfiles } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { slots, type ScheduledJob } from '@/lib/scheduler/scheduler';
import { getStorage } from '@/lib/storage/storage';

/** Applications erased per batch (each batch is one transaction). */
const BATCH = 500;
/** A file younger than this may belong to a write whose row is not committed yet. */
export const ORPHAN_GRACE_MS = 60 * 60_000;
/** Where private files live, and which rows hold their keys. */
const PREFIXES = ['applications', 'cv', 'avatars'] as const;

/**
 * Erases the personal data of applications whose retention clock ran out (name, e-mail, message and the
 * attachment with its file), writing each erasure to the audit log; the application row stays for the
 * employer's statistics.
 */
export async function eraseExpiredApplications(db: Db, now: Date): Promise<{ erased: number; files: number }> {
  let erased = 0;
  let files = 0;
  for (;;) {
    const keys: string[] = [];
    const ids = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: applications.id, tenantId: applications.tenantId })
        .from(applications)
        .where(and(lt(applications.retentionUntil, now), ne(applications.email, '')))
        .limit(BATCH);
      if (due.length === 0) return [];
      const dueIds = due.map((a) => a.id);
      const attachments = await tx
        .delete(applicationAttachments)
        .where(inArray(applicationAttachments.applicationId, dueIds))
        .returning({ key: applicationAttachments.storageKey });
      keys.push(...attachments.map((a) => a.key));
      await tx.update(applications).set({ name: '', email: '', message: null }).where(inArray(applications.id, dueIds));
      await tx.insert(auditLog).values(
        due.map((a) => ({
          tenantId: a.tenantId,
          actorId: null,
          action: 'application.retention_erased',
          subjectType: 'application',
          subjectId: String(a.id),
          details: { retentionUntilBefore: now.toISOString() },
        })),
      );
      return dueIds;
    });
    if (ids.length === 0) break;
    erased += ids.length;
    for (const key of keys) {
      await getStorage()
        .delete(key)
        .then(() => (files += 1))
        .catch((error: unknown) => logger.error({ err: error, key }, 'erasing an application file'));
    }
    if (ids.length < BATCH) break;
  }
  return { erased, files };
}

/**
 * Deletes private files no row points to (a crash between writing the file and committing its row), once
 * they are older than the grace period.
 */
export async function sweepOrphanFiles(db: Db, now: Date): Promise<number> {
  const storage = getStorage();
  const [attachments, documents, avatars] = await Promise.all([
    db.select({ key: applicationAttachments.storageKey }).from(applicationAttachments),
    db.select({ key: candidateDocuments.storageKey }).from(candidateDocuments),
    db
      .select({ key: candidateProfiles.avatarKey })
      .from(candidateProfiles)
      .where(isNotNull(candidateProfiles.avatarKey)),
  ]);
  const known = new Set([...attachments, ...documents, ...avatars].map((r) => r.key));
  let deleted = 0;
  for (const prefix of PREFIXES) {
    for (const object of await storage.list(prefix)) {
      if (known.has(object.key) || now.getTime() - object.modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
      await storage.delete(object.key);
      deleted += 1;
    }
  }
  return deleted;
}

/** Once a day: the retention clock of applications, then files nothing refers to. */
export const retentionJob: ScheduledJob = {
  name: 'privacy-retention',
  intervalMs: 10 * 60_000,
  slotOf: slots.daily,
  async run(db, _slot, now) {
    const { erased, files } = await eraseExpiredApplications(db, now);
    const orphans = await sweepOrphanFiles(db, now);
    return { erasedApplications: erased, erasedFiles: files, orphanFiles: orphans };
  },
};
