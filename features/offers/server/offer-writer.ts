import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { bulkInsert } from '@/lib/db/bulk-insert';
import type { Db, DbHandle, DbOrTx } from '@/lib/db/client';
import {
  categories,
  companies,
  currencyRates,
  LANGUAGE_LEVELS,
  OFFER_STATUSES,
  offerBoards,
  offerEmploymentTypes,
  offerLanguages,
  offerListings,
  offerLocations,
  offerRevisions,
  offers,
  offerSkills,
  skills,
  type OfferRevisionAction,
  type OfferStatus,
} from '@/lib/db/schema';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { AppError } from '@/lib/http/errors';
import { foldText } from '@/lib/text';
import {
  EMPLOYMENT_TYPES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  SENIORITIES,
  WORKING_TIMES,
  WORKPLACE_TYPES,
  type SalaryCurrency,
} from '../options';
import { toMonthlyIn, type RatesToPln } from '../salary';
import { offerSearchTerms, SEARCH_TERMS_VERSION } from '../search-terms';
import { offersChanged } from './board-version';
import { syncOfferListings } from './listing-sync';
import { enqueueOfferEvents } from '@/lib/webhooks/events';

/**
 * The one way offers are written. Every path that creates, edits or moves an offer through its
 * states (the employer form, payments, scheduled expiry, the demo data, development routes) calls
 * these functions, which in one transaction:
 *
 * - sanitise the body (`sanitizeRichText`);
 * - write the offer with its locations, employment types (salaries converted to monthly amounts in
 *   every currency, for filters and sorting), skills, languages and boards;
 * - compute the denormalised search columns (the search terms of title, company, skills and
 *   description: `../search-terms.ts`) and rewrite the offer's search rows (`offer_listings`);
 * - record a revision (`offer_revisions`: the action, the changed fields with their previous values);
 *
 * and, once committed, bump the generation of every board the offer was or now is on, so lists,
 * counts, clusters, alerts and the page cache see the change at once.
 */

const money = z.number().finite().min(0).max(100_000_000);

const offerLimitsSchema = z.object({
  maxLocationsCount: z.number().int().min(1),
  bumpsUpCount: z.number().int().min(0),
  bumpsUpEveryDays: z.number().int().min(0),
  durationInDays: z.number().int().min(1),
  seniority: z.array(z.string()),
  categories: z.number().int().min(0),
  subcategories: z.number().int().min(0).optional(),
});

const consentSchema = z.object({ enabled: z.boolean(), value: z.string().max(5000) });

/**
 * A complete offer, in the server shape of the specification ("Draft or offer, server shape"),
 * with dictionary entries already resolved to ids (category, skills, cities) by the caller.
 */
