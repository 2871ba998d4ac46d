import { asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { offerListings, offers, offerSkills, skills } from '@/lib/db/schema';
import { slots, type ScheduledJob } from '@/lib/scheduler/scheduler';
import { offerSearchTerms, SEARCH_TERMS_VERSION } from '../search-terms';
import { offersChanged } from './board-version';

const BATCH = 1000;

/** Offers with no search terms yet, or terms from an older analysis. */
const stale = or(isNull(offers.searchTermsVersion), lt(offers.searchTermsVersion, SEARCH_TERMS_VERSION));

/**
 * Analyses the offers whose search terms are missing (written before terms existed, or by an
 * instance of the previous release during a roll-out) or come from an older analysis, a batch at a
 * time, and copies the terms to their search rows; then announces the boards concerned. The offer
 * writer computes terms itself, so once this has run nothing is left for it until the analysis
 * changes. Batches lock their offers (`skip locked`): instances running it at once share the work.
 */
export async function refreshSearchTerms(db: Db): Promise<{ offers: number }> {
  let done = 0;
  const boards = new Set<number>();
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: offers.id, title: offers.title, companyName: offers.companyName, body: offers.body })
        .from(offers)
        .where(stale)
        .orderBy(asc(offers.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const skillRows = await tx
        .select({ offerId: offerSkills.offerId, name: skills.name, required: offerSkills.required })
        .from(offerSkills)
        .innerJoin(skills, eq(skills.id, offerSkills.skillId))
        .where(inArray(offerSkills.offerId, ids))
        .orderBy(offerSkills.offerId, offerSkills.ordinal);
      const skillsOf = new Map<number, { required: string[]; other: string[] }>();
      for (const s of skillRows) {
        const entry = skillsOf.get(s.offerId) ?? { required: [], other: [] };
        (s.required ? entry.required : entry.other).push(s.name);
        skillsOf.set(s.offerId, entry);
      }
      const analysed = rows.map((r) => ({
        id: r.id,
        terms: offerSearchTerms({
          title: r.title,
          companyName: r.companyName,
          requiredSkills: skillsOf.get(r.id)?.required ?? [],
          otherSkills: skillsOf.get(r.id)?.other ?? [],
          bodyHtml: r.body,
        }),
      }));
      // One parameter per batch (bind parameters are slow to cross into PGlite one by one).
      await tx.execute(sql`
        update ${offers} o set search_terms = v.terms, search_terms_version = ${SEARCH_TERMS_VERSION}
          from json_to_recordset(${JSON.stringify(analysed)}::json) as v(id int, terms text[])
         where o.id = v.id`);
      const listed = await tx.execute<{ tenant_id: number }>(sql`
        update ${offerListings} l set search_vector = array_to_tsvector(o.search_terms)
          from ${offers} o
         where o.id = l.offer_id and l.offer_id = any(${`{${ids.join(',')}}`}::int[])
        returning l.tenant_id`);
      for (const row of listed.rows) boards.add(row.tenant_id);
      return ids;
    });
    if (ids.length === 0) break;
    done += ids.length;
  }
  for (const tenantId of boards) await offersChanged(tenantId);
  return { offers: done };
}

/**
 * Every 10 minutes: offers written meanwhile by an instance of the previous release (during a
 * roll-out) get their terms. Start-up runs the same refresh before the port opens.
 */
export const searchTermsJob: ScheduledJob = {
  name: 'search-terms',
  intervalMs: 10 * 60_000,
  slotOf: (now) => slots.everyMinutes(now, 10),
  async run(db) {
    return refreshSearchTerms(db);
  },
};
