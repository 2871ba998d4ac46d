import type { DbOrTx } from '@/lib/db/client';
import { applicationAttachments, applications } from '@/lib/db/schema';
import { getStorage, newStorageKey } from '@/lib/storage/storage';
import { pdfFile } from './files';

export interface ApplicationFile {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}

/**
 * An application to an offer, as the apply form leaves it: a year of retention and, unless `file` is null, its
 * file written through the installed storage (a PDF CV by default) with the attachment row that points at it.
 */
export async function insertApplication(
  db: DbOrTx,
  values: Pick<typeof applications.$inferInsert, 'tenantId' | 'offerId'> & Partial<typeof applications.$inferInsert>,
  file: ApplicationFile | null = { bytes: pdfFile(), mimeType: 'application/pdf', fileName: 'cv.pdf' },
) {
  const [row] = await db
    .insert(applications)
    .values({
      name: 'Jan Kowalski',
      email: `jan.${Math.random().toString(36).slice(2)}@example.com`,
      source: 'apply_form',
      retentionUntil: new Date(Date.now() + 365 * 86_400_000),
      ...values,
    })
    .returning();
  let key: string | null = null;
  if (file) {
    key = newStorageKey('applications', file.mimeType === 'application/pdf' ? 'pdf' : 'bin');
    await getStorage().put(key, file.bytes);
    await db.insert(applicationAttachments).values({
      applicationId: row!.id,
      storageKey: key,
      fileName: file.fileName,
      mimeType: file.mimeType,
      sizeBytes: file.bytes.length,
    });
  }
  return { ...row!, key };
}
