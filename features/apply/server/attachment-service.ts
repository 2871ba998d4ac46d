import 'server-only';
import { and, eq } from 'drizzle-orm';
import { requireCandidate, type Caller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { applicationAttachments, applications } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage/storage';

/** The file of one of the caller's own applications (employers get theirs through the employer panel). */
export async function getApplicationAttachment(db: Db, caller: Caller, applicationId: number) {
  const candidate = requireCandidate(caller);
  const [row] = await db
    .select({
      storageKey: applicationAttachments.storageKey,
      fileName: applicationAttachments.fileName,
      mimeType: applicationAttachments.mimeType,
    })
    .from(applicationAttachments)
    .innerJoin(applications, eq(applications.id, applicationAttachments.applicationId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.candidateId, candidate.userId),
        eq(applications.tenantId, candidate.tenantId),
      ),
    )
    .limit(1);
  const stored = row ? await getStorage().open(row.storageKey) : null;
  if (!row || !stored) throw new AppError('NOT_FOUND', 'notFound');
  return { stored, fileName: row.fileName, mimeType: row.mimeType };
}
