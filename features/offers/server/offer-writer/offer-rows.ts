import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import {
  categories,
  companies,
  currencyRates,
  offerEmploymentTypes,
  offerLanguages,
  offerLocations,
  offers,
  offerSkills,
  skills,
} from '@/lib/db/schema';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { AppError } from '@/lib/http/errors';
import { foldText } from '@/lib/text';
import { SALARY_CURRENCIES, SALARY_UNITS, type SalaryCurrency } from '../../options';
import { toMonthlyIn, type RatesToPln } from '../../salary';
import { offerSearchTerms, SEARCH_TERMS_VERSION } from '../../search-terms';
import type { ValidOffer } from './offer-input';

/**
 * From a validated offer to its rows: the dictionaries the denormalised columns need (read once per
 * write), the offer row with its salary bounds and search columns, and its child rows.
 */

/** What the denormalised columns need from the dictionaries, read once per write. */
export interface WriteContext {
  rates: Partial<RatesToPln>;
  companyNames: Map<number, string>;
  mainCategoryOf: Map<number, number>;
  skillNames: Map<number, string>;
}

export type OfferRow = typeof offers.$inferInsert;
export type Children = {
  locations: Omit<typeof offerLocations.$inferInsert, 'offerId'>[];
  employmentTypes: Omit<typeof offerEmploymentTypes.$inferInsert, 'offerId'>[];
  skills: Omit<typeof offerSkills.$inferInsert, 'offerId'>[];
  languages: Omit<typeof offerLanguages.$inferInsert, 'offerId'>[];
  boards: number[];
};

export async function loadContext(db: DbOrTx, list: readonly ValidOffer[]): Promise<WriteContext> {
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
export function buildRows(o: ValidOffer, ctx: WriteContext): { offer: OfferRow; children: Children } {
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