export const offerInputSchema = z
  .object({
    /** The board that owns the offer. */
    tenantId: z.number().int().positive(),
    /** Further boards that also show it (the all-boards count counts these). */
    alsoOnBoards: z.array(z.number().int().positive()).default([]),
    companyId: z.number().int().positive(),
    /**
     * The hiring company's name as this offer shows it (an agency posts for its clients); empty or
     * absent means the company profile's name.
     */
    companyName: z.string().trim().max(300).optional(),
    planKey: z.string().min(1).max(50),
    status: z.enum(OFFER_STATUSES).default('draft'),
    slug: z.string().min(1).max(300),
    guid: z.uuid().optional(),
    title: z.string().trim().min(1).max(200),
    /** Rich text (HTML); sanitised on write. */
    body: z.string().max(100_000),
    experienceLevel: z.enum(SENIORITIES),
    workplaceType: z.enum(WORKPLACE_TYPES),
    workingTime: z.enum(WORKING_TIMES),
    /** The chosen sub-category, else the category. */
    categoryId: z.number().int().positive(),
    publicTags: z
      .object({ remoteInterview: z.boolean().default(false), openToHireUkrainians: z.boolean().default(false) })
      .default({ remoteInterview: false, openToHireUkrainians: false }),
    apply: z
      .object({ url: z.url().max(2000).optional(), email: z.email().max(320).optional() })
      .refine((a) => (a.url === undefined) !== (a.email === undefined), { message: 'applyUrlOrEmail' }),
    informationClause: z.string().max(10_000),
    futureConsent: consentSchema.default({ enabled: false, value: '' }),
    customConsent: consentSchema.default({ enabled: false, value: '' }),
    contact: z.object({ name: z.string().max(200), email: z.string().max(320), phone: z.string().max(50).optional() }),
    bannerUrl: z.string().max(2000).nullable().optional(),
    videoUrl: z.string().max(2000).nullable().optional(),
    limits: offerLimitsSchema,
    locations: z
      .array(
        z.object({
          cityId: z.number().int().positive().nullable().optional(),
          city: z.string().min(1).max(200),
          street: z.string().max(300),
          countryCode: z.string().length(2).default('PL'),
          geoCoordinates: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
        }),
      )
      .min(1),
    requirements: z.array(
      z.object({
        skillId: z.number().int().positive(),
        level: z.number().int().min(1).max(5),
        required: z.boolean(),
        ordinal: z.number().int().min(0).optional(),
      }),
    ),
    employmentTypes: z
      .array(
        z.object({
          type: z.enum(EMPLOYMENT_TYPES),
          currency: z.enum(SALARY_CURRENCIES),
          amountType: z.enum(['gross', 'net']),
          salary: z
            .object({ from: money, to: money, unit: z.enum(SALARY_UNITS).default('month') })
            .refine((s) => s.from <= s.to, { message: 'salaryFromAboveTo' })
            .nullable(),
          order: z.number().int().min(0).optional(),
        }),
      )
      .min(1),
    languages: z.array(z.object({ code: z.string().min(2).max(8), level: z.enum(LANGUAGE_LEVELS) })).max(5),
    publishedAt: z.date().nullable().optional(),
    originalPublishedAt: z.date().nullable().optional(),
    refreshedAt: z.date().nullable().optional(),
    expiresAt: z.date().nullable().optional(),
    finishedAt: z.date().nullable().optional(),
    createdAt: z.date().optional(),
  })
  .refine((o) => new Set(o.requirements.map((r) => r.skillId)).size === o.requirements.length, {
    path: ['requirements'],
    message: 'duplicateSkill',
  })
  .refine((o) => new Set(o.languages.map((l) => l.code)).size === o.languages.length, {
    path: ['languages'],
    message: 'duplicateLanguage',
  });

export type OfferInput = z.input<typeof offerInputSchema>;
export type ValidOffer = z.output<typeof offerInputSchema>;

export interface WriteOptions {
  /** Who made the change (recorded in the revision). */
  userId?: string | null;
  now?: Date;
}

/** What the denormalised columns need from the dictionaries, read once per write. */
interface WriteContext {
  rates: Partial<RatesToPln>;
  companyNames: Map<number, string>;
  mainCategoryOf: Map<number, number>;
  skillNames: Map<number, string>;
}

type OfferRow = typeof offers.$inferInsert;
type Children = {
  locations: Omit<typeof offerLocations.$inferInsert, 'offerId'>[];
  employmentTypes: Omit<typeof offerEmploymentTypes.$inferInsert, 'offerId'>[];
  skills: Omit<typeof offerSkills.$inferInsert, 'offerId'>[];
  languages: Omit<typeof offerLanguages.$inferInsert, 'offerId'>[];
  boards: number[];
};

