import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { getSearchDictionary } from '@/features/offers/server/public';
import type { Caller } from '@/lib/auth/caller';
import { requireCandidate } from '@/lib/auth/caller';
import type { Db, DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { candidatePreferences, categories, cities, skills } from '@/lib/db/schema';
import { AppError, type FieldError } from '@/lib/http/errors';
import { MATCH_CRITERIA } from '../criteria';
import { isCriterionFilled, mandatoryPreferencesFilledIn } from '../filled-in';
import { EMPTY_PREFERENCES, type Preferences, type PreferencesInput } from '../preferences-schema';

type Row = typeof candidatePreferences.$inferSelect;

function toPreferences(row: Row | undefined): Preferences {
  if (!row) return { ...EMPTY_PREFERENCES, mandatoryPreferencesFilledIn: false, updatedAt: null };
  const input: PreferencesInput = {
    categoryIds: row.categoryIds,
    skills: row.skills,
    seniorities: row.seniorities as PreferencesInput['seniorities'],
    salaryExpectation: row.salaryExpectation,
    salaryCurrency: (row.salaryCurrency ?? 'PLN') as PreferencesInput['salaryCurrency'],
    workplaceTypes: row.workplaceTypes as PreferencesInput['workplaceTypes'],
    cityIds: row.cityIds,
    languages: row.languages as PreferencesInput['languages'],
    mandatory: (row.mandatory as PreferencesInput['mandatory']).filter((c) => MATCH_CRITERIA.includes(c)),
    openToInvitations: row.openToInvitations,
  };
  return {
    ...input,
    mandatoryPreferencesFilledIn: row.mandatoryPreferencesFilledIn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findPreferencesRow(db: DbOrTx, userId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(candidatePreferences).where(eq(candidatePreferences.userId, userId));
  return row;
}

/** GET /v2/user-panel/preferences: the caller's preferences (empty ones before the first save). */
export async function getPreferences(db: Db, caller: Caller): Promise<Preferences> {
  const candidate = requireCandidate(caller);
  return toPreferences(await findPreferencesRow(db, candidate.userId));
}

/** Rules beyond the shape: no duplicates, known dictionary entries of this board, mandatory means filled in. */
async function checkPreferences(db: Db, tenantId: number, p: PreferencesInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const duplicates = <T>(field: string, items: T[], key: (x: T) => unknown = (x) => x) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) errors.push({ field: `${field}.${i}`, message: 'preferences.duplicate' });
      seen.add(k);
    });
  };
  duplicates('categoryIds', p.categoryIds);
  duplicates('skills', p.skills, (s) => s.skillId);
  duplicates('seniorities', p.seniorities);
  duplicates('workplaceTypes', p.workplaceTypes);
  duplicates('cityIds', p.cityIds);
  duplicates('languages', p.languages, (l) => l.code);
  duplicates('mandatory', p.mandatory);
  const skillIds = p.skills.map((s) => s.skillId);
  const [knownCategories, knownSkills, knownCities] = await Promise.all([
    p.categoryIds.length
      ? db
          .select({ id: categories.id })
          .from(categories)
          .where(
            and(
              eq(categories.tenantId, tenantId),
              inArray(categories.id, p.categoryIds),
              eq(categories.isStatic, false),
            ),
          )
      : [],
    skillIds.length ? db.select({ id: skills.id }).from(skills).where(inArray(skills.id, skillIds)) : [],
    p.cityIds.length ? db.select({ id: cities.id }).from(cities).where(inArray(cities.id, p.cityIds)) : [],
  ]);
  const unknown = (field: string, ids: number[], known: { id: number }[], message: string) => {
    const set = new Set(known.map((k) => k.id));
    ids.forEach((id, i) => {
      if (!set.has(id)) errors.push({ field: `${field}.${i}`, message });
    });
  };
  unknown('categoryIds', p.categoryIds, knownCategories, 'unknownCategory');
  unknown('cityIds', p.cityIds, knownCities, 'unknownCity');
  p.skills.forEach((s, i) => {
    if (!knownSkills.some((k) => k.id === s.skillId))
      errors.push({ field: `skills.${i}.skillId`, message: 'preferences.unknownSkill' });
  });
  p.mandatory.forEach((criterion, i) => {
    if (!isCriterionFilled(p, criterion))
      errors.push({ field: `mandatory.${i}`, message: 'preferences.mandatoryEmpty' });
  });
  return errors;
}

/** PUT /v2/user-panel/preferences: replaces the caller's preferences; bad input changes nothing. */
export async function savePreferences(db: Db, caller: Caller, input: PreferencesInput): Promise<Preferences> {
  const candidate = requireCandidate(caller);
  const errors = await checkPreferences(db, candidate.tenantId, input);
  if (errors.length) throw new AppError('BAD_REQUEST', 'preferences.invalid', { fields: errors });
  const values = {
    ...input,
    salaryCurrency: input.salaryCurrency,
    mandatoryPreferencesFilledIn: mandatoryPreferencesFilledIn(input),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(candidatePreferences)
    .values({ userId: candidate.userId, ...values })
    .onConflictDoUpdate({ target: candidatePreferences.userId, set: values })
    .returning();
  return toPreferences(row);
}

/** Whether a candidate filled in what matching needs (the chat widget opens fully only then). */
export async function preferencesFilledIn(db: DbOrTx, userId: string): Promise<boolean> {
  return toPreferences(await findPreferencesRow(db, userId)).mandatoryPreferencesFilledIn;
}

/**
 * What the /preferences page shows a signed-in candidate: their preferences and the choices of the form (the
 * board's main categories in order, its cities by name, the names of the skills already chosen).
 */
export async function preferencesPage(db: Db, caller: Caller, locale: Locale) {
  const candidate = requireCandidate(caller);
  const preferences = await getPreferences(db, candidate);
  const [mainCategories, dictionary, chosenSkills] = await Promise.all([
    db
      .select({ id: categories.id, labels: categories.labels })
      .from(categories)
      .where(
        and(eq(categories.tenantId, candidate.tenantId), isNull(categories.parentId), eq(categories.isStatic, false)),
      )
      .orderBy(asc(categories.lft)),
    getSearchDictionary(db, candidate.tenantId),
    preferences.skills.length
      ? db
          .select({ id: skills.id, name: skills.name })
          .from(skills)
          .where(
            inArray(
              skills.id,
              preferences.skills.map((s) => s.skillId),
            ),
          )
      : Promise.resolve([]),
  ]);
  return {
    preferences,
    categories: mainCategories.map((c) => ({ id: c.id, label: c.labels[locale] })),
    cities: [...dictionary.cityBySlug.values()]
      .map((c) => ({ id: c.id, label: c.labels[locale] }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
    skillNames: Object.fromEntries(chosenSkills.map((s) => [s.id, s.name])),
  };
}
