import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { recordAudit } from '@/lib/audit';
import type { EmployerCaller } from '@/lib/auth/caller';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  applicationAttachments,
  applications,
  applicationStatusHistory,
  candidateProfiles,
  offers,
  users,
} from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { logger } from '@/lib/log';
import { enqueueApplicationEvent } from '@/lib/webhooks/events';
import { enqueueMail } from '@/lib/mail/outbox';
import { getStorage, releaseOnError } from '@/lib/storage/storage';
import { APPLICATION_STATUSES, isAnswer, type ApplicationStatus } from '../constants';
import type { CandidateMailInput } from '../schemas';
import { iso, visible } from './applications-queries';
import { buildInterviewMail, buildRejectionMail, type MailFacts } from './candidate-mail';

export { listApplications } from './applications-queries';

/** The company's offers that have applications (the list's offer filter). */
export async function listOffersWithApplications(db: DbOrTx, caller: EmployerCaller) {
  const { rows } = await db.execute<{ id: number; title: string; n: number }>(sql`
    select o.id, o.title, count(*)::int as n
      from ${applications} a join ${offers} o on o.id = a.offer_id
     where ${visible(caller)}
     group by o.id, o.title
     order by max(a.created_at) desc
     limit 500`);
  return rows.map((r) => ({ id: Number(r.id), title: r.title, count: Number(r.n) }));
}

/** One application of the company's, or a 404 (another company's application does not exist for it). */
async function ownApplication(db: DbOrTx, caller: EmployerCaller, id: number, lock = false) {
  const { rows } = await db.execute<{
    id: number;
    offer_id: number;
    slug: string;
    title: string;
    company_name: string;
    name: string;
    email: string;
    message: string | null;
    status: ApplicationStatus;
    candidate_id: string | null;
    future_consent_accepted: boolean;
    custom_consent_accepted: boolean;
    marketing_consent_accepted: boolean | null;
    notes: string | null;
    rating: number | null;
    retention_until: string | Date;
    created_at: string | Date;
    status_changed_at: string | Date | null;
  }>(sql`
    select a.id, a.offer_id, o.slug, o.title, o.company_name, a.name, a.email, a.message, a.status,
           a.candidate_id, a.future_consent_accepted, a.custom_consent_accepted, a.marketing_consent_accepted,
           a.notes, a.rating, a.retention_until, a.created_at, a.status_changed_at
      from ${applications} a join ${offers} o on o.id = a.offer_id
     where a.id = ${id} and ${visible(caller)}
     ${lock ? sql`for update of a` : sql``}`);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'notFound');
  return row;
}

/**
 * The detail view: message, consents, files, status history (who, when), notes and rating. Opening a
 * new application marks it seen (one history row), as the candidate is told.
 */
export async function getApplicationDetail(db: Db, caller: EmployerCaller, id: number, { markSeen = false } = {}) {
  if (markSeen) {
    await db.transaction(async (tx) => {
      const row = await ownApplication(tx, caller, id, true);
      if (row.status === 'new') await writeStatus(tx, caller, Number(row.id), 'new', 'seen');
    });
  }
  const row = await ownApplication(db, caller, id);
  const [files, history] = await Promise.all([
    db
      .select({
        id: applicationAttachments.id,
        fileName: applicationAttachments.fileName,
        mimeType: applicationAttachments.mimeType,
        sizeBytes: applicationAttachments.sizeBytes,
      })
      .from(applicationAttachments)
      .where(eq(applicationAttachments.applicationId, id))
      .orderBy(applicationAttachments.id),
    db
      .select({
        previousStatus: applicationStatusHistory.previousStatus,
        status: applicationStatusHistory.status,
        at: applicationStatusHistory.createdAt,
        byName: users.name,
      })
      .from(applicationStatusHistory)
      .leftJoin(users, eq(users.id, applicationStatusHistory.changedBy))
      .where(eq(applicationStatusHistory.applicationId, id))
      .orderBy(sql`${applicationStatusHistory.createdAt} desc, ${applicationStatusHistory.id} desc`),
  ]);
  return {
    id: Number(row.id),
    offer: { id: Number(row.offer_id), slug: row.slug, title: row.title, companyName: row.company_name },
    name: row.name,
    email: row.email,
    message: row.message,
    status: row.status,
    hasAccount: row.candidate_id !== null,
    consents: {
      future: Boolean(row.future_consent_accepted),
      custom: Boolean(row.custom_consent_accepted),
      marketing: row.marketing_consent_accepted === null ? null : Boolean(row.marketing_consent_accepted),
    },
    notes: row.notes,
    rating: row.rating === null ? null : Number(row.rating),
    retentionUntil: iso(row.retention_until)!,
    createdAt: iso(row.created_at)!,
    statusChangedAt: iso(row.status_changed_at),
    files: files.map((f) => ({ ...f, kind: fileKind(f.mimeType) })),
    history: history.map((h) => ({ ...h, at: h.at.toISOString(), byName: h.byName ?? null })),
  };
}
export type ApplicationDetail = Awaited<ReturnType<typeof getApplicationDetail>>;

