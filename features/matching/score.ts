import type { SalaryCurrency, Seniority, WorkplaceType } from '@/features/offers/options';
import { SENIORITIES } from '@/features/offers/options';
import {
  CITY_FAR_KM,
  CITY_RADIUS_KM,
  CRITERION_WEIGHTS,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  type MatchCriterion,
} from './criteria';

/** A candidate's preferences as the scoring needs them (cities resolved to coordinates). */
export interface MatchPreferences {
  categoryIds: number[];
  skills: { skillId: number; level: number }[];
  seniorities: Seniority[];
  /** Monthly expectation in `salaryCurrency`. */
  salaryExpectation: number | null;
  salaryCurrency: SalaryCurrency;
  workplaceTypes: WorkplaceType[];
  cities: { id: number; name: string; latitude: number; longitude: number }[];
  languages: { code: string; level: LanguageLevel }[];
  mandatory: MatchCriterion[];
}

/** An offer as the scoring needs it. */
export interface MatchOffer {
  id: number;
  categoryId: number | null;
  mainCategoryId: number | null;
  seniority: Seniority;
  workplaceType: WorkplaceType;
  requiredSkills: { skillId: number; name: string; level: number }[];
  /** Monthly salary bounds per currency (the offer's converted salaries); null when not disclosed. */
  salary: Partial<Record<SalaryCurrency, { min: number | null; max: number | null }>> | null;
  /** Where the offer's offices are. */
  places: { name: string; latitude: number; longitude: number }[];
  languages: { code: string; level: LanguageLevel }[];
}

export type CriterionResult =
  | { criterion: 'categories'; met: boolean; score: number }
  | {
      criterion: 'skills';
      met: boolean;
      score: number;
      covered: number;
      required: number;
      skills: { name: string; requiredLevel: number; candidateLevel: number | null; met: boolean }[];
    }
  | {
      criterion: 'salary';
      met: boolean;
      score: number;
      expected: number;
      currency: SalaryCurrency;
      offerFrom: number | null;
      offerTo: number | null;
    }
  | { criterion: 'workplace'; met: boolean; score: number; offer: WorkplaceType }
  | { criterion: 'seniority'; met: boolean; score: number; offer: Seniority }
  | {
      criterion: 'cities';
      met: boolean;
      score: number;
      distanceKm: number | null;
      nearestCity: string | null;
      remote: boolean;
    }
  | {
      criterion: 'languages';
      met: boolean;
      score: number;
      covered: number;
      required: number;
    };

/** How a criterion counts towards the percentage, in whole points that add up to it. */
export interface CriterionPoints {
  /** The criterion's weight. */
  weight: number;
  mandatory: boolean;
  /** The criterion's share of 100 points among the criteria that apply (the shares add up to 100). */
  maxPoints: number;
  /** The points it earned: its score times `maxPoints`, rounded so that all points add up to `percent`. */
  points: number;
}