async function loadContext(db: DbOrTx, list: readonly ValidOffer[]): Promise<WriteContext> {
  const companyIds = [...new Set(list.map((o) => o.companyId))];
  const categoryIds = [...new Set(list.map((o) => o.categoryId))];
  const skillIds = [...new Set(list.flatMap((o) => o.requirements.map((r) => r.skillId)))];
  // The main category is the root of the category's tree (nested set: lft/rgt enclose it).
  const root = alias(categories, 'root_category');
  const [rateRows, companyRows, categoryRows, skillRows] = await Promise.all([
    db
      .selectDistinctOn([currencyRates.currency], { currency: currencyRates.currency, rate: currencyRates.rateToPln })
      .from(currencyRates)
      .orderBy(currencyRates.currency, desc(currencyRates.asOf)),
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)),
    db
      .select({ id: categories.id, mainId: root.id })
      .from(categories)
      .innerJoin(
        root,
        and(
          eq(root.tenantId, categories.tenantId),
          isNull(root.parentId),
          lte(root.lft, categories.lft),
          gte(root.rgt, categories.rgt),
        ),
      )
      .where(inArray(categories.id, categoryIds)),
    skillIds.length
      ? db.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.id, skillIds))
      : Promise.resolve([]),
  ]);
  const rates: Partial<RatesToPln> = { PLN: 1 };
  for (const r of rateRows) rates[r.currency] = r.rate;
  const context: WriteContext = {
    rates,
    companyNames: new Map(companyRows.map((c) => [c.id, c.name])),
    mainCategoryOf: new Map(categoryRows.map((c) => [c.id, c.mainId])),
    skillNames: new Map(skillRows.map((s) => [s.id, s.name])),
  };
  const missing = (field: string) => {
    throw new AppError('BAD_REQUEST', 'badRequest', { fields: [{ field, message: 'invalid' }] });
  };
  for (const o of list) {
    if (!context.companyNames.has(o.companyId)) missing('companyId');
    if (!context.mainCategoryOf.has(o.categoryId)) missing('categoryId');
    for (const r of o.requirements) if (!context.skillNames.has(r.skillId)) missing('requirements.skillId');
  }
  return context;
}

const CURRENCY_KEYS = { PLN: 'Pln', EUR: 'Eur', USD: 'Usd', GBP: 'Gbp', CHF: 'Chf' } as const;

