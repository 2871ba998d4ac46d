import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { foldText } from '@/lib/text';
import { cachedCount } from './count-cache';
import { findSuggestions } from './suggestion-queries';

/** Spec: suggestions start at 2 characters; shorter input shows the visitor's recent searches instead. */
export const SUGGEST_MIN_LENGTH = 2;
const PER_GROUP = 5;

/** GET /v2/user-panel/offers/suggest: titles, companies and skills matching what was typed. */
export async function suggest(db: Db, tenant: Tenant, query: string) {
  const folded = foldText(query.trim()).replace(/\s+/g, ' ');
  if (folded.length < SUGGEST_MIN_LENGTH) return { titles: [], companies: [], skills: [] };
  // Everyone types the same beginnings ("ja", "jav", "java"): answers are kept per board generation.
  return cachedCount(tenant.id, 'suggest', folded, async () => {
    const [titles, companies, skills] = await Promise.all([
      findSuggestions(db, tenant.id, 'titles', folded, PER_GROUP),
      findSuggestions(db, tenant.id, 'companies', folded, PER_GROUP),
      findSuggestions(db, tenant.id, 'skills', folded, PER_GROUP),
    ]);
    return { titles, companies, skills };
  });
}
