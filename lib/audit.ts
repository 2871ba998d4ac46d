import 'server-only';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';

/** Who changed what: one row per change to users, rights, company data, billing data, clauses, applications. */
export interface AuditEntry {
  tenantId: number;
  /** The company whose data changed (owners read their company's log); null for board-level changes. */
  companyId: number | null;
  /** The user who made the change; null for jobs and the system. */
  actorId: string | null;
  /** Dotted verb, e.g. `member.invited`, `member.right_changed`, `company.billing_data_updated`. */
  action: string;
  subjectType: string;
  subjectId: string | number;
  /** What changed: `{ field: { from, to } }` for updates, or the facts of the event. Never secrets. */
  details?: Record<string, unknown>;
}

type Writer = Pick<Db, 'insert'>;

/** Records a change; pass the transaction that makes the change so both land or neither does. */
export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.tenantId,
    companyId: entry.companyId,
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    details: entry.details ?? {},
  });
}

/** The `{ field: { from, to } }` of the fields whose values differ (compared as JSON). */
export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T>,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

/** A company's log, newest first, a page at a time (`before` is the last id seen). */
export async function listCompanyAudit(
  db: Db,
  tenantId: number,
  companyId: number,
  { limit = 50, before }: { limit?: number; before?: number } = {},
) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.companyId, companyId),
        before ? lt(auditLog.id, before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(Math.min(Math.max(limit, 1), 200));
}
