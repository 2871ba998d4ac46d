// The process that publish-crash.integration.test.ts kills with SIGKILL: opens the database the app way
// (DATABASE_URL or PGLITE_DIR), publishes the drafts DRAFT_IDS with the code CODE, several at once, and
// appends "draftId offerId" to ACK_FILE after each publication returned (committed), as a client would
// have been told. Run as: node --import tsx --import ./bench/server-only-hook.mjs <this file>.
import { appendFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { openPglite, openPostgres } from '@/lib/db/client';
import { offerDrafts } from '@/lib/db/schema';
import { redeemCode } from './codes';

const { DATABASE_URL, PGLITE_DIR } = process.env;
const ACK_FILE = process.env.ACK_FILE ?? '';
const CODE = process.env.CODE ?? '';
const DRAFT_IDS = process.env.DRAFT_IDS ?? '';
if (!ACK_FILE || !CODE || !DRAFT_IDS || !(DATABASE_URL || PGLITE_DIR)) throw new Error('missing environment');
const handle = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(PGLITE_DIR);
const ids = DRAFT_IDS.split(',').map(Number);
const drafts = (await handle.db.select().from(offerDrafts).where(inArray(offerDrafts.id, ids))).filter(
  (d) => d.state !== 'converted',
);
appendFileSync(ACK_FILE, 'ready\n');
let next = 0;
async function worker() {
  while (next < drafts.length) {
    const draft = drafts[next++]!;
    try {
      const { offerId } = await redeemCode(handle.db, draft, CODE, 'publish', { userId: null });
      appendFileSync(ACK_FILE, `${draft.id} ${offerId}\n`);
    } catch {
      // Refused (the code used up): the draft stays a draft.
    }
  }
}
await Promise.all(Array.from({ length: 6 }, worker));
appendFileSync(ACK_FILE, 'done\n');
await handle.close();