/** Builds the offer row (with its search columns) and its children from a validated offer. */
function buildRows(o: ValidOffer, ctx: WriteContext): { offer: OfferRow; children: Children } {
  const monthly = (amount: number, unit: (typeof SALARY_UNITS)[number], from: SalaryCurrency, to: SalaryCurrency) => {
    const [a, b] = [ctx.rates[from], ctx.rates[to]];
    return a === undefined || b === undefined ? null : toMonthlyIn(amount, unit, from, to, ctx.rates as RatesToPln);
  };
  const employmentTypes = o.employmentTypes.map((e, ordinal) => {
    const row: Children['employmentTypes'][number] = {
      type: e.type,
      currency: e.currency,
      amountType: e.amountType,
      salaryFrom: e.salary?.from ?? null,
      salaryTo: e.salary?.to ?? null,
      unit: e.salary?.unit ?? 'month',
      ordinal: e.order ?? ordinal,
    };
    for (const target of SALARY_CURRENCIES) {
      const key = CURRENCY_KEYS[target];
      row[`monthly${key}From`] = e.salary ? monthly(e.salary.from, e.salary.unit, e.currency, target) : null;
      row[`monthly${key}To`] = e.salary ? monthly(e.salary.to, e.salary.unit, e.currency, target) : null;
    }
    return row;
  });
  const bounds: Partial<OfferRow> = {};
  for (const target of SALARY_CURRENCIES) {
    const key = CURRENCY_KEYS[target];
    const pick = (side: 'From' | 'To') =>
      employmentTypes.map((e) => e[`monthly${key}${side}`]).filter((v): v is number => v !== null && v !== undefined);
    const [froms, tos] = [pick('From'), pick('To')];
    bounds[`salary${key}Min`] = froms.length ? Math.min(...froms) : null;
    bounds[`salary${key}Max`] = tos.length ? Math.max(...tos) : null;
  }
  const requirements = o.requirements.map((r, i) => ({
    skillId: r.skillId,
    required: r.required,
    level: r.level,
    ordinal: r.ordinal ?? i,
  }));
  const companyName = o.companyName || ctx.companyNames.get(o.companyId)!;
  const skillNames = requirements.map((r) => ctx.skillNames.get(r.skillId)!);
  const body = sanitizeRichText(o.body);
  const locations = o.locations.map((l, ordinal) => ({
    cityId: l.cityId ?? null,
    city: l.city,
    street: l.street,
    countryCode: l.countryCode,
    latitude: l.geoCoordinates.latitude,
    longitude: l.geoCoordinates.longitude,
    isMain: ordinal === 0,
    ordinal,
  }));
  const offer: OfferRow = {
    tenantId: o.tenantId,
    companyId: o.companyId,
    planKey: o.planKey,
    status: o.status,
    slug: o.slug,
    guid: o.guid ?? randomUUID(),
    title: o.title,
    body,
    seniority: o.experienceLevel,
    workplaceType: o.workplaceType,
    workingTime: o.workingTime,
    applyUrl: o.apply.url ?? null,
    applyEmail: o.apply.email ?? null,
    remoteInterview: o.publicTags.remoteInterview,
    openToHireUkrainians: o.publicTags.openToHireUkrainians,
    informationClause: o.informationClause,
    futureConsent: o.futureConsent,
    customConsent: o.customConsent,
    contact: o.contact,
    bannerUrl: o.bannerUrl ?? null,
    videoUrl: o.videoUrl ?? null,
    limits: o.limits,
    publishedAt: o.publishedAt ?? null,
    originalPublishedAt: o.originalPublishedAt ?? o.publishedAt ?? null,
    refreshedAt: o.refreshedAt ?? o.publishedAt ?? null,
    expiresAt: o.expiresAt ?? null,
    finishedAt: o.finishedAt ?? null,
    categoryId: o.categoryId,
    mainCategoryId: ctx.mainCategoryOf.get(o.categoryId)!,
    companyName,
    skillIds: requirements.map((r) => r.skillId),
    cityIds: [...new Set(locations.map((l) => l.cityId).filter((id): id is number => id !== null))],
    hasSalary: employmentTypes.some((e) => e.salaryFrom !== null),
    ...bounds,
    searchText: foldText([o.title, companyName, ...skillNames].join(' ')),
    searchTerms: offerSearchTerms({
      title: o.title,
      companyName,
      requiredSkills: requirements.filter((r) => r.required).map((r) => ctx.skillNames.get(r.skillId)!),
      otherSkills: requirements.filter((r) => !r.required).map((r) => ctx.skillNames.get(r.skillId)!),
      bodyHtml: body,
    }),
    searchTermsVersion: SEARCH_TERMS_VERSION,
    ...(o.createdAt ? { createdAt: o.createdAt } : {}),
  };
  return {
    offer,
    children: {
      locations,
      employmentTypes,
      skills: requirements,
      languages: o.languages,
      boards: [...new Set([o.tenantId, ...o.alsoOnBoards])],
    },
  };
}

/** Boards whose search rows hold any of the offers now. */
async function listedBoards(db: DbOrTx, offerIds: readonly number[]): Promise<number[]> {
  if (offerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ tenantId: offerListings.tenantId })
    .from(offerListings)
    .where(inArray(offerListings.offerId, [...offerIds]));
  return rows.map((r) => r.tenantId);
}

/** Announces a committed change to every board concerned. */
async function announce(boards: Iterable<number>): Promise<void> {
  for (const tenantId of new Set(boards)) await offersChanged(tenantId);
}

const CHUNK = 500;
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The child rows of offers whose ids are known. */
function childRows(items: readonly { id: number; children: Children }[]) {
  return {
    locations: items.flatMap((i) => i.children.locations.map((c) => ({ ...c, offerId: i.id }))),
    employmentTypes: items.flatMap((i) => i.children.employmentTypes.map((c) => ({ ...c, offerId: i.id }))),
    skills: items.flatMap((i) => i.children.skills.map((c) => ({ ...c, offerId: i.id }))),
    languages: items.flatMap((i) => i.children.languages.map((c) => ({ ...c, offerId: i.id }))),
    boards: items.flatMap((i) => i.children.boards.map((tenantId) => ({ offerId: i.id, tenantId }))),
  };
}

