import { count } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { ensureDemoData, seedState } from './prepare';
import { companies, offerListings, offers, tenants } from '@/lib/db/schema';
import { seedDemo } from './seed';

const handle = await createTestDb();
const { db } = handle;
const rows = async (table: typeof tenants | typeof offers | typeof offerListings | typeof companies) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

// Two embedded databases and two demo loads: more than the default limit on a loaded machine.
describe('the first-start demo load', { timeout: 120_000 }, () => {
  it('is one transaction: a crash in the middle leaves no board, and the next start loads everything', async () => {
    const crashed = ensureDemoData(handle, { offers: 60, seed: 5 }).then(() => 'done');
    // A crash after the offers were written, before their search rows: simulated by failing the seed's log.
    const midway = seedDemoFailing();
    await expect(midway).rejects.toThrow('killed');
    expect(await crashed).toBe('done');
    expect(await seedState(db)).toBe('ready');
  });

  it('detects a database a killed seed left half-loaded (boards, offers, no search rows) and loads it again', async () => {
    await db.delete(offerListings);
    expect(await seedState(db)).toBe('partial');
    const summary = await ensureDemoData(handle, { offers: 60, seed: 5 });
    expect(summary?.offers).toBe(60);
    expect(await rows(tenants)).toBe(2);
    expect(await rows(offerListings)).toBeGreaterThan(0);
    expect(await seedState(db)).toBe('ready');
    // A ready database is left alone.
    expect(await ensureDemoData(handle, { offers: 60, seed: 5 })).toBeNull();
  });

  it('never empties a database that holds accounts, whatever else is missing', async () => {
    await createCandidate(db, await resolveTenant('it.localhost', db), { email: 'kept@example.com' });
    await db.delete(offerListings);
    expect(await seedState(db)).toBe('ready');
    expect(await ensureDemoData(handle, { offers: 60, seed: 5 })).toBeNull();
    expect(await rows(offers)).toBe(60);
  });
});

/** Runs the same atomic load on a second, empty database and kills it once the offers are in. */
async function seedDemoFailing() {
  const other = await createTestDb();
  const { inOneTransaction } = await import('./prepare');
  const attempt = inOneTransaction(other, (tx) =>
    seedDemo(tx, {
      offers: 60,
      seed: 5,
      log: (message) => {
        if (message.startsWith('offers:')) throw new Error('killed');
      },
    }),
  );
  try {
    await attempt;
  } finally {
    const [left] = await other.db.select({ n: count() }).from(tenants);
    const [offerRows] = await other.db.select({ n: count() }).from(offers);
    expect({ tenants: left!.n, offers: offerRows!.n }).toEqual({ tenants: 0, offers: 0 });
    expect(await seedState(other.db)).toBe('empty');
  }
}
