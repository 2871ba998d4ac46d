// The process that payment-step-crash.integration.test.ts kills with SIGKILL: opens the database the app way
// (DATABASE_URL or PGLITE_DIR), takes the drafts DRAFT_IDS of company COMPANY_ID through the payment step
// (POST /v1/payments for a draft: its conversion and the payment row), several at once, and appends
// "draftId offerId paymentId" to ACK_FILE after each request returned, as the browser would have been told.
// Run as: node --import tsx --import ./bench/server-only-hook.mjs <this file>.
import { appendFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { draftForPayment } from '@/features/offer-form/server/public';
import { openPglite, openPostgres } from '@/lib/db/client';
import { offerDrafts, payments } from '@/lib/db/schema';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { paymentRequestSchema } from '../schemas';
import { requestPayment } from './create-payment';

const { DATABASE_URL, PGLITE_DIR, ACK_FILE = '', DRAFT_IDS = '', COMPANY_ID = '' } = process.env;
if (!ACK_FILE || !DRAFT_IDS || !COMPANY_ID || !(DATABASE_URL || PGLITE_DIR)) throw new Error('missing environment');
const handle = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(PGLITE_DIR);
const { db } = handle;
const tenant = await resolveTenant('it.localhost', db);
// The drafts still at the payment step (a converted one was paid for in an earlier round).
const drafts = (
  await db
    .select()
    .from(offerDrafts)
    .where(inArray(offerDrafts.id, DRAFT_IDS.split(',').map(Number)))
).filter((d) => d.state !== 'converted');
appendFileSync(ACK_FILE, 'ready\n');
let next = 0;
async function worker() {
  while (next < drafts.length) {
    const draft = drafts[next++]!;
    const input = paymentRequestSchema.parse({
      offer_type: draft.planKey,
      draft_id: draft.id,
      accepted_regulations: true,
    });
    const { paymentId } = await requestPayment(
      db,
      { tenant, companyId: Number(COMPANY_ID), userId: null, locale: 'pl' },
      input,
      null,
      draftForPayment(draft, null),
    );
    const [row] = await db.select({ offerId: payments.offerId }).from(payments).where(eq(payments.id, paymentId));
    appendFileSync(ACK_FILE, `${draft.id} ${row!.offerId} ${paymentId}\n`);
  }
}
await Promise.all(Array.from({ length: 4 }, worker));
appendFileSync(ACK_FILE, 'done\n');
await handle.close();
