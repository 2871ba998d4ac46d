import { eq } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { offerSuggestions } from '@/lib/db/schema';
import { foldText } from '@/lib/text';
import { skillIconId } from '@/lib/skill-icons';
import { suggestionEntry, suggestionFit, type SuggestionEntry } from '../search-terms';
import { cachedCount } from './count-cache';

/** Spec: suggestions start at 2 characters; shorter input shows the visitor's recent searches instead. */
export const SUGGEST_MIN_LENGTH = 2;
const PER_GROUP = 5;
type Variant = (typeof offerSuggestions.$inferSelect)['variant'];

interface Candidate extends SuggestionEntry {
  title: string;
  count: number;
  folded: string;
}

/** A board's suggestions (titles, companies, skills with their offer counts), analysed once per board generation. */
function boardSuggestions(db: Db, tenantId: number): Promise<Record<Variant, Candidate[]>> {
  return cachedCount(tenantId, 'suggestions', '', async () => {
    const rows = await db
      .select({ variant: offerSuggestions.variant, title: offerSuggestions.title, count: offerSuggestions.offersCount })
      .from(offerSuggestions)
      .where(eq(offerSuggestions.tenantId, tenantId));
    const groups: Record<Variant, Candidate[]> = { titles: [], companies: [], skills: [] };
    for (const row of rows)
      groups[row.variant].push({
        ...suggestionEntry(row.title),
        title: row.title,
        count: row.count,
        folded: foldText(row.title),
      });
    return groups;
  });
}

/**
 * GET /v2/user-panel/offers/suggest: titles, companies and skills that fit what was typed, by the
 * keywords' own matcher (`suggestionFit`): whole terms first, then the word being typed as the
 * beginning of a word; then those starting with the text, then by offer count.
 */
export async function suggest(db: Db, tenant: Tenant, query: string) {
  const folded = foldText(query.trimStart()).replace(/\s+/g, ' ');
  if (folded.trim().length < SUGGEST_MIN_LENGTH) return { titles: [], companies: [], skills: [] };
  // Everyone types the same beginnings ("ja", "jav", "java"): answers are kept per board generation.
  return cachedCount(tenant.id, 'suggest', folded, async () => {
    const groups = await boardSuggestions(db, tenant.id);
    const pick = (candidates: Candidate[]) =>
      candidates
        .map((c) => ({ c, fit: suggestionFit(folded, c) }))
        .filter((m): m is { c: Candidate; fit: 0 | 1 } => m.fit !== null)
        .sort(
          (a, b) =>
            a.fit - b.fit ||
            Number(b.c.folded.startsWith(folded.trim())) - Number(a.c.folded.startsWith(folded.trim())) ||
            b.c.count - a.c.count ||
            a.c.title.localeCompare(b.c.title),
        )
        .slice(0, PER_GROUP)
        .map(({ c }) => ({ title: c.title, count: c.count }));
    return {
      titles: pick(groups.titles),
      companies: pick(groups.companies),
      // Each skill with its icon's id, so the field draws it without the catalogue of names.
      skills: pick(groups.skills).map((s) => ({ ...s, icon: skillIconId(s.title) })),
    };
  });
}
