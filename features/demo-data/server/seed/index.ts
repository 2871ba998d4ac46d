import { count, sql } from 'drizzle-orm';
import type { Db, DbHandle } from '@/lib/db/client';
// Direct imports, not the public entry: server.ts and scripts/db-seed.ts run this outside Next, where
// the entry's page-side modules ('server-only') cannot load. Listed in eslint.config.mjs.
import { finishOfferLoad, loadOffers } from '@/features/offers/server/offer-writer/load-offers';
import { rebuildSuggestions } from '@/features/offers/server/suggestion-queries';
import { syncIdentity } from '@/lib/db/bulk-insert';
import { offerRevisions, offers, tenants } from '@/lib/db/schema';
import { BIZ_CATEGORIES, IT_CATEGORIES } from './data/categories';
import { TOP_CITY_COUNT } from './data/cities';
import { BUSINESS_SKILLS, IT_SKILLS } from './data/skills';
import { insertBrandStories, insertCompanies, insertPlans, insertTermsFiles } from './business';
import { insertDemoEmployers } from './employers';
import { insertDemoStatistics } from './statistics';
import { DEMO_RATES, insertCategoryTree, insertCities, insertRates, insertSkills } from './dictionaries';
import { BUSINESS_ROLES } from './data/business-roles';
import { generateOffer, type OfferContext } from './offers';
import { createRandom } from './prng';
import { BIZ_TENANT, IT_TENANT } from './tenants';

export interface SeedOptions {
  /** Offers in total across both boards (85% IT). */
  offers?: number;
  seed?: number;
  /** "Now" of the demo data; the same seed and date give identical rows. Default: today 00:00 UTC. */
  referenceDate?: Date;
  /** Empty the database first. */
  reset?: boolean;
  log?: (message: string) => void;
}

export interface SeedSummary {
  tenants: number;
  offers: number;
  companies: number;
  cities: number;
  skills: number;
  /** Demo employer accounts (fixed e-mails, password DEMO_EMPLOYER_PASSWORD). */
  employers: number;
  ms: number;
}

const BATCH = 1000;