export interface MatchResult {
  /** 0–100, the sum of the criteria's points; null when no criterion applies. */
  percent: number | null;
  /** A mandatory criterion is not met: the offer is not a match at all. */
  excluded: boolean;
  criteria: (CriterionResult & CriterionPoints)[];
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** Great-circle distance in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function categories(p: MatchPreferences, o: MatchOffer): CriterionResult | null {
  if (!p.categoryIds.length) return null;
  const met = p.categoryIds.some((id) => id === o.categoryId || id === o.mainCategoryId);
  return { criterion: 'categories', met, score: met ? 1 : 0 };
}

/** Required skills covered at the level asked; a skill known below the level counts half. */
function skills(p: MatchPreferences, o: MatchOffer): CriterionResult | null {
  if (!p.skills.length) return null;
  const own = new Map(p.skills.map((s) => [s.skillId, s.level]));
  const rows = o.requiredSkills.map((s) => {
    const candidateLevel = own.get(s.skillId) ?? null;
    return {
      name: s.name,
      requiredLevel: s.level,
      candidateLevel,
      met: candidateLevel !== null && candidateLevel >= s.level,
    };
  });
  const covered = rows.filter((r) => r.met).length;
  const partial = rows.filter((r) => !r.met && r.candidateLevel !== null).length;
  const score = rows.length ? (covered + partial / 2) / rows.length : 1;
  return { criterion: 'skills', met: covered === rows.length, score, covered, required: rows.length, skills: rows };
}

/**
 * The offer's upper bound against the expectation, both monthly in the candidate's currency. An
 * offer paying at least the expectation scores fully; the score falls to nothing at 70% of it.
 * An offer without a disclosed salary scores half and does not meet a mandatory salary.
 */
function salary(p: MatchPreferences, o: MatchOffer): CriterionResult | null {
  if (p.salaryExpectation === null || p.salaryExpectation <= 0) return null;
  const expected = p.salaryExpectation;
  const range = o.salary?.[p.salaryCurrency];
  const top = range ? (range.max ?? range.min) : null;
  const base = { criterion: 'salary' as const, expected, currency: p.salaryCurrency };
  if (!range || top === null) return { ...base, met: false, score: 0.5, offerFrom: null, offerTo: null };
  const met = top >= expected;
  const score = met ? 1 : clamp01((top / expected - 0.7) / 0.3);
  return { ...base, met, score, offerFrom: range.min ?? top, offerTo: top };
}

function workplace(p: MatchPreferences, o: MatchOffer): CriterionResult | null {
  if (!p.workplaceTypes.length) return null;
  const met = p.workplaceTypes.includes(o.workplaceType);
  // Hybrid is halfway between remote and the office.
  const near = !met && (o.workplaceType === 'hybrid' || p.workplaceTypes.includes('hybrid'));
  return { criterion: 'workplace', met, score: met ? 1 : near ? 0.5 : 0, offer: o.workplaceType };
}

function seniority(p: MatchPreferences, o: MatchOffer): CriterionResult | null {
  if (!p.seniorities.length) return null;
  const at = SENIORITIES.indexOf(o.seniority);
  const gap = Math.min(...p.seniorities.map((s) => Math.abs(SENIORITIES.indexOf(s) - at)));
  return { criterion: 'seniority', met: gap === 0, score: gap === 0 ? 1 : gap === 1 ? 0.5 : 0, offer: o.seniority };
}

/** Distance from the nearest office to the nearest preferred city; remote offers are anywhere. */
function cities(p: MatchPreferences, o: MatchOffer): CriterionResult | null {
  if (!p.cities.length) return null;
  if (o.workplaceType === 'remote') {
    return { criterion: 'cities', met: true, score: 1, distanceKm: null, nearestCity: null, remote: true };
  }
  let best: { km: number; city: string } | null = null;
  for (const place of o.places) {
    for (const city of p.cities) {
      const km = distanceKm(place, city);
      if (!best || km < best.km) best = { km, city: city.name };
    }
  }
  if (!best) return { criterion: 'cities', met: false, score: 0, distanceKm: null, nearestCity: null, remote: false };
  const km = Math.round(best.km);
  const met = km <= CITY_RADIUS_KM;
  const score = met ? 1 : clamp01((CITY_FAR_KM - km) / (CITY_FAR_KM - CITY_RADIUS_KM));
  return { criterion: 'cities', met, score, distanceKm: km, nearestCity: best.city, remote: false };
}

function languages(p: MatchPreferences, o: MatchOffer): CriterionResult | null {
  if (!p.languages.length || !o.languages.length) return null;
  const rank = (l: LanguageLevel) => LANGUAGE_LEVELS.indexOf(l);
  const own = new Map(p.languages.map((l) => [l.code, rank(l.level)]));
  const covered = o.languages.filter((l) => (own.get(l.code) ?? -1) >= rank(l.level)).length;
  return {
    criterion: 'languages',
    met: covered === o.languages.length,
    score: covered / o.languages.length,
    covered,
    required: o.languages.length,
  };
}

const SCORERS = [categories, skills, salary, workplace, seniority, cities, languages];

/**
 * Rounds each exact part down, then hands the points still missing to `total` to the parts with the
 * largest fractions (the largest-remainder method; earlier parts first on ties). A part that is
 * already whole never gains a point. `total` must lie within one point per fractional part of the sum.
 */
export function roundToTotal(exact: number[], total: number): number[] {
  const parts = exact.map((x) => Math.floor(x + 1e-9));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byFraction = exact
    .map((x, i) => ({ i, fraction: x - parts[i]! }))
    .filter((p) => p.fraction > 1e-9)
    .sort((a, b) => b.fraction - a.fraction);
  for (const { i } of byFraction) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Whole points per criterion that add up to the percentage shown. Each criterion's share of 100
 * follows its weight; it earns its score times that share, rounded half up overall. A criterion met
 * in full earns its whole share, one not met at all earns nothing, and only the partly met ones take
 * the rounding, so no row of the explanation contradicts its mark.
 */
function splitPoints(scored: { weight: number; score: number }[]) {
  const weights = scored.reduce((sum, c) => sum + c.weight, 0);
  const maxPoints = roundToTotal(
    scored.map((c) => (100 * c.weight) / weights),
    100,
  );
  const earned = scored.map((c, i) => maxPoints[i]! * c.score);
  const percent = Math.round(earned.reduce((a, b) => a + b, 0));
  return { maxPoints, points: roundToTotal(earned, percent) };
}

/**
 * How well an offer fits a candidate: per criterion a score (0–1), what it was computed from and the
 * points it adds, and the percentage those points add up to. The one computation behind the lists'
 * percentages and the "why this match" explanation. Criteria the candidate did not fill in are left
 * out; a mandatory criterion that is not met excludes the offer.
 */
export function scoreOffer(p: MatchPreferences, o: MatchOffer): MatchResult {
  const scored = SCORERS.flatMap((scorer) => {
    const result = scorer(p, o);
    return result ? [{ ...result, weight: CRITERION_WEIGHTS[result.criterion] }] : [];
  });
  if (!scored.length) return { percent: null, excluded: false, criteria: [] };
  const split = splitPoints(scored);
  const criteria = scored.map((c, i) => ({
    ...c,
    mandatory: p.mandatory.includes(c.criterion),
    maxPoints: split.maxPoints[i]!,
    points: split.points[i]!,
  }));
  const percent = criteria.reduce((sum, c) => sum + c.points, 0);
  return { percent, excluded: criteria.some((c) => c.mandatory && !c.met), criteria };
}
