import { eq } from 'drizzle-orm';
import { emailOutbox } from '@/lib/db/schema';
import { createTestDb } from '@/tests/db';
import { enqueueMail } from './outbox';
import { deliverDueMails, MAX_ATTEMPTS, RETRY_DELAYS_MS, type MailTransport } from './worker';

const { db } = await createTestDb();

function fakeTransport(fail: (to: string) => boolean = () => false) {
  const sent: Parameters<MailTransport['send']>[0][] = [];
  const transport: MailTransport = {
    async send(mail) {
      await new Promise((r) => setTimeout(r, 5));
      if (fail(mail.to)) throw new Error(`550 mailbox unavailable: ${mail.to}`);
      sent.push(mail);
    },
  };
  return { transport, sent };
}

const mail = (to: string, headers?: Record<string, string>) =>
  enqueueMail(db, { tenantId: null, to, subject: `Hello ${to}`, html: '<p>Hi</p>', text: 'Hi', headers });
const row = async (id: number) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

beforeEach(async () => {
  await db.delete(emailOutbox);
});

describe('the outbox sender', () => {
  it('sends due mails with their headers and marks them sent', async () => {
    const id = await mail('a@example.com', {
      'List-Unsubscribe': '<https://it.localhost/unsubscribe/1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const { transport, sent } = fakeTransport();
    const now = new Date(Date.now() + 1000);
    expect(await deliverDueMails(db, transport, { now, from: 'Wakat <no-reply@wakat.test>' })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(sent).toEqual([
      {
        from: 'Wakat <no-reply@wakat.test>',
        to: 'a@example.com',
        subject: 'Hello a@example.com',
        html: '<p>Hi</p>',
        text: 'Hi',
        headers: {
          'List-Unsubscribe': '<https://it.localhost/unsubscribe/1>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
    ]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
    // Sent mails are not sent again.
    expect((await deliverDueMails(db, transport, { now })).sent).toBe(0);
  });

  it('backs off 1 min, 5, 30, 2 h, 12 h after failures and gives up after the sixth attempt', async () => {
    const id = await mail('bounce@example.com');
    const ok = await mail('ok@example.com');
    const { transport, sent } = fakeTransport((to) => to.startsWith('bounce'));
    // A second ahead: the rows' default next attempt is the database's now(), which has microseconds.
    let now = new Date(Date.now() + 1000);
    expect(await deliverDueMails(db, transport, { now })).toEqual({ sent: 1, retrying: 1, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual(['ok@example.com']);
    expect((await row(ok)).status).toBe('sent');

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const r = await row(id);
      expect(r).toMatchObject({
        status: 'queued',
        attempts: attempt,
        lastError: '550 mailbox unavailable: bounce@example.com',
      });
      expect(r.nextAttemptAt.getTime() - now.getTime()).toBe(RETRY_DELAYS_MS[attempt - 1]);
      // Not due a moment before its time.
      expect(await deliverDueMails(db, transport, { now: new Date(r.nextAttemptAt.getTime() - 1000) })).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      now = r.nextAttemptAt;
      await deliverDueMails(db, transport, { now });
    }
    expect(RETRY_DELAYS_MS).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 6 });
    expect(await deliverDueMails(db, transport, { now: new Date(now.getTime() + 86_400_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('never sends one mail twice when passes overlap', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => mail(`m${i}@example.com`)));
    const { transport, sent } = fakeTransport();
    const reports = await Promise.all([0, 1, 2].map(() => deliverDueMails(db, transport, { batch: 7 })));
    let total = reports.reduce((n, r) => n + r.sent, 0);
    while (total < ids.length) total += (await deliverDueMails(db, transport)).sent;
    expect(sent.map((m) => m.to).sort()).toEqual(ids.map((_, i) => `m${i}@example.com`).sort());
  });
});