async function insertChildren(tx: DbOrTx, items: { id: number; children: Children }[]) {
  const rows = childRows(items);
  await insertChunked(rows.locations, (c) => tx.insert(offerLocations).values(c));
  await insertChunked(rows.employmentTypes, (c) => tx.insert(offerEmploymentTypes).values(c));
  await insertChunked(rows.skills, (c) => tx.insert(offerSkills).values(c));
  await insertChunked(rows.languages, (c) => tx.insert(offerLanguages).values(c));
  await insertChunked(rows.boards, (c) => tx.insert(offerBoards).values(c));
}

function parse(inputs: readonly OfferInput[]): ValidOffer[] {
  return inputs.map((input) => offerInputSchema.parse(input));
}

/** Creates offers (one transaction for all of them); returns their ids in input order. */
export async function createOffers(db: Db, inputs: readonly OfferInput[], options: WriteOptions = {}) {
  const list = parse(inputs);
  if (list.length === 0) return [];
  const { ids, boards } = await db.transaction((tx) => insertValidOffers(tx, list, options));
  await announce(boards);
  return ids;
}

/**
 * `createOffers` inside a transaction the caller holds (a draft converted in the transaction that claims its
 * code or opens its payment). Returns the new ids and the boards to announce once the caller has committed:
 * pass them to `announceOfferBoards`.
 */
export async function createOffersInTx(
  tx: DbOrTx,
  inputs: readonly OfferInput[],
  options: WriteOptions = {},
): Promise<{ ids: number[]; boards: number[] }> {
  const list = parse(inputs);
  if (list.length === 0) return { ids: [], boards: [] };
  return insertValidOffers(tx, list, options);
}

async function insertValidOffers(tx: DbOrTx, list: ValidOffer[], options: WriteOptions) {
  const now = options.now ?? new Date();
  const ctx = await loadContext(tx, list);
  const built = list.map((o) => buildRows(o, ctx));
  const ids: number[] = [];
  await insertChunked(built, async (chunk) => {
    const rows = await tx
      .insert(offers)
      .values(chunk.map((b) => ({ ...b.offer, updatedAt: now })))
      .returning({ id: offers.id });
    ids.push(...rows.map((r) => r.id));
  });
  await insertChildren(
    tx,
    built.map((b, i) => ({ id: ids[i]!, children: b.children })),
  );
  await insertChunked(ids, (chunk) =>
    tx.insert(offerRevisions).values(
      chunk.map((offerId) => ({
        offerId,
        userId: options.userId ?? null,
        action: 'create' as const,
        createdAt: now,
      })),
    ),
  );
  if (options.userId) await assignCreatingRecruiter(tx, ids, options.userId);
  await syncOfferListings(tx, ids);
  // An offer created published (a draft published with a code or the plan's balance) is a publication.
  await enqueueOfferEvents(
    tx,
    ids.filter((_, i) => built[i]!.offer.status === 'published'),
    'offer.published',
    now,
  );
  return { ids, boards: await listedBoards(tx, ids) };
}

/** The recruiter who creates an offer is assigned to it (owners and admins see every offer anyway). */
async function assignCreatingRecruiter(tx: DbOrTx, ids: number[], userId: string) {
  await tx.execute(sql`
    insert into offer_assignees (offer_id, user_id, assigned_by)
    select o.id, m.user_id, m.user_id from offers o
      join company_members m on m.company_id = o.company_id and m.user_id = ${userId} and m.right = 'recruiter'
     where o.id = any(${`{${ids.join(',')}}`}::int[])
    on conflict do nothing`);
}

export async function createOffer(db: Db, input: OfferInput, options: WriteOptions = {}): Promise<number> {
  const [id] = await createOffers(db, [input], options);
  return id!;
}

/** Fields compared for the revision of an update (the search columns follow from them). */
const TRACKED = [
  'companyId',
  'companyName',
  'planKey',
  'slug',
  'title',
  'body',
  'seniority',
  'workplaceType',
  'workingTime',
  'applyUrl',
  'applyEmail',
  'remoteInterview',
  'openToHireUkrainians',
  'informationClause',
  'futureConsent',
  'customConsent',
  'contact',
  'bannerUrl',
  'videoUrl',
  'limits',
  'categoryId',
] as const satisfies readonly (keyof OfferRow)[];

