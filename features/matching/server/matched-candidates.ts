import 'server-only';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getSearchDictionary } from '@/features/offers/server/public';
import type { Db } from '@/lib/db/client';
import { candidatePreferences, candidateProfiles, offers, skills, users } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { MATCH_CRITERIA, MIN_MATCH_PERCENT } from '../criteria';
import type { MatchedCandidate } from '../schemas';
import { scoreOffer, type MatchPreferences } from '../score';
import { findMatchOffer } from './match-queries';

/** How many candidates (most recently updated preferences first) are scored for one offer, and how many are kept. */
const MAX_SCORED = 5_000;
export const MAX_MATCHED_CANDIDATES = 50;

/** Whether a candidate is among the candidates matched to the company's offer (what an invitation needs). */
export async function isMatchedCandidate(
  db: Db,
  employer: { tenantId: number; companyId: number },
  offerId: number,
  candidateId: string,
): Promise<boolean> {
  return (await findMatchedCandidates(db, employer, offerId, 'pl', { candidateId })).length === 1;
}

/** "Anna K.": the first name and the initial of the last name (from the account's name without a profile). */
export function displayNameOf(firstName: string | null, lastName: string | null, accountName: string): string {
  const words = accountName.trim().split(/\s+/).filter(Boolean);
  const first = firstName?.trim() || words[0] || '';
  const initial = lastName?.trim().charAt(0) || (firstName?.trim() || words.length < 2 ? '' : words.at(-1)!.charAt(0));
  const name = initial ? `${first} ${initial.toUpperCase()}.` : first;
  return name || '—';
}

/**
 * The candidates of the board whose matchmaking preferences fit one of the company's offers best, for
 * the employer panel. Only candidates who opted in (`openToInvitations`) and filled in what matching
 * needs are considered; a mandatory criterion the offer misses excludes the candidate, as it excludes
 * the offer on the candidate's side. Nothing that reaches the candidate (e-mail, phone, CV) is returned.
 * Another company's offer looks like none at all.
 */
export async function findMatchedCandidates(
  db: Db,
  employer: { tenantId: number; companyId: number },
  offerId: number,
  locale: Locale,
  /** Only this candidate (whether they are a match at all). */
  only?: { candidateId: string },
): Promise<MatchedCandidate[]> {
  const [own] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.tenantId, employer.tenantId),
        eq(offers.companyId, employer.companyId),
        ne(offers.status, 'deleted'),
      ),
    );
  if (!own) throw new AppError('NOT_FOUND', 'notFound');
  const offer = await findMatchOffer(db, offerId);
  if (!offer) throw new AppError('NOT_FOUND', 'notFound');

  const P = candidatePreferences;
  const offerCategories = [offer.categoryId, offer.mainCategoryId].filter((c): c is number => c !== null);
  const skillIds = offer.requiredSkills.map((s) => s.skillId);
  const intArray = (ids: number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::integer[]`);
  // SQL narrows to candidates sharing at least one thing with the offer; the scoring decides the rest.
  const loose = [
    offerCategories.length ? sql`${P.categoryIds} && ${intArray(offerCategories)}` : null,
    sql`${offer.seniority} = any(${P.seniorities})`,
    sql`${offer.workplaceType} = any(${P.workplaceTypes})`,
    skillIds.length
      ? sql`exists (select 1 from jsonb_array_elements(${P.skills}) s where (s->>'skillId')::int in (${sql.join(
          skillIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : null,
  ].filter((c) => c !== null);
  const rows = await db
    .select({
      userId: P.userId,
      categoryIds: P.categoryIds,
      skills: P.skills,
      seniorities: P.seniorities,
      salaryExpectation: P.salaryExpectation,
      salaryCurrency: P.salaryCurrency,
      workplaceTypes: P.workplaceTypes,
      cityIds: P.cityIds,
      languages: P.languages,
      mandatory: P.mandatory,
    })
    .from(P)
    .innerJoin(users, eq(users.id, P.userId))
    .where(
      and(
        eq(users.tenantId, employer.tenantId),
        eq(users.role, 'candidate'),
        eq(P.openToInvitations, true),
        eq(P.mandatoryPreferencesFilledIn, true),
        only ? eq(P.userId, only.candidateId) : undefined,
        sql`(${sql.join(loose, sql` or `)})`,
      ),
    )
    .orderBy(desc(P.updatedAt), desc(P.userId))
    .limit(MAX_SCORED);

  const dictionary = await getSearchDictionary(db, employer.tenantId);
  const cityById = new Map([...dictionary.cityBySlug.values()].map((c) => [c.id, c]));
  const scored: { row: (typeof rows)[number]; percent: number }[] = [];
  for (const row of rows) {
    const prefs: MatchPreferences = {
      categoryIds: row.categoryIds,
      skills: row.skills,
      seniorities: row.seniorities as MatchPreferences['seniorities'],
      salaryExpectation: row.salaryExpectation,
      salaryCurrency: (row.salaryCurrency ?? 'PLN') as MatchPreferences['salaryCurrency'],
      workplaceTypes: row.workplaceTypes as MatchPreferences['workplaceTypes'],
      cities: row.cityIds.flatMap((id) => {
        const city = cityById.get(id);
        return city ? [{ id, name: city.labels[locale], latitude: city.latitude, longitude: city.longitude }] : [];
      }),
      languages: row.languages as MatchPreferences['languages'],
      mandatory: (row.mandatory as MatchPreferences['mandatory']).filter((c) => MATCH_CRITERIA.includes(c)),
    };
    const result = scoreOffer(prefs, offer);
    if (!result.excluded && result.percent !== null && result.percent >= MIN_MATCH_PERCENT)
      scored.push({ row, percent: result.percent });
  }
  // Best first; equal matches keep the most recently updated first (a stable sort).
  const best = scored.sort((a, b) => b.percent - a.percent).slice(0, MAX_MATCHED_CANDIDATES);

  // Names and skill names for the candidates kept only.
  const wantedSkills = [...new Set(best.flatMap((b) => b.row.skills.map((s) => s.skillId)))];
  const [skillRows, nameRows] = await Promise.all([
    wantedSkills.length
      ? db.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.id, wantedSkills))
      : [],
    best.length
      ? db
          .select({
            userId: users.id,
            accountName: users.name,
            firstName: candidateProfiles.firstName,
            lastName: candidateProfiles.lastName,
          })
          .from(users)
          .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
          .where(
            inArray(
              users.id,
              best.map((b) => b.row.userId),
            ),
          )
      : [],
  ]);
  const skillNames = new Map(skillRows.map((s) => [s.id, s.name]));
  const names = new Map(nameRows.map((n) => [n.userId, displayNameOf(n.firstName, n.lastName, n.accountName)]));
  const required = new Set(skillIds);
  return best.map(({ row, percent }) => ({
    candidateId: row.userId,
    name: names.get(row.userId) ?? '—',
    matchPercent: percent,
    seniorities: row.seniorities as MatchedCandidate['seniorities'],
    // The offer's required skills first, then the rest, as the candidate rated them.
    skills: row.skills
      .flatMap((s) => {
        const name = skillNames.get(s.skillId);
        return name ? [{ name, level: s.level, required: required.has(s.skillId) }] : [];
      })
      .sort((a, b) => Number(b.required) - Number(a.required) || b.level - a.level),
    cities: row.cityIds.flatMap((id) => {
      const city = cityById.get(id);
      return city ? [city.labels[locale]] : [];
    }),
    workplaceTypes: row.workplaceTypes as MatchedCandidate['workplaceTypes'],
  }));
}
