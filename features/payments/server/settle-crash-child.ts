// The process that settle-crash.integration.test.ts kills with SIGKILL: opens the database the app way
// (DATABASE_URL or PGLITE_DIR) and settles the payments of company COMPANY_ID as the webhook and the status
// poll do, several at once: every notification the embedded provider queued for them, each delivered one to
// three times in a shuffled order (so duplicates and a PENDING after the final status arrive), mixed with
// status polls. After each notification the webhook answered 200 for, or a poll that settled a payment, it
// appends "paymentId status" to ACK_FILE (status 1 paid, 2 failed, 3 cancelled): what the provider was told,
// so it will not deliver again. Run as: node --import tsx --import ./bench/server-only-hook.mjs <this file>.
import { appendFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { openPglite, openPostgres } from '@/lib/db/client';
import { embeddedPaymentNotifications, embeddedPaymentTransactions, payments } from '@/lib/db/schema';
import { checkPaymentWithProvider, handleNotification } from './check';
import { EMBEDDED_SIGNATURE_HEADER, signEmbedded, type EmbeddedNotification } from './providers/embedded';
import { paymentIdOfSession } from './providers/types';

const { DATABASE_URL, PGLITE_DIR, ACK_FILE = '', COMPANY_ID = '' } = process.env;
if (!ACK_FILE || !COMPANY_ID || !(DATABASE_URL || PGLITE_DIR)) throw new Error('missing environment');
const handle = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(PGLITE_DIR);
const { db } = handle;

const STATUS_CODE = { paid: 1, failed: 2, cancelled: 3 } as const;

const ours = await db.select().from(payments).where(eq(payments.companyId, Number(COMPANY_ID)));
const tokens = ours.flatMap((p) => (p.providerRef ? [p.providerRef] : []));
const queued = tokens.length
  ? await db
      .select({ body: embeddedPaymentNotifications.body })
      .from(embeddedPaymentNotifications)
      .innerJoin(embeddedPaymentTransactions, eq(embeddedPaymentTransactions.token, embeddedPaymentNotifications.token))
      .where(inArray(embeddedPaymentNotifications.token, tokens))
  : [];

type Work = { kind: 'notify'; body: string } | { kind: 'poll'; paymentId: number };
const work: Work[] = [];
for (const { body } of queued)
  for (let i = 1 + Math.floor(Math.random() * 3); i > 0; i--) work.push({ kind: 'notify', body });
for (const p of ours) work.push({ kind: 'poll', paymentId: p.id });
for (let i = work.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [work[i], work[j]] = [work[j]!, work[i]!];
}

appendFileSync(ACK_FILE, 'ready\n');
let next = 0;
async function worker() {
  while (next < work.length) {
    const item = work[next++]!;
    if (item.kind === 'notify') {
      const result = await handleNotification(
        db,
        'embedded',
        item.body,
        new Headers({ 'content-type': 'application/json', [EMBEDDED_SIGNATURE_HEADER]: signEmbedded(item.body) }),
      );
      const n = JSON.parse(item.body) as EmbeddedNotification;
      if (result.status === 200 && n.status !== 'pending')
        appendFileSync(ACK_FILE, `${paymentIdOfSession(n.sessionId)} ${STATUS_CODE[n.status]}\n`);
    } else {
      const [payment] = await db.select().from(payments).where(eq(payments.id, item.paymentId));
      const outcome = await checkPaymentWithProvider(db, payment!);
      if (outcome === 'paid' || outcome === 'failed' || outcome === 'cancelled')
        appendFileSync(ACK_FILE, `${item.paymentId} ${STATUS_CODE[outcome]}\n`);
    }
  }
}
await Promise.all(Array.from({ length: 6 }, worker));
appendFileSync(ACK_FILE, 'done\n');
await handle.close();