/** A stable text form of a value: dates as ISO strings, object keys sorted (jsonb reorders them). */
function comparable(value: unknown): string {
  const normalise = (v: unknown): unknown => {
    if (v instanceof Date) return v.toISOString();
    if (Array.isArray(v)) return v.map(normalise);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, item]) => [key, normalise(item)]),
      );
    return v ?? null;
  };
  return JSON.stringify(normalise(value));
}

async function childrenOf(tx: DbOrTx, offerId: number) {
  const strip = <T extends { offerId?: number; id?: number }>(rows: T[]) =>
    rows.map(({ offerId: _o, id: _i, ...rest }) => rest);
  const [locations, employmentTypes, skillRows, languages, boards] = await Promise.all([
    tx.select().from(offerLocations).where(eq(offerLocations.offerId, offerId)).orderBy(offerLocations.ordinal),
    tx
      .select()
      .from(offerEmploymentTypes)
      .where(eq(offerEmploymentTypes.offerId, offerId))
      .orderBy(offerEmploymentTypes.ordinal),
    tx.select().from(offerSkills).where(eq(offerSkills.offerId, offerId)).orderBy(offerSkills.ordinal),
    tx.select().from(offerLanguages).where(eq(offerLanguages.offerId, offerId)).orderBy(offerLanguages.code),
    tx.select({ tenantId: offerBoards.tenantId }).from(offerBoards).where(eq(offerBoards.offerId, offerId)),
  ]);
  return {
    locations: strip(locations),
    employmentTypes: strip(employmentTypes),
    skills: strip(skillRows),
    languages: strip(languages),
    boards: boards.map((b) => b.tenantId).sort((a, b) => a - b),
  };
}

/**
 * Replaces an offer's content (the employer's edit). Its state and dates stay as they are (they move
 * only through `changeOfferState`), whatever the input says. The revision lists each changed field
 * with its previous value; children that changed are listed with their previous rows.
 */
export async function updateOffer(db: Db, offerId: number, input: OfferInput, options: WriteOptions = {}) {
  const boards = await db.transaction((tx) => updateOfferInTx(tx, offerId, input, options));
  await announce(boards);
}

/**
 * `updateOffer` inside a transaction the caller holds. Returns the boards to announce once the caller has
 * committed (`announceOfferBoards`).
 */
export async function updateOfferInTx(
  tx: DbOrTx,
  offerId: number,
  input: OfferInput,
  options: WriteOptions = {},
): Promise<number[]> {
  const [o] = parse([input]);
  const now = options.now ?? new Date();
  const [before] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!before) throw new AppError('NOT_FOUND', 'notFound');
  const ctx = await loadContext(tx, [o!]);
  const { offer: built, children } = buildRows(o!, ctx);
  const offer: OfferRow = {
    ...built,
    status: before.status,
    publishedAt: before.publishedAt,
    originalPublishedAt: before.originalPublishedAt,
    refreshedAt: before.refreshedAt,
    expiresAt: before.expiresAt,
    finishedAt: before.finishedAt,
  };
  const previousChildren = await childrenOf(tx, offerId);
  const changes: Record<string, unknown> = {};
  for (const key of TRACKED) if (comparable(before[key]) !== comparable(offer[key])) changes[key] = before[key];
  const next = {
    locations: children.locations,
    employmentTypes: children.employmentTypes,
    skills: children.skills,
    languages: [...children.languages].sort((a, b) => a.code.localeCompare(b.code)),
    boards: [...children.boards].sort((a, b) => a - b),
  };
  for (const key of Object.keys(next) as (keyof typeof next)[])
    if (comparable(previousChildren[key]) !== comparable(next[key])) changes[key] = previousChildren[key];
  const boardsBefore = await listedBoards(tx, [offerId]);
  const { guid: _guid, createdAt: _created, ...values } = offer;
  await tx
    .update(offers)
    .set({ ...values, updatedAt: now })
    .where(eq(offers.id, offerId));
  for (const table of [offerLocations, offerEmploymentTypes, offerSkills, offerLanguages, offerBoards])
    await tx.delete(table).where(eq(table.offerId, offerId));
  await insertChildren(tx, [{ id: offerId, children }]);
  await tx.insert(offerRevisions).values({
    offerId,
    userId: options.userId ?? null,
    action: 'update',
    changes,
    createdAt: now,
  });
  await syncOfferListings(tx, [offerId]);
  return [...boardsBefore, ...(await listedBoards(tx, [offerId]))];
}

