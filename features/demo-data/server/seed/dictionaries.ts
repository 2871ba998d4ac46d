import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { foldText } from '@/lib/text';
import { categories, cities, currencyRates, skills } from '@/lib/db/schema';
import { CITY_ROWS, TOP_CITY_COUNT } from './data/cities';
import type { CategoryDef } from './data/categories';
import { ALL_SKILLS, SUGGESTED_SKILL_COUNT } from './data/skills';
import { slugify } from './prng';

export const DEMO_RATES = { PLN: 1, EUR: 4.27, USD: 3.95, GBP: 4.95, CHF: 4.55 } as const;

export async function insertRates(db: Db, asOf: string) {
  await db.insert(currencyRates).values(
    Object.entries(DEMO_RATES).map(([currency, rateToPln]) => ({
      currency: currency as keyof typeof DEMO_RATES,
      rateToPln,
      asOf,
    })),
  );
}

export async function insertCities(db: Db) {
  return db
    .insert(cities)
    .values(
      CITY_ROWS.map(([slug, pl, en, voivodeship, latitude, longitude, locative], i) => ({
        slug,
        labels: { pl, en, locative },
        voivodeship,
        latitude,
        longitude,
        group: i < TOP_CITY_COUNT ? ('top' as const) : ('list' as const),
      })),
    )
    .returning({
      id: cities.id,
      slug: cities.slug,
      labels: cities.labels,
      latitude: cities.latitude,
      longitude: cities.longitude,
      group: cities.group,
    });
}

/**
 * Gives the dictionary's cities of a database seeded before the dictionary carried the Polish locative
 * ("we Wrocławiu") their locative; cities that have one, and localities the dictionary does not know, are
 * left as they are. Idempotent: a database that has them all is not written to.
 */
export async function fillCityLocatives(db: Db): Promise<number> {
  const missing = await db
    .select({ slug: cities.slug })
    .from(cities)
    .where(sql`not (${cities.labels} ? 'locative')`);
  const bySlug = new Map(CITY_ROWS.map((row) => [row[0], row[6]]));
  let filled = 0;
  for (const { slug } of missing) {
    const locative = bySlug.get(slug);
    if (!locative) continue;
    await db
      .update(cities)
      .set({ labels: sql`${cities.labels} || ${JSON.stringify({ locative })}::jsonb` })
      .where(eq(cities.slug, slug));
    filled += 1;
  }
  return filled;
}

export async function insertSkills(db: Db) {
  return db
    .insert(skills)
    .values(
      ALL_SKILLS.map((name, i) => ({
        name,
        slug: slugify(name) || `skill-${i}`,
        normalizedName: foldText(name),
        isSuggested: i < SUGGESTED_SKILL_COUNT,
      })),
    )
    .returning({ id: skills.id, name: skills.name });
}

export interface InsertedLeaf {
  id: number;
  mainId: number;
  roles: string[];
  skills: string[];
}

/** Inserts a category tree with nested-set bounds; returns the leaves offers can be posted in. */
export async function insertCategoryTree(db: Db, tenantId: number, tree: CategoryDef[]): Promise<InsertedLeaf[]> {
  let counter = 1;
  const leaves: InsertedLeaf[] = [];
  for (const [ordinal, def] of tree.entries()) {
    const children = def.children ?? [];
    const lft = counter++;
    const childBounds = children.map(() => {
      const bounds = { lft: counter, rgt: counter + 1 };
      counter += 2;
      return bounds;
    });
    const rgt = counter++;
    const [main] = await db
      .insert(categories)
      .values({
        tenantId,
        parentId: null,
        lft,
        rgt,
        depth: 0,
        key: def.key,
        seoSlug: def.key,
        labels: { pl: def.pl, en: def.en },
        iconColorLight: def.color[0],
        iconColorDark: def.color[1],
        redirectTo: def.redirectTo ?? null,
        isStatic: Boolean(def.redirectTo),
        isNew: Boolean(def.isNew),
        ordinal,
      })
      .returning({ id: categories.id });
    if (children.length) {
      const rows = await db
        .insert(categories)
        .values(
          children.map((child, i) => ({
            tenantId,
            parentId: main!.id,
            lft: childBounds[i]!.lft,
            rgt: childBounds[i]!.rgt,
            depth: 1,
            key: `${def.key}-${child.key}`,
            seoSlug: child.key,
            labels: { pl: child.pl, en: child.en },
            iconColorLight: def.color[0],
            iconColorDark: def.color[1],
            ordinal: i,
          })),
        )
        .returning({ id: categories.id });
      rows.forEach((row, i) =>
        leaves.push({ id: row.id, mainId: main!.id, roles: children[i]!.roles, skills: children[i]!.skills }),
      );
    } else if (!def.redirectTo && def.roles) {
      leaves.push({ id: main!.id, mainId: main!.id, roles: def.roles, skills: def.skills ?? [] });
    }
  }
  return leaves;
}
