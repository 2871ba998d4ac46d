import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { applications, candidateProfiles, emailOutbox, offers } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { runJobOnce } from '@/lib/scheduler/scheduler';
import { createTestDb, testDriver } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { applicationStatusUpdateJob, sendStatusUpdates } from './ghosting-job';
import { responseBadgeForOffer } from './response-time';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 20, seed: 3 });
const { db } = handle;
const board = await resolveTenant('it.localhost', db);
const [offer] = await db.select().from(offers).where(eq(offers.tenantId, board.id)).limit(1);
const [otherOffer] = await db
  .select()
  .from(offers)
  .where(and(eq(offers.tenantId, board.id), ne(offers.companyId, offer!.companyId)))
  .limit(1);

// Whatever the demo data holds was settled before this test's clock starts.
await db.update(applications).set({ statusUpdateSentAt: new Date('2020-01-01T00:00:00Z') });

// A controlled clock, far from the real one: nothing the seed wrote is near it.
const now = new Date('2030-03-10T09:30:00Z');
const daysBefore = (d: number) => new Date(now.getTime() - d * 86_400_000);

async function application(email: string, values: Partial<typeof applications.$inferInsert>, on = offer) {
  const [row] = await db
    .insert(applications)
    .values({
      tenantId: board.id,
      offerId: on!.id,
      name: 'Ola',
      email,
      source: 'apply_form',
      retentionUntil: daysBefore(-365),
      ...values,
    })
    .returning({ id: applications.id });
  return row!.id;
}

/** Mails queued by the job (the sign-up confirmation of a test account is not one of them). */
const mailsTo = (emails: string[]) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.to, emails), sql`${emailOutbox.subject} like ${`%${offer!.title}%`}`));

describe(`the anti-ghosting status update on ${testDriver()}`, () => {
  it('sends one polite update after 14 unanswered days, never to an answered or younger application', async () => {
    const quiet = await createCandidate(db, board);
    await db.insert(candidateProfiles).values({ userId: quiet.userId, applicationStatusEmails: false });
    const ghosted = await application('ghosted@example.com', { createdAt: daysBefore(15) });
    const seenOnly = await application('seen@example.com', {
      createdAt: daysBefore(20),
      status: 'seen',
      statusChangedAt: daysBefore(19),
    });
    const answered = await application('answered@example.com', {
      createdAt: daysBefore(15),
      status: 'rejected',
      statusChangedAt: daysBefore(2),
      answeredAt: daysBefore(2),
    });
    // Answered once, then moved back to "seen": it was answered, so no update.
    const answeredThenBack = await application('back@example.com', {
      createdAt: daysBefore(30),
      status: 'seen',
      answeredAt: daysBefore(25),
    });
    const young = await application('young@example.com', { createdAt: daysBefore(13.9) });
    const optedOut = await application(quiet.email, { createdAt: daysBefore(16), candidateId: quiet.userId });
    const all = [
      'ghosted@example.com',
      'seen@example.com',
      'answered@example.com',
      'back@example.com',
      'young@example.com',
      quiet.email,
    ];

    const first = await sendStatusUpdates(db, now);
    expect(first).toEqual({ sent: 2, skipped: 1 });
    const mails = await mailsTo(all);
    expect(mails.map((m) => m.to).sort()).toEqual(['ghosted@example.com', 'seen@example.com']);
    expect(mails[0]!.subject).toContain(offer!.title);
    expect(mails[0]!.text).toContain('14');

    // A second run (or a second instance) sends nothing more.
    expect(await sendStatusUpdates(db, new Date(now.getTime() + 3_600_000))).toEqual({ sent: 0, skipped: 0 });
    expect((await mailsTo(all)).length).toBe(2);

    const rows = await db
      .select({ id: applications.id, sentAt: applications.statusUpdateSentAt })
      .from(applications)
      .where(inArray(applications.id, [ghosted, seenOnly, answered, answeredThenBack, young, optedOut]));
    const sentAt = Object.fromEntries(rows.map((r) => [r.id, r.sentAt]));
    expect(sentAt[ghosted]).toEqual(now);
    expect(sentAt[optedOut]).toEqual(now);
    expect(sentAt[answered]).toBeNull();
    expect(sentAt[answeredThenBack]).toBeNull();
    expect(sentAt[young]).toBeNull();

    // The young one crosses the line a day later, once.
    const later = new Date(now.getTime() + 86_400_000);
    expect(await sendStatusUpdates(db, later)).toEqual({ sent: 1, skipped: 0 });
    expect((await mailsTo(['young@example.com'])).length).toBe(1);
  });

  it('runs once per hourly slot however many instances ask', async () => {
    await application('slot@example.com', { createdAt: daysBefore(40) });
    const at = new Date(now.getTime() + 2 * 86_400_000);
    const [a, b] = await Promise.all([
      runJobOnce(db, applicationStatusUpdateJob, at, 'instance-a'),
      runJobOnce(db, applicationStatusUpdateJob, at, 'instance-b'),
    ]);
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
    expect((await mailsTo(['slot@example.com'])).length).toBe(1);
  });
});

describe(`the "answers within N days" badge on ${testDriver()}`, () => {
  it('appears once the company has enough answered history, from real response times', async () => {
    // The other company: nine answered in 2 days, not enough history.
    for (let i = 0; i < 9; i++) {
      await application(
        `b${i}@example.com`,
        { createdAt: daysBefore(30 + i), answeredAt: daysBefore(28 + i), status: 'interview' },
        otherOffer,
      );
    }
    expect(await responseBadgeForOffer(db, otherOffer!.id, now)).toBeNull();
    await application(
      'b9@example.com',
      { createdAt: daysBefore(50), answeredAt: daysBefore(47), status: 'rejected' },
      otherOffer,
    );
    // Ten settled: 80th percentile of [2 ×9, 3] is 2 days.
    expect(await responseBadgeForOffer(db, otherOffer!.id, now)).toBe(2);
  });
});