/** Moves through the offer's states (docs/architecture.md, "Domain"). */
export const OFFER_STATE_ACTIONS = ['publish', 'extend', 'bump', 'expire', 'finish', 'delete'] as const;
export type OfferStateAction = (typeof OFFER_STATE_ACTIONS)[number];

/** Which states each action starts from. */
const ALLOWED_FROM: Record<OfferStateAction, readonly OfferStatus[]> = {
  // From a published offer, "publish" starts the publication again now (development and e2e).
  publish: ['draft', 'pending_payment', 'expired', 'finished', 'published'],
  extend: ['published', 'expired'],
  bump: ['published'],
  expire: ['published'],
  finish: ['published'],
  delete: ['draft', 'pending_payment', 'expired', 'finished'],
};

const DAY = 86_400_000;

/**
 * Applies a state action to offers (one transaction for all). `expiresAt` overrides the
 * plan's duration for publish and extend. Offers whose state does not allow the action make the
 * whole call fail with CONFLICT.
 */
export async function changeOfferState(
  db: Db,
  offerIds: readonly number[],
  action: OfferStateAction,
  options: WriteOptions & { expiresAt?: Date } = {},
): Promise<void> {
  if (offerIds.length === 0) return;
  const boards = await db.transaction((tx) => applyOfferState(tx, offerIds, action, options));
  await announce(boards);
}

/**
 * `changeOfferState` inside a transaction the caller holds (payment fulfilment publishes the offer in
 * the transaction that marks the payment paid). Returns the boards to announce once the caller has
 * committed: pass them to `announceOfferBoards`.
 */
export async function applyOfferState(
  tx: DbOrTx,
  offerIds: readonly number[],
  action: OfferStateAction,
  options: WriteOptions & { expiresAt?: Date } = {},
): Promise<number[]> {
  if (offerIds.length === 0) return [];
  const now = options.now ?? new Date();
  const rows = await tx
    .select({
      id: offers.id,
      status: offers.status,
      limits: offers.limits,
      publishedAt: offers.publishedAt,
      originalPublishedAt: offers.originalPublishedAt,
      refreshedAt: offers.refreshedAt,
      expiresAt: offers.expiresAt,
      finishedAt: offers.finishedAt,
      deletedAt: offers.deletedAt,
    })
    .from(offers)
    .where(inArray(offers.id, [...offerIds]))
    .for('update');
  if (rows.length !== new Set(offerIds).size) throw new AppError('NOT_FOUND', 'notFound');
  const boardsBefore = await listedBoards(tx, offerIds);
  for (const row of rows) {
    if (!ALLOWED_FROM[action].includes(row.status)) throw new AppError('CONFLICT', 'offerStateConflict');
    const duration = row.limits.durationInDays * DAY;
    let set: Partial<OfferRow>;
    let revision: OfferRevisionAction = action;
    switch (action) {
      case 'publish': {
        if (row.status === 'expired' || row.status === 'finished') revision = 'refresh';
        const expiresAt = options.expiresAt ?? new Date(now.getTime() + duration);
        set = {
          status: 'published',
          publishedAt: now,
          originalPublishedAt: row.originalPublishedAt ?? now,
          refreshedAt: now,
          expiresAt:
            row.status === 'published' && row.expiresAt && row.expiresAt > expiresAt ? row.expiresAt : expiresAt,
          finishedAt: null,
        };
        break;
      }
      case 'extend': {
        const from = row.expiresAt && row.expiresAt > now ? row.expiresAt : now;
        set = { status: 'published', expiresAt: options.expiresAt ?? new Date(from.getTime() + duration) };
        break;
      }
      case 'bump':
        set = { refreshedAt: now };
        break;
      case 'expire':
        set = { status: 'expired', expiresAt: row.expiresAt && row.expiresAt < now ? row.expiresAt : now };
        break;
      case 'finish':
        set = { status: 'finished', finishedAt: now };
        break;
      case 'delete':
        set = { status: 'deleted', deletedAt: now };
        break;
    }
    const changes: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(set))
      if (comparable(row[key as keyof typeof row]) !== comparable(value)) changes[key] = row[key as keyof typeof row];
    await tx
      .update(offers)
      .set({ ...set, updatedAt: now })
      .where(eq(offers.id, row.id));
    await tx
      .insert(offerRevisions)
      .values({ offerId: row.id, userId: options.userId ?? null, action: revision, changes, createdAt: now });
  }
  await syncOfferListings(tx, offerIds);
  // Companies' webhooks hear of publications and expiries in this same transaction (lib/webhooks/events.ts).
  const webhookEvent = action === 'publish' ? 'offer.published' : action === 'expire' ? 'offer.expired' : null;
  if (webhookEvent)
    await enqueueOfferEvents(
      tx,
      rows.map((r) => r.id),
      webhookEvent,
      now,
    );
  return [...boardsBefore, ...(await listedBoards(tx, offerIds))];
}

