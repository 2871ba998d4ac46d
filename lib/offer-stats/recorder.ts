import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { offerStatsDaily, offerViews } from '@/lib/db/schema';
import { logger } from '@/lib/log';

/**
 * Offer statistics written without slowing public pages: a page only appends to memory, and one
 * statement per batch writes what gathered (every FLUSH_MS, or sooner when MAX_PENDING are waiting).
 * Detail views go to offer_views (the daily job turns them into unique visitors and excludes bots by
 * rate); list impressions and apply clicks are plain counters added to the day's offer_stats_daily row.
 * A crash loses at most FLUSH_MS of counts, which statistics can afford.
 */
const FLUSH_MS = 2_000;
const MAX_PENDING = 500;

interface PendingView {
  tenantId: number;
  offerId: number;
  visitedAt: Date;
  visitor: string;
}
interface PendingCounter {
  tenantId: number;
  /** The offer, or its slug where the caller knows only that (list cards); resolved on the board when written. */
  offerId: number | null;
  slug: string | null;
  day: string;
  listImpressions: number;
  applyClicks: number;
}

let views: PendingView[] = [];
let counters = new Map<string, PendingCounter>();
let timer: ReturnType<typeof setTimeout> | null = null;
let flushing: Promise<void> | null = null;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

function schedule() {
  if (views.length + counters.size >= MAX_PENDING) {
    void flushOfferStats();
    return;
  }
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    void flushOfferStats();
  }, FLUSH_MS);
  timer.unref?.();
}

function counter(tenantId: number, offer: number | string, at: Date): PendingCounter {
  const day = dayOf(at);
  const key = `${tenantId}|${offer}|${day}`;
  let c = counters.get(key);
  if (!c) {
    const ref = typeof offer === 'number' ? { offerId: offer, slug: null } : { offerId: null, slug: offer };
    counters.set(key, (c = { tenantId, ...ref, day, listImpressions: 0, applyClicks: 0 }));
  }
  return c;
}

/** One person's look at an offer's page (bots and prefetches are filtered by the caller). */
export function recordOfferView(view: PendingView): void {
  views.push(view);
  schedule();
}

/** The offers a list page showed (once per offer and page), by id or by the slug on their card. */
export function recordListImpressions(tenantId: number, offers: readonly (number | string)[], at = new Date()): void {
  for (const offer of new Set(offers)) counter(tenantId, offer, at).listImpressions += 1;
  if (offers.length) schedule();
}

/** A click on an offer's apply button (the form opened, or the way to the employer's site). */
export function recordApplyClick(tenantId: number, offerId: number, at = new Date()): void {
  counter(tenantId, offerId, at).applyClicks += 1;
  schedule();
}

/** How many records wait in memory (for tests and the benchmark). */
export const pendingOfferStats = () => views.length + counters.size;

/**
 * Writes what gathered. Concurrent calls share one write; `db` is for tests and scripts (the app's
 * database otherwise). Offers deleted meanwhile are skipped rather than failing the batch.
 */
export async function flushOfferStats(db?: Db): Promise<void> {
  if (flushing) await flushing;
  if (!views.length && !counters.size) return;
  const batchViews = views;
  const batchCounters = [...counters.values()];
  views = [];
  counters = new Map();
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  flushing = write(db ?? (await getDb()), batchViews, batchCounters)
    .catch((error) => logger.warn({ err: error }, 'offer statistics batch not written'))
    .finally(() => {
      flushing = null;
    });
  await flushing;
}

async function write(db: Db, batchViews: PendingView[], batchCounters: PendingCounter[]) {
  if (batchViews.length) {
    await db.execute(sql`
      insert into ${offerViews} (tenant_id, offer_id, visited_at, visitor)
      select v.tenant_id, v.offer_id, v.visited_at, v.visitor
        from jsonb_to_recordset(${JSON.stringify(
          batchViews.map((v) => ({
            tenant_id: v.tenantId,
            offer_id: v.offerId,
            visited_at: v.visitedAt.toISOString(),
            visitor: v.visitor,
          })),
        )}::jsonb)
             as v(tenant_id int, offer_id int, visited_at timestamptz, visitor text)
        join offers o on o.id = v.offer_id`);
  }
  if (batchCounters.length) {
    await db.execute(sql`
      insert into ${offerStatsDaily} (offer_id, tenant_id, day, list_impressions, apply_clicks)
      select o.id, o.tenant_id, c.day, sum(c.list_impressions), sum(c.apply_clicks)
        from jsonb_to_recordset(${JSON.stringify(
          batchCounters.map((c) => ({
            offer_id: c.offerId,
            slug: c.slug,
            tenant_id: c.tenantId,
            day: c.day,
            list_impressions: c.listImpressions,
            apply_clicks: c.applyClicks,
          })),
        )}::jsonb)
             as c(offer_id int, slug text, tenant_id int, day date, list_impressions int, apply_clicks int)
        -- A card's slug names the offer shown on this board (its own, or one shared with it).
        join offers o on o.id = coalesce(c.offer_id, (
          select b.offer_id from offer_boards b join offers s on s.id = b.offer_id
           where b.tenant_id = c.tenant_id and s.slug = c.slug limit 1))
       group by o.id, o.tenant_id, c.day
      on conflict (offer_id, day) do update set
        list_impressions = ${offerStatsDaily}.list_impressions + excluded.list_impressions,
        apply_clicks = ${offerStatsDaily}.apply_clicks + excluded.apply_clicks`);
  }
}
