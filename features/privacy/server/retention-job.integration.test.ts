import { mkdtempSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { applicationAttachments, applications, auditLog, candidateDocuments, offers } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { runJobOnce } from '@/lib/scheduler/scheduler';
import { getStorage, installStorage, LocalStorage, newStorageKey } from '@/lib/storage/storage';
import { createTestDb } from '@/tests/db';
import { insertApplication } from '@/tests/factories/application';
import { createCandidate } from '@/tests/factories/candidate';
import { ORPHAN_GRACE_MS, retentionJob, sweepOrphanFiles } from './retention-job';

const handle = await createTestDb();
installDbHandle(handle);
const root = mkdtempSync(path.join(tmpdir(), 'wakat-retention-'));
installStorage(new LocalStorage(root));
await seedDemo(handle, { offers: 10, seed: 9 });
const { db } = handle;
const it_ = await resolveTenant('it.localhost', db);
const [offer] = await db.select().from(offers).where(eq(offers.tenantId, it_.id)).limit(1);
const bytes = new TextEncoder().encode('%PDF-1.4 test');

async function application(email: string, retentionUntil: Date) {
  const app = await insertApplication(
    db,
    { tenantId: it_.id, offerId: offer!.id, name: 'N', email, message: 'M', retentionUntil },
    { bytes, mimeType: 'application/pdf', fileName: 'cv.pdf' },
  );
  return { id: app.id, key: app.key! };
}

const age = async (key: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  await utimes(path.join(root, key), when, when);
};

describe('the retention job', () => {
  it('erases the personal data and files of applications past their retention, once, with an audit entry', async () => {
    const now = new Date();
    const old = await application('old@example.com', new Date(now.getTime() - 1000));
    const fresh = await application('fresh@example.com', new Date(now.getTime() + 86_400_000));
    const outcome = await runJobOnce(db, retentionJob, now);
    expect(outcome.ran).toBe(true);
    const [erased] = await db.select().from(applications).where(eq(applications.id, old.id));
    expect(erased).toMatchObject({ name: '', email: '', message: null });
    expect(
      await db.select().from(applicationAttachments).where(eq(applicationAttachments.applicationId, old.id)),
    ).toHaveLength(0);
    expect(await getStorage().get(old.key)).toBeNull();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(old.id)));
    expect(entry!.action).toBe('application.retention_erased');
    // Within its retention: untouched.
    expect((await db.select().from(applications).where(eq(applications.id, fresh.id)))[0]!.email).toBe(
      'fresh@example.com',
    );
    expect(await getStorage().get(fresh.key)).not.toBeNull();
    // The same day's slot does not run again.
    expect((await runJobOnce(db, retentionJob, now)).ran).toBe(false);
  });

  it('sweeps files no row refers to once they are older than the grace period, and keeps every referenced one', async () => {
    const c = await createCandidate(db, it_);
    const cv = newStorageKey('cv', 'pdf');
    await getStorage().put(cv, bytes);
    await db
      .insert(candidateDocuments)
      .values({ userId: c.userId, storageKey: cv, fileName: 'cv.pdf', mimeType: 'application/pdf', sizeBytes: 13 });
    const kept = await application('kept@example.com', new Date(Date.now() + 86_400_000));
    const orphan = newStorageKey('applications', 'pdf');
    const young = newStorageKey('cv', 'pdf');
    await getStorage().put(orphan, bytes);
    await getStorage().put(young, bytes);
    for (const key of [cv, kept.key, orphan]) await age(key, ORPHAN_GRACE_MS + 60_000);
    expect(await sweepOrphanFiles(db, new Date())).toBe(1);
    expect(await getStorage().get(orphan)).toBeNull();
    expect(await getStorage().get(young)).not.toBeNull();
    expect(await getStorage().get(cv)).not.toBeNull();
    expect(await getStorage().get(kept.key)).not.toBeNull();
  });
});