/** Announces boards returned by `applyOfferState` after the caller's transaction committed. */
export async function announceOfferBoards(boards: Iterable<number>): Promise<void> {
  await announce(boards);
}

/** The offer shown on `tenantId` under `slug` (its own or shared with the board), if any. */
export async function findOfferIdOnBoard(db: DbOrTx, tenantId: number, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(offerBoards, and(eq(offerBoards.offerId, offers.id), eq(offerBoards.tenantId, tenantId)))
    .where(eq(offers.slug, slug))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The bulk path of the same writer, for loading an empty database (the demo data): the same
 * validation, sanitising and search columns, with ids assigned by the caller and rows streamed
 * through `bulkInsert` (COPY on PGlite). Not transactional; the search rows are written by one
 * `syncOfferListings` once the load is complete (`finishOfferLoad`), as per-batch rewrites
 * would scan child tables whose indexes a bulk load drops.
 */
export async function loadOffers(
  handle: DbHandle,
  inputs: readonly OfferInput[],
  firstId: number,
  options: WriteOptions = {},
): Promise<number[]> {
  const list = parse(inputs);
  if (list.length === 0) return [];
  const now = options.now ?? new Date();
  const ctx = await loadContext(handle.db, list);
  const built = list.map((o, i) => ({ id: firstId + i, ...buildRows(o, ctx) }));
  await bulkInsert(
    handle,
    offers,
    built.map((b) => ({
      ...b.offer,
      id: b.id,
      createdAt: b.offer.createdAt ?? now,
      updatedAt: b.offer.refreshedAt ?? now,
    })),
  );
  const rows = childRows(built);
  await bulkInsert(handle, offerLocations, rows.locations);
  await bulkInsert(handle, offerEmploymentTypes, rows.employmentTypes);
  await bulkInsert(handle, offerSkills, rows.skills);
  await bulkInsert(handle, offerLanguages, rows.languages);
  await bulkInsert(handle, offerBoards, rows.boards);
  await bulkInsert(
    handle,
    offerRevisions,
    built.map((b) => ({
      offerId: b.id,
      userId: options.userId ?? null,
      action: 'create' as const,
      changes: {},
      createdAt: b.offer.createdAt ?? now,
    })),
  );
  return built.map((b) => b.id);
}

/** Ends a bulk load: writes every search row and announces the boards. */
export async function finishOfferLoad(db: Db): Promise<void> {
  await syncOfferListings(db);
  const rows = await db.selectDistinct({ tenantId: offerListings.tenantId }).from(offerListings);
  await announce(rows.map((r) => r.tenantId));
}
