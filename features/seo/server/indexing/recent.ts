import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { indexingNotifications } from '@/lib/db/schema';

/** A board's latest indexing notifications, newest first (the /dev/indexing page). */
export function recentIndexingNotifications(db: Db, tenantId: number, limit = 100) {
  return db
    .select({
      id: indexingNotifications.id,
      url: indexingNotifications.url,
      type: indexingNotifications.type,
      status: indexingNotifications.status,
      attempts: indexingNotifications.attempts,
      lastError: indexingNotifications.lastError,
      createdAt: indexingNotifications.createdAt,
      sentAt: indexingNotifications.sentAt,
    })
    .from(indexingNotifications)
    .where(eq(indexingNotifications.tenantId, tenantId))
    .orderBy(desc(indexingNotifications.id))
    .limit(limit);
}
