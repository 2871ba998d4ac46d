import { and, isNotNull } from 'drizzle-orm';
import { installDbHandle } from '@/lib/db/client';
import { offerListings } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { createTestDb } from '@/tests/db';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { SALARY_FILTER_MAX } from '../options';
import { findSalarySliderMax } from './offer-counts-queries';
import { listedOn } from './offer-search-queries';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 200, seed: 3 });
const { db } = handle;
const board = await resolveTenant('it.localhost', db);

/** The 95th percentile by linear interpolation, as percentile_cont computes it. */
function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = 0.95 * (sorted.length - 1);
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}

describe('the salary slider’s range', () => {
  it('ends at the 95th percentile of the board’s monthly maxima in the currency, rounded up to 500', async () => {
    for (const [currency, column] of [
      ['PLN', offerListings.salaryPlnMax],
      ['EUR', offerListings.salaryEurMax],
    ] as const) {
      const rows = await db
        .select({ max: column })
        .from(offerListings)
        .where(and(listedOn(board.id, new Date()), isNotNull(column)));
      expect(rows.length).toBeGreaterThan(10);
      const expected = Math.ceil(p95(rows.map((r) => r.max!)) / 500) * 500;
      const max = await findSalarySliderMax(db, board.id, currency);
      expect(max).toBe(expected);
      expect(max % 500).toBe(0);
      expect(max).toBeLessThan(SALARY_FILTER_MAX);
    }
    expect(await findSalarySliderMax(db, board.id, 'EUR')).toBeLessThan(await findSalarySliderMax(db, board.id, 'PLN'));
  });

  it('is the filter’s limit on a board without salaries', async () => {
    expect(await findSalarySliderMax(db, 999_999, 'PLN')).toBe(SALARY_FILTER_MAX);
  });
});
