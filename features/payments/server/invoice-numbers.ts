import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { invoiceCounters } from '@/lib/db/schema';

/**
 * The next invoice number of a board's year, inside the caller's transaction: one upsert takes the
 * counter row's lock, so concurrent payments get consecutive numbers and a rolled-back payment gives
 * its number back. Numbers exist only for paid payments (the caller numbers after marking paid).
 */
export async function nextInvoiceNumber(tx: DbOrTx, tenantId: number, year: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ tenantId, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.tenantId, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  const sequence = row!.last;
  return { year, sequence, number: `FV/${year}/${sequence}` };
}

/** The invoice year: the calendar year in Poland (an invoice issued on 31 Dec 23:30 UTC is already January there). */
export function invoiceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(at));
}