export function startOfTodayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Removes every row of every table (keeps the schema and migrations). */
export async function resetDemo(db: Db): Promise<void> {
  const { rows } = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  if (rows.length)
    await db.execute(sql.raw(`truncate ${rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
}

/** Loads the deterministic demo data: two boards, dictionaries, companies, plans, terms and offers. */
export async function seedDemo(handle: DbHandle, options: SeedOptions = {}): Promise<SeedSummary> {
  const { db } = handle;
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const total = options.offers ?? 3000;
  const reference = options.referenceDate ?? startOfTodayUtc();
  const random = createRandom(options.seed ?? 42);

  const [existing] = await db.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) {
    if (!options.reset) throw new Error('The database already has data; pass reset to replace it.');
    await resetDemo(db);
  }

  const tenantRows = await db
    .insert(tenants)
    .values([
      { slug: IT_TENANT.slug, name: IT_TENANT.config.brand.name, config: IT_TENANT.config, isDefault: true },
      { slug: BIZ_TENANT.slug, name: BIZ_TENANT.config.brand.name, config: BIZ_TENANT.config },
    ])
    .returning({ id: tenants.id, slug: tenants.slug });
  const [it, biz] = [tenantRows[0]!, tenantRows[1]!];
  await insertRates(db, reference.toISOString().slice(0, 10));
  const cityRows = await insertCities(db);
  const skillRows = await insertSkills(db);
  const skillIdByName = new Map(skillRows.map((s) => [s.name, s.id]));
  log(`dictionaries: ${cityRows.length} cities, ${skillRows.length} skills`);

  const boards = [
    {
      tenant: it,
      tree: IT_CATEGORIES,
      skills: new Set(IT_SKILLS),
      companies: 220,
      stories: 24,
      share: 0.85,
      priceFactor: 1,
      sharedWith: biz.id,
      roles: undefined,
    },
    {
      tenant: biz,
      tree: BIZ_CATEGORIES,
      skills: new Set(BUSINESS_SKILLS),
      companies: 60,
      stories: 6,
      share: 0.15,
      priceFactor: 0.6,
      sharedWith: null,
      roles: BUSINESS_ROLES,
    },
  ];
  // Secondary indexes are rebuilt once after the bulk load instead of row by row.
  let companyCount = 0;
  let offerCount = 0;
  let nextOfferId = 1;
  const restoreIndexes = await dropSecondaryIndexes(db, BULK_TABLES);
  try {
    const cities = cityRows.map((c, i) => ({
      id: c.id,
      slug: c.slug,
      name: c.labels.pl,
      lat: c.latitude,
      lng: c.longitude,
      weight: i < TOP_CITY_COUNT ? 12 - i : 1,
    }));
    for (const board of boards) {
      const leaves = await insertCategoryTree(db, board.tenant.id, board.tree);
      const companyRows = await insertCompanies(db, random, board.tenant.id, board.companies);
      companyCount += companyRows.length;
      await insertBrandStories(db, random, board.tenant.id, companyRows, board.stories);
      await insertPlans(db, board.tenant.id, board.priceFactor, reference, companyRows[0]?.id ?? null);
      await insertTermsFiles(db, board.tenant.id, reference);
      const ctx: OfferContext = {
        tenantId: board.tenant.id,
        reference,
        rates: DEMO_RATES,
        companies: companyRows,
        leaves: leaves.map((l) => ({
          ...l,
          skillIds: l.skills.map((s) => skillIdByName.get(s)).filter((id): id is number => id !== undefined),
        })),
        cities,
        skillNames: new Map(skillRows.map((s) => [s.id, s.name])),
        allSkillIds: skillRows.filter((s) => board.skills.has(s.name)).map((s) => s.id),
        planKeys: ['basic', 'pro', 'premium'],
        sharedWith: board.sharedWith,
        roles: board.roles,
      };
      const target = board === boards[boards.length - 1] ? total - offerCount : Math.round(total * board.share);
      for (let done = 0; done < target; done += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, target - done) }, (_, i) =>
          generateOffer(random, ctx, done + i + 1),
        );
        // The demo data is written by the offer writer, like every other offer.
        await loadOffers(handle, batch, nextOfferId, { now: reference });
        nextOfferId += batch.length;
        offerCount += batch.length;
        log(`offers: ${offerCount}/${total}`);
      }
    }
    await syncIdentity(handle, offers);
    await syncIdentity(handle, offerRevisions);
  } finally {
    await restoreIndexes();
    log('indexes rebuilt');
  }
  // The search rows are written in one statement, their indexes (the search terms' GIN among them)
  // built once afterwards.
  const restoreListingIndexes = await dropSecondaryIndexes(db, ['offer_listings']);
  try {
    await finishOfferLoad(db);
  } finally {
    await restoreListingIndexes();
  }
  log('search rows written');
  // Company people come last: they join the companies that got published offers.
  const people = await insertDemoEmployers(db, { it: it.id, biz: biz.id }, reference);
  log(`employers: ${people.users} demo users`);
  log(`statistics: ${await insertDemoStatistics(db, reference)} daily rows`);
  for (const tenant of tenantRows) await rebuildSuggestions(db, tenant.id);
  return {
    tenants: tenantRows.length,
    offers: offerCount,
    companies: companyCount,
    cities: cityRows.length,
    skills: skillRows.length,
    employers: people.users,
    ms: Date.now() - started,
  };
}

const BULK_TABLES = [
  'offers',
  'offer_locations',
  'offer_employment_types',
  'offer_skills',
  'offer_languages',
  'offer_boards',
  'offer_revisions',
];

/**
 * Drops the non-unique indexes of the given tables and returns a function that recreates them
 * from their own definitions (as read from pg_indexes), so the schema stays the one source.
 */
async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<() => Promise<void>> {
  const { rows } = await db.execute<{ indexname: string; indexdef: string }>(sql`
    select i.indexname, i.indexdef from pg_indexes i
    join pg_class c on c.relname = i.indexname
    join pg_index x on x.indexrelid = c.oid
    where i.schemaname = 'public' and i.tablename in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      and not x.indisunique and not x.indisprimary
    order by i.indexname`);
  for (const row of rows) await db.execute(sql.raw(`drop index if exists "${row.indexname}"`));
  return async () => {
    for (const row of rows) await db.execute(sql.raw(row.indexdef));
    await db.execute(sql.raw(`analyze ${tables.join(', ')}`));
  };
}