/** How the detail page shows a file: a PDF in the browser's viewer, an image as an image, anything else downloaded. */
export const fileKind = (mimeType: string): 'pdf' | 'image' | 'download' =>
  mimeType === 'application/pdf' ? 'pdf' : mimeType.startsWith('image/') ? 'image' : 'download';

/** A status from the client, or a 422 naming the allowed values. */
export function parseStatus(value: string): ApplicationStatus {
  if ((APPLICATION_STATUSES as readonly string[]).includes(value)) return value as ApplicationStatus;
  throw new AppError('UNPROCESSABLE', 'applicationStatusInvalid', {
    fields: [{ field: 'status', message: 'applicationStatus' }],
  });
}

async function writeStatus(
  tx: DbOrTx,
  caller: EmployerCaller,
  id: number,
  previous: ApplicationStatus,
  status: ApplicationStatus,
) {
  const now = new Date();
  await tx
    .update(applications)
    .set({
      status,
      statusChangedAt: now,
      ...(isAnswer(status)
        ? { answeredAt: sql`coalesce(${applications.answeredAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(applications.id, id));
  await tx
    .insert(applicationStatusHistory)
    .values({ applicationId: id, previousStatus: previous, status, changedBy: caller.userId, createdAt: now });
  // Every change in the history is told to the company's webhooks, in this transaction.
  await enqueueApplicationEvent(tx, id, 'application.status_changed', { previousStatus: previous, now });
}

export interface StatusChangeContext {
  tenant: Pick<Tenant, 'id' | 'config'>;
  origin: string;
}

/**
 * Moves applications of the company to a status, in one transaction: a history row each (who, when), and
 * the candidate's e-mail for an interview or a rejection when their account setting allows it (the
 * rejection with the employer's edited text, when given). Unchanged ones are left as they are; any id not
 * the company's makes the whole call a 404.
 */
export async function changeStatus(
  db: Db,
  caller: EmployerCaller,
  ids: number[],
  rawStatus: string,
  context: StatusChangeContext,
  mail?: CandidateMailInput,
): Promise<{ changed: number[] }> {
  const status = parseStatus(rawStatus);
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const changed: number[] = [];
    for (const id of unique.sort((a, b) => a - b)) {
      const row = await ownApplication(tx, caller, id, true);
      if (row.status === status) continue;
      await writeStatus(tx, caller, id, row.status, status);
      changed.push(id);
      if (status !== 'interview' && status !== 'rejected') continue;
      if (!(await candidateWantsMail(tx, row.candidate_id))) continue;
      const facts: MailFacts = { name: row.name, offerTitle: row.title, companyName: row.company_name };
      const envelope = { tenant: context.tenant, origin: context.origin, to: row.email, replyTo: caller.email };
      await enqueueMail(
        tx,
        status === 'rejected' ? buildRejectionMail(envelope, facts, mail) : buildInterviewMail(envelope, facts),
      );
    }
    return { changed };
  });
}

/** A candidate with an account decides in their settings; someone who applied without one gets the courtesy. */
async function candidateWantsMail(tx: DbOrTx, candidateId: string | null): Promise<boolean> {
  if (!candidateId) return true;
  const [profile] = await tx
    .select({ on: candidateProfiles.applicationStatusEmails })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId));
  return profile?.on ?? true;
}

/** Private notes (plain text) and a 1–5 rating; a field left out stays as it is. */
export async function updateReview(
  db: Db,
  caller: EmployerCaller,
  id: number,
  review: { notes?: string | null; rating?: number | null },
) {
  return db.transaction(async (tx) => {
    await ownApplication(tx, caller, id, true);
    const set: { notes?: string | null; rating?: number | null } = {};
    if (review.notes !== undefined)
      set.notes = review.notes === null || review.notes.trim() === '' ? null : review.notes;
    if (review.rating !== undefined) set.rating = review.rating;
    if (Object.keys(set).length) await tx.update(applications).set(set).where(eq(applications.id, id));
    const [row] = await tx
      .select({ notes: applications.notes, rating: applications.rating })
      .from(applications)
      .where(eq(applications.id, id));
    return { id, notes: row!.notes, rating: row!.rating };
  });
}

/** Deletes an application with its history and files (rows in the transaction, files once it committed). */
export async function deleteApplication(db: Db, caller: EmployerCaller, id: number): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const row = await ownApplication(tx, caller, id, true);
    const files = await tx
      .delete(applicationAttachments)
      .where(eq(applicationAttachments.applicationId, id))
      .returning({ key: applicationAttachments.storageKey });
    await tx.delete(applications).where(eq(applications.id, id));
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      actorId: caller.userId,
      action: 'application.deleted',
      subjectType: 'application',
      subjectId: id,
      details: { offerId: Number(row.offer_id), status: row.status, files: files.length },
    });
    return files.map((f) => f.key);
  });
  for (const key of keys) {
    // A file left behind by a failed delete is no one's: the retention job's orphan sweep removes it.
    await getStorage()
      .delete(key)
      .catch((error: unknown) => logger.error({ err: error, key }, 'deleting an application file'));
  }
}

/**
 * The file of an application to an offer of the company (by the offer's slug, as the spec's path has it),
 * recorded in the audit log: every download and every inline view.
 */
export async function downloadApplicationFile(
  db: Db,
  caller: EmployerCaller,
  slug: string,
  id: number,
  { inline = false, fileId }: { inline?: boolean; fileId?: number } = {},
) {
  const row = await ownApplication(db, caller, id);
  if (row.slug !== slug) throw new AppError('NOT_FOUND', 'notFound');
  const [file] = await db
    .select({
      id: applicationAttachments.id,
      storageKey: applicationAttachments.storageKey,
      fileName: applicationAttachments.fileName,
      mimeType: applicationAttachments.mimeType,
    })
    .from(applicationAttachments)
    .where(
      and(eq(applicationAttachments.applicationId, id), fileId ? eq(applicationAttachments.id, fileId) : undefined),
    )
    .orderBy(applicationAttachments.id)
    .limit(1);
  const stored = file ? await getStorage().open(file.storageKey) : null;
  if (!file || !stored) throw new AppError('NOT_FOUND', 'notFound');
  await releaseOnError(stored, () =>
    recordAudit(db, {
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      actorId: caller.userId,
      action: inline ? 'application.file_viewed' : 'application.file_downloaded',
      subjectType: 'application',
      subjectId: id,
      details: { fileId: file.id, mimeType: file.mimeType },
    }),
  );
  return { stored, fileName: file.fileName, mimeType: file.mimeType, kind: fileKind(file.mimeType) };
}

/** The facts the rejection template is filled in with. */
export async function rejectionFacts(db: DbOrTx, caller: EmployerCaller, id: number): Promise<MailFacts> {
  const row = await ownApplication(db, caller, id);
  return { name: row.name, offerTitle: row.title, companyName: row.company_name };
}
