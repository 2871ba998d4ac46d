import 'server-only';
import { boardVersion } from '@/features/offers/server/public';
import { getSearchDictionary } from '@/features/offers/server/public';
import type { Caller } from '@/lib/auth/caller';
import { requireCandidate } from '@/lib/auth/caller';
import { LruCache } from '@/lib/cache/lru';
import type { Db } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { MIN_MATCH_PERCENT, type MatchCriterion } from '../criteria';
import type { Preferences } from '../preferences-schema';
import type { MatchedPage } from '../schemas';
import { scoreOffer, type MatchPreferences, type MatchResult } from '../score';
import { findMatchCandidates, findMatchOffer, findOfferLanguages, findRequiredSkills } from './match-queries';
import { findPreferencesRow, getPreferences } from './preference-service';

/** How many of the freshest prefiltered offers are scored, and how many matches are kept. */
const MAX_SCORED = 3_000;
const MAX_MATCHES = 500;
/** Matches are computed at most once a minute per candidate (and again when preferences or offers change). */
const matches = new LruCache<{ id: number; percent: number }[]>(2_000, 60_000);

async function matchPreferencesOf(db: Db, tenantId: number, p: Preferences, locale: Locale): Promise<MatchPreferences> {
  const dictionary = await getSearchDictionary(db, tenantId);
  const byId = new Map([...dictionary.cityBySlug.values()].map((c) => [c.id, c]));
  return {
    ...p,
    cities: p.cityIds.flatMap((id) => {
      const city = byId.get(id);
      return city ? [{ id, name: city.labels[locale], latitude: city.latitude, longitude: city.longitude }] : [];
    }),
  };
}

const has = (p: Preferences, c: MatchCriterion) => p.mandatory.includes(c);

/** Scores the board's listed offers for the preferences: mandatory criteria narrow the SQL, the rest is scored here. */
async function computeMatches(db: Db, tenantId: number, p: Preferences, locale: Locale) {
  const prefs = await matchPreferencesOf(db, tenantId, p, locale);
  const rows = await findMatchCandidates(db, tenantId, {
    categoryIds: has(p, 'categories') ? p.categoryIds : undefined,
    seniorities: has(p, 'seniority') ? p.seniorities : undefined,
    workplaceTypes: has(p, 'workplace') ? p.workplaceTypes : undefined,
    salaryAtLeast:
      has(p, 'salary') && p.salaryExpectation !== null
        ? { currency: p.salaryCurrency, amount: p.salaryExpectation }
        : undefined,
    anyOf: {
      categoryIds: p.categoryIds,
      seniorities: p.seniorities,
      workplaceTypes: p.workplaceTypes,
      skillIds: p.skills.map((s) => s.skillId),
    },
    limit: MAX_SCORED,
  });
  const ids = rows.map((r) => r.id);
  const dictionary = await getSearchDictionary(db, tenantId);
  const cityById = new Map([...dictionary.cityBySlug.values()].map((c) => [c.id, c]));
  const [skillMap, languageMap] = await Promise.all([
    findRequiredSkills(db, ids),
    p.languages.length ? findOfferLanguages(db, ids) : Promise.resolve(new Map()),
  ]);
  const scored: { id: number; percent: number }[] = [];
  for (const row of rows) {
    const cityPlaces = row.cityIds.flatMap((id) => {
      const c = cityById.get(id);
      return c ? [{ name: c.labels[locale], latitude: c.latitude, longitude: c.longitude }] : [];
    });
    const result = scoreOffer(prefs, {
      ...row,
      requiredSkills: skillMap.get(row.id) ?? [],
      places: cityPlaces.length ? cityPlaces : row.mainPlace ? [{ name: '', ...row.mainPlace }] : [],
      languages: languageMap.get(row.id) ?? [],
    });
    if (!result.excluded && result.percent !== null && result.percent >= MIN_MATCH_PERCENT) {
      scored.push({ id: row.id, percent: result.percent });
    }
  }
  // Best first; equal matches keep the freshest-first order of the rows (a stable sort).
  return scored.sort((a, b) => b.percent - a.percent).slice(0, MAX_MATCHES);
}

/** GET /v2/user-panel/matched-offers: the caller's matches, best first, a page at a time. */
export async function findMatchedOffers(
  db: Db,
  caller: Caller,
  page: number,
  pageSize: number,
  locale: Locale = 'pl',
): Promise<MatchedPage> {
  const candidate = requireCandidate(caller);
  const row = await findPreferencesRow(db, candidate.userId);
  const empty = { matchedPreferences: [], pagination: { hasNextPage: false, pageNumber: page } };
  if (!row) return empty;
  const p = await getPreferences(db, caller);
  const key = `${candidate.userId}:${p.updatedAt}:${boardVersion(candidate.tenantId)}`;
  const all = await matches.getOrLoad(key, () => computeMatches(db, candidate.tenantId, p, locale));
  const start = (page - 1) * pageSize;
  return {
    matchedPreferences: all
      .slice(start, start + pageSize)
      .map((m) => ({ jobAdvertisementId: m.id, matchPercent: m.percent })),
    pagination: { hasNextPage: start + pageSize < all.length, pageNumber: page },
  };
}

/** Why an offer matches the caller ("why this match"); null for visitors and candidates without preferences. */
export async function explainMatch(
  db: Db,
  caller: Caller,
  offerId: number,
  locale: Locale,
): Promise<(MatchResult & { filledIn: boolean }) | null> {
  if (caller.kind !== 'candidate') return null;
  const row = await findPreferencesRow(db, caller.userId);
  if (!row) return null;
  const p = await getPreferences(db, caller);
  const offer = await findMatchOffer(db, offerId);
  if (!offer) return null;
  const result = scoreOffer(await matchPreferencesOf(db, caller.tenantId, p, locale), offer);
  return result.percent === null ? null : { ...result, filledIn: p.mandatoryPreferencesFilledIn };
}
