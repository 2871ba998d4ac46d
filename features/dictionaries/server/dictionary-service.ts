import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import {
  EMPLOYMENT_TYPES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  SENIORITIES,
  WORKING_TIMES,
  WORKPLACE_TYPES,
} from '@/features/offers/options';
import {
  COMPANY_SIZES,
  EMPLOYMENT_TYPE_SALARY_TYPES,
  LANGUAGE_LEVELS,
  SALARY_TYPES,
} from '@/features/offer-form/options';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { categories, cities, skills } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { foldText } from '@/lib/text';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import type { SkillsQuery } from '../schemas';

const MESSAGES = { pl, en } as const;
export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;

export const optionLabels = (locale: Locale) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'offerOptions' });

/**
 * GET /v1/offers/form-inputs-data: what the filters and the offer form choose from, labelled in
 * the caller's language – cities with their map centre, workplace and working-time options,
 * currencies, skill levels and the suggested skills.
 */
export async function getFormInputsData(db: Db, locale: Locale) {
  const t = optionLabels(locale);
  const [cityRows, suggested] = await Promise.all([
    db.select().from(cities).orderBy(asc(cities.group), asc(cities.slug)),
    db
      .select({ id: skills.id, name: skills.name, slug: skills.slug })
      .from(skills)
      .where(eq(skills.isSuggested, true))
      .orderBy(asc(skills.name)),
  ]);
  return {
    cities: cityRows.map((c) => ({
      id: c.id,
      slug: c.slug,
      label: c.labels[locale],
      group: c.group,
      voivodeship: c.voivodeship,
      countryCode: c.countryCode,
      mapCenter: { latitude: c.latitude, longitude: c.longitude },
    })),
    remoteWorkOptions: WORKPLACE_TYPES.map((value) => ({ value, label: t(`workplaceType.${value}`) })),
    fulltimeParttimeOptions: WORKING_TIMES.map((value) => ({ value, label: t(`workingTime.${value}`) })),
    employmentTypes: EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`employmentType.${value}`) })),
    experienceLevels: SENIORITIES.map((value) => ({ value, label: t(`seniority.${value}`) })),
    salaryUnits: SALARY_UNITS.map((value) => ({ value, label: t(`salaryUnit.${value}`) })),
    currencies: [...SALARY_CURRENCIES],
    skillLevels: SKILL_LEVELS.map((value) => ({ value, label: t(`skillLevel.${value}`) })),
    skills: suggested,
    // The offer form's own lists (spec 3 "Option lists").
    companySizes: [...COMPANY_SIZES],
    languageLevels: LANGUAGE_LEVELS.map((value) => ({ value, label: value.toUpperCase() })),
    salaryTypes: [...SALARY_TYPES],
    employmentTypesWithSalaryTypes: EMPLOYMENT_TYPES.map((key) => ({
      key,
      label: t(`employmentType.${key}`),
      salary: { types: [...EMPLOYMENT_TYPE_SALARY_TYPES[key]] },
    })),
  };
}

interface CategoryNode {
  id: number;
  parentId: number | null;
  key: string;
  slug: string;
  label: string;
  iconColorLight: string;
  iconColorDark: string;
  redirectTo: string | null;
  isStatic: boolean;
  isNew: boolean;
  depth: number;
  lft: number;
  rgt: number;
  children: CategoryNode[];
}

/** GET /v1/categories: the board's category tree, labelled in one language, in nested-set order. */
export async function getCategoryTree(db: Db, tenant: Tenant, locale: Locale) {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.tenantId, tenant.id))
    .orderBy(asc(categories.lft));
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const c of rows) {
    const node: CategoryNode = {
      id: c.id,
      parentId: c.parentId,
      key: c.key,
      slug: c.seoSlug,
      label: c.labels[locale],
      iconColorLight: c.iconColorLight,
      iconColorDark: c.iconColorDark,
      redirectTo: c.redirectTo,
      isStatic: c.isStatic,
      isNew: c.isNew,
      depth: c.depth,
      lft: c.lft,
      rgt: c.rgt,
      children: [],
    };
    nodes.set(c.id, node);
    const parent = c.parentId === null ? undefined : nodes.get(c.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return { data: roots };
}

/** GET /v1/skills: the skills dictionary, searched ignoring case and Polish diacritics, a page at a time. */
export async function findSkills(db: Db, q: SkillsQuery) {
  const conditions: (SQL | undefined)[] = [];
  const folded = q.search ? foldText(q.search) : '';
  if (folded) {
    const escaped = folded.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(sql`${skills.normalizedName} like ${`%${escaped}%`}`);
  }
  if (q.suggested !== undefined) conditions.push(eq(skills.isSuggested, q.suggested));
  if (q.ids.length) conditions.push(inArray(skills.id, q.ids));
  const where = and(...conditions);
  // Names starting with the search first, then shorter (closer) names.
  const order = folded
    ? [
        desc(sql`${skills.normalizedName} like ${`${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
        asc(sql`length(${skills.name})`),
        asc(skills.name),
      ]
    : [asc(skills.name)];
  const [rows, [{ n: totalItems } = { n: 0 }]] = await Promise.all([
    db
      .select({ id: skills.id, name: skills.name, slug: skills.slug, suggested: skills.isSuggested })
      .from(skills)
      .where(where)
      .orderBy(...order, asc(skills.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ n: count() }).from(skills).where(where),
  ]);
  return {
    data: rows,
    meta: {
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      totalItems,
      totalPages: Math.max(1, Math.ceil(totalItems / q.pageSize)),
    },
  };
}
