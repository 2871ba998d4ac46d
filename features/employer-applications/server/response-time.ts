import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { applications, offers } from '@/lib/db/schema';
import { answersWithinDays, BADGE_RULES } from '../response-badge';

/** The badge of the company behind an offer: N days, or null (see response-badge.ts). */
export async function responseBadgeForOffer(db: DbOrTx, offerId: number, now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - BADGE_RULES.windowDays * 86_400_000);
  const { rows } = await db.execute<{ created_at: string | Date; answered_at: string | Date | null }>(sql`
    select a.created_at, a.answered_at
      from ${applications} a
      join ${offers} o on o.id = a.offer_id
     where o.company_id = (select company_id from ${offers} where id = ${offerId})
       and a.is_confirmed and a.created_at >= ${since.toISOString()}::timestamptz
     order by a.created_at desc
     limit ${BADGE_RULES.sampleLimit}`);
  return answersWithinDays(
    rows.map((r) => ({
      receivedAt: new Date(r.created_at),
      answeredAt: r.answered_at ? new Date(r.answered_at) : null,
    })),
    now,
  );
}
