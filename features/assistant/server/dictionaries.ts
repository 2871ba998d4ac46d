import 'server-only';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { categories, cities, offerSkills, offers, skills } from '@/lib/db/schema';
import type { Dictionaries } from '../engine/types';

const TTL_MS = 10 * 60_000;
const cache = new Map<number, { at: number; value: Promise<Dictionaries> }>();

/**
 * What the drafting engine recognises on a board: every skill of the dictionary, every city, and each
 * category with the skills its offers name most often (so the category guess follows the board's data).
 */
export function boardDictionaries(db: Db, tenantId: number, now = Date.now()): Promise<Dictionaries> {
  const hit = cache.get(tenantId);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = load(db, tenantId);
  cache.set(tenantId, { at: now, value });
  value.catch(() => cache.delete(tenantId));
  return value;
}

async function load(db: Db, tenantId: number): Promise<Dictionaries> {
  const [skillRows, cityRows, categoryRows, hintRows] = await Promise.all([
    db.select({ id: skills.id, name: skills.name }).from(skills).orderBy(asc(skills.id)),
    db.select().from(cities).orderBy(asc(cities.id)),
    db
      .select({ id: categories.id, key: categories.key, parentId: categories.parentId, labels: categories.labels })
      .from(categories)
      .where(eq(categories.tenantId, tenantId)),
    db
      .select({ categoryId: offers.categoryId, name: skills.name, n: sql<number>`count(*)::int` })
      .from(offerSkills)
      .innerJoin(offers, eq(offers.id, offerSkills.offerId))
      .innerJoin(skills, eq(skills.id, offerSkills.skillId))
      .where(and(eq(offers.tenantId, tenantId), isNotNull(offers.categoryId)))
      .groupBy(offers.categoryId, skills.name),
  ]);
  const keyOf = new Map(categoryRows.map((c) => [c.id, c.key]));
  const hasChildren = new Set(categoryRows.flatMap((c) => (c.parentId ? [c.parentId] : [])));
  const hints = new Map<number, { name: string; n: number }[]>();
  for (const row of hintRows) {
    if (row.categoryId === null) continue;
    hints.set(row.categoryId, [...(hints.get(row.categoryId) ?? []), { name: row.name, n: row.n }]);
  }
  return {
    skills: skillRows,
    cities: cityRows.map((c) => ({
      slug: c.slug,
      pl: c.labels.pl,
      en: c.labels.en,
      ...(c.labels.locative ? { locative: c.labels.locative } : {}),
      latitude: c.latitude,
      longitude: c.longitude,
      countryCode: c.countryCode,
    })),
    // The form sends the most specific category: subcategories, and top categories without children.
    categories: categoryRows
      .filter((c) => !hasChildren.has(c.id))
      .map((c) => ({
        key: c.key,
        parentKey: c.parentId ? (keyOf.get(c.parentId) ?? null) : null,
        labels: { pl: c.labels.pl, en: c.labels.en },
        hints: (hints.get(c.id) ?? [])
          .sort((a, b) => b.n - a.n)
          .slice(0, 12)
          .map((h) => h.name),
      })),
  };
}

export function forgetDictionaries(): void {
  cache.clear();
}
