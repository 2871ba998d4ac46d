import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { categories, cities, skills } from '@/lib/db/schema';
import type { Localized } from '@/lib/db/schema/columns';
import { foldText } from '@/lib/text';
import type { SlugDictionary } from '../search-params';
import { boardVersion } from './board-version';

export interface CategoryEntry {
  id: number;
  parentId: number | null;
  seoSlug: string;
  key: string;
}

export interface CityEntry {
  id: number;
  slug: string;
  latitude: number;
  longitude: number;
  labels: Localized;
  /** The largest cities are in the top group of the location pickers. */
  group: 'top' | 'list';
}

/** What filters refer to by slug or name, for one board: categories, cities and skills. */
export interface SearchDictionary extends SlugDictionary {
  categoryBySlug: Map<string, CategoryEntry>;
  cityBySlug: Map<string, CityEntry>;
  skillIdByName: Map<string, number>;
}

const TTL_MS = 60_000;
const cache = new Map<string, { at: number; value: Promise<SearchDictionary> }>();
const dbIds = new WeakMap<Db, number>();
let nextDbId = 1;

async function load(db: Db, tenantId: number): Promise<SearchDictionary> {
  const [categoryRows, cityRows, skillRows] = await Promise.all([
    db
      .select({ id: categories.id, parentId: categories.parentId, seoSlug: categories.seoSlug, key: categories.key })
      .from(categories)
      .where(eq(categories.tenantId, tenantId)),
    db
      .select({
        id: cities.id,
        slug: cities.slug,
        latitude: cities.latitude,
        longitude: cities.longitude,
        labels: cities.labels,
        group: cities.group,
      })
      .from(cities)
      .orderBy(asc(cities.group), asc(cities.slug)),
    db.select({ id: skills.id, name: skills.normalizedName }).from(skills),
  ]);
  const categoryBySlug = new Map(categoryRows.map((c) => [c.seoSlug, c]));
  const cityBySlug = new Map(cityRows.map((c) => [c.slug, c]));
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  return {
    categoryBySlug,
    cityBySlug,
    skillIdByName: new Map(skillRows.map((s) => [s.name, s.id])),
    isCity: (slug) => cityBySlug.has(slug),
    isCategory: (slug) => categoryBySlug.get(slug)?.parentId === null,
    isSubcategory: (category, slug) => {
      const sub = categoryBySlug.get(slug);
      return sub?.parentId != null && byId.get(sub.parentId)?.seoSlug === category;
    },
  };
}

/**
 * The board's search dictionary, cached for a minute and until the board's offers change (a published
 * offer may have added a gazetteer locality to the cities, decision 0050; every instance hears of it).
 */
export function getSearchDictionary(db: Db, tenantId: number): Promise<SearchDictionary> {
  let dbId = dbIds.get(db);
  if (dbId === undefined) {
    dbId = nextDbId++;
    dbIds.set(db, dbId);
  }
  const key = `${dbId}:${tenantId}:${boardVersion(tenantId)}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  for (const old of cache.keys()) if (old.startsWith(`${dbId}:${tenantId}:`)) cache.delete(old);
  const value = load(db, tenantId);
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

export const skillKey = (name: string) => foldText(name.trim());
