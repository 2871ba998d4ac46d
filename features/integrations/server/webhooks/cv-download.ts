import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { applicationAttachments } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage/storage';
import { readCvLinkToken } from './cv-link';

/**
 * The application file a webhook's CV link names, while the link is genuine and fresh: the link itself is
 * the permission (no key, no session), so it is short-lived. A wrong, expired or spent link, or a file the
 * application no longer has (deleted, removed by retention) → 404, saying nothing more.
 */
export async function openWebhookCv(db: Db, token: string, now = Date.now()) {
  const attachmentId = readCvLinkToken(token, now);
  if (attachmentId === null) throw new AppError('NOT_FOUND', 'webhook.cvLinkInvalid');
  const [row] = await db
    .select({
      storageKey: applicationAttachments.storageKey,
      fileName: applicationAttachments.fileName,
      mimeType: applicationAttachments.mimeType,
    })
    .from(applicationAttachments)
    .where(eq(applicationAttachments.id, attachmentId));
  const stored = row ? await getStorage().open(row.storageKey) : null;
  if (!row || !stored) throw new AppError('NOT_FOUND', 'webhook.cvLinkInvalid');
  return { stored, fileName: row.fileName, mimeType: row.mimeType };
}
