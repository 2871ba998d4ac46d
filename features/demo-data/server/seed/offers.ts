import {
  EMPLOYMENT_TYPES,
  type EmploymentType,
  type SalaryCurrency,
  type SalaryUnit,
  type Seniority,
  type WorkingTime,
  type WorkplaceType,
} from '@/features/offers/options';
import type { RatesToPln } from '@/features/offers/salary';
import type { OfferInput } from '@/features/offers/server/offer-writer/offer-input';
import { singleFullStops } from '@/lib/text';
import { fillCompanyName } from '@/lib/company-rules';
import { STREETS } from './data/cities';
import { DEMO_CLAUSES } from './data/clauses';
import { LEVEL_PAY, nearestLevel, type BusinessRole } from './data/business-roles';
import { DEMO_PLANS } from './data/plans';
import { BENEFITS, DUTIES, INTRO_EN, INTRO_PL } from './data/words';
import { slugify, type Random } from './prng';

/** What the generator needs to know about the rows already inserted. */
export interface OfferContext {
  tenantId: number;
  reference: Date;
  rates: RatesToPln;
  companies: { id: number; name: string; slug: string }[];
  /** Leaf categories to post in, with their main category, role titles and skill ids. */
  leaves: { id: number; mainId: number; roles: string[]; skillIds: number[] }[];
  cities: { id: number; slug: string; name: string; lat: number; lng: number; weight: number }[];
  skillNames: Map<number, string>;
  allSkillIds: number[];
  planKeys: string[];
  /** Every tenth offer is also shown on this board (the all-boards count sees it). */
  sharedWith: number | null;
  /** The business board's roles: their levels, pay and titles (IT roles follow the IT ranges). */
  roles?: Record<string, BusinessRole>;
}

const DAY = 86_400_000;
/** Public talks about working in IT, linked from some demo offers (a link, so no network is needed to render). */
const DEMO_VIDEOS = ['https://www.youtube.com/watch?v=8pTEmbeENF4', 'https://vimeo.com/76979871'];
/** How long a demo offer stays published (the plans' duration). */
const DURATION_DAYS = 30;
const SENIORITY_WEIGHTS: [Seniority, number][] = [
  ['junior', 15],
  ['mid', 38],
  ['senior', 35],
  ['expert', 9],
  ['c_level', 3],
];
/** The words a title starts with, by seniority. */
export const SENIORITY_TITLE: Record<Seniority, string[]> = {
  junior: ['Junior'],
  mid: ['Mid', 'Regular'],
  senior: ['Senior'],
  expert: ['Lead', 'Principal'],
  c_level: ['Head of'],
};
/** A demo offer's title: the seniority's word and the role ("Head of" names the field, not the job). */
export const demoTitle = (seniority: Seniority, word: string, role: string): string =>
  seniority === 'c_level' ? `${word} ${role.replace(/ (Developer|Engineer|Specialist)/, '')}` : `${word} ${role}`;

/** Monthly gross PLN ranges by seniority (lower bound range, spread). */
const PAY: Record<Seniority, [number, number, number]> = {
  junior: [5000, 8000, 4000],
  mid: [10000, 15000, 7000],
  senior: [16000, 23000, 9000],
  expert: [22000, 30000, 10000],
  c_level: [28000, 38000, 14000],
};

function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The offer form's primary and secondary salary. */
const MAX_EMPLOYMENT_TYPES = 2;

const round = (n: number, step: number) => Math.round(n / step) * step;

/**
 * A business role's salary in PLN: the month's gross from its middle level's range at the level's share,
 * where `position` (0–1, drawn) places it; by the hour on a mandate (never under the 2026 minimum hourly
 * rate of 31.40). The same draws as an IT salary, read for this role.
 */
function businessSalary(
  role: BusinessRole,
  seniority: Seniority,
  type: Exclude<EmploymentType, 'any'>,
  position: number,
  spread: number,
) {
  const [low, high] = role.pay;
  const level = LEVEL_PAY[seniority];
  const b2b = type === 'b2b' ? 1.25 : 1;
  const monthFrom = Math.max(4806, (low + (high - low) * 0.6 * position) * level * b2b);
  const monthTo = monthFrom + (high - low) * level * b2b * (0.25 + 0.5 * spread);
  if (type === 'mandate_contract') {
    const from = Math.max(32, Math.round(monthFrom / 168));
    return { from, to: Math.max(from + 2, Math.round(monthTo / 168)), unit: 'hour' as const };
  }
  // Up to the next hundred, so a range never starts under the minimum wage.
  const from = Math.ceil(monthFrom / 100) * 100;
  return { from, to: Math.max(from + 200, round(monthTo, 100)), unit: 'month' as const };
}

function employmentTypesFor(random: Random, seniority: Seniority, ctx: OfferContext, role: BusinessRole | undefined) {
  const count = random.weighted([
    [1, 55],
    [2, 38],
    [3, 7],
  ] as const);
  const types = random.sample(
    EMPLOYMENT_TYPES.filter(
      (t): t is Exclude<EmploymentType, 'any'> => t !== 'any' && (t !== 'internship' || seniority === 'junior'),
    ),
    count,
  );
  const hasSalary = random.chance(0.85);
  const currency: SalaryCurrency = random.weighted([
    ['PLN', 80],
    ['EUR', 12],
    ['USD', 8],
  ] as const);
  const [low, high, spread] = PAY[seniority];
  const baseFrom = random.int(low, high);
  const rows = types.map((type, ordinal) => {
    const unit: SalaryUnit =
      type === 'b2b'
        ? random.weighted([
            ['month', 70],
            ['hour', 22],
            ['day', 8],
          ] as const)
        : random.weighted([
            ['month', 94],
            ['year', 6],
          ] as const);
    const net = type === 'b2b' || type === 'contract_for_specific_work';
    if (role) {
      // The draws an IT salary takes, read for a business role: an employment contract first, a second
      // contract only where such roles get one (a mandate for entry-level roles, B2B for the others); PLN, by
      // the month (by the hour on a mandate).
      const position = (baseFrom - low) / (high - low);
      const spreadDraw = hasSalary ? random.next() : 0;
      const second: EmploymentType = role.levels.includes('senior') ? 'b2b' : 'mandate_contract';
      const businessType: Exclude<EmploymentType, 'any'> | null =
        ordinal === 0 ? 'permanent' : type === second ? second : null;
      if (businessType === null) return null;
      return {
        type: businessType,
        currency: 'PLN' as SalaryCurrency,
        amountType: net ? ('net' as const) : ('gross' as const),
        salary: hasSalary ? businessSalary(role, seniority, businessType, position, spreadDraw) : null,
        order: ordinal,
      };
    }
    const factor = { hour: 1 / 168, day: 1 / 21, month: 1, year: 12 }[unit] / ctx.rates[currency];
    const step = unit === 'hour' ? 5 : unit === 'day' ? 50 : 500;
    const monthlyPln = baseFrom * (type === 'b2b' ? 1.25 : 1);
    const from = hasSalary ? Math.max(step, round(monthlyPln * factor, step)) : null;
    const to =
      from === null ? null : round(from + spread * (type === 'b2b' ? 1.25 : 1) * factor * random.next() + step, step);
    return {
      type,
      currency,
      amountType: net ? ('net' as const) : ('gross' as const),
      salary: from === null || to === null ? null : { from, to, unit },
      order: ordinal,
    };
  });
  // The offer form has a primary and a secondary salary: two employment types at most. (A third is drawn
  // and dropped, so the rest of the demo data stays what the same seed always gave.)
  return rows.filter((row) => row !== null).slice(0, MAX_EMPLOYMENT_TYPES);
}

function bodyHtml(random: Random, title: string, company: string, skills: string[]): string {
  const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  return [
    `<h3>O firmie / About ${company}</h3>`,
    `<p>${random.pick(INTRO_PL)}</p>`,
    `<p>${random.pick(INTRO_EN)}</p>`,
    `<h3>Twoje zadania jako ${title}</h3>`,
    list(random.sample(DUTIES, 4)),
    `<h3>Czego oczekujemy</h3>`,
    list(skills.slice(0, 4).map((s) => `Doświadczenie z ${s}`)),
    `<h3>Oferujemy</h3>`,
    list(random.sample(BENEFITS, 4)),
  ].join('');
}

/** One realistic offer; `n` makes its slug unique within the tenant. */
export function generateOffer(random: Random, ctx: OfferContext, n: number): OfferInput {
  const company = random.pick(ctx.companies);
  const leaf = random.pick(ctx.leaves);
  const drawn = random.weighted(SENIORITY_WEIGHTS);
  const role = random.pick(leaf.roles);
  // A business role is offered at its own levels, and a Polish title takes no "Senior" in front.
  const business = ctx.roles?.[role];
  const seniority = business ? nearestLevel(drawn, business.levels) : drawn;
  const word = random.pick(SENIORITY_TITLE[seniority]);
  // English titles of business specialists take "Junior" and "Senior" only, as such offers are posted.
  const plain = business && (!business.levelWord || (seniority !== 'junior' && seniority !== 'senior'));
  const title = plain ? role : demoTitle(seniority, word, role);
  const workplaceType: WorkplaceType = random.weighted([
    ['remote', 35],
    ['hybrid', 40],
    ['office', 25],
  ] as const);
  const workingTime: WorkingTime = random.weighted([
    ['full_time', 86],
    ['part_time', 6],
    ['practice_internship', seniority === 'junior' ? 8 : 0],
    ['freelance', 4],
  ] as const);

  const locationCount = random.chance(0.1) ? random.int(2, 4) : 1;
  const chosenCities = random.sample(
    ctx.cities.flatMap((c) => Array(c.weight).fill(c) as (typeof c)[]),
    locationCount * 3,
  );
  const uniqueCities = [...new Map(chosenCities.map((c) => [c.id, c])).values()].slice(0, locationCount);
  const locations = uniqueCities.map((c) => ({
    cityId: c.id,
    city: c.name,
    street: `${random.pick(STREETS)} ${random.int(1, 180)}`,
    countryCode: 'PL',
    geoCoordinates: {
      latitude: Math.round((c.lat + (random.next() - 0.5) * 0.04) * 1e6) / 1e6,
      longitude: Math.round((c.lng + (random.next() - 0.5) * 0.06) * 1e6) / 1e6,
    },
  }));

  const pool = leaf.skillIds.length ? leaf.skillIds : ctx.allSkillIds;
  const requiredIds = random.sample(pool, Math.min(pool.length, random.int(3, 6)));
  const niceIds = random.sample(
    ctx.allSkillIds.filter((id) => !requiredIds.includes(id)),
    random.int(0, 3),
  );
  const skills = [
    ...requiredIds.map((skillId, ordinal) => ({ skillId, required: true, level: random.int(2, 5), ordinal })),
    ...niceIds.map((skillId, i) => ({
      skillId,
      required: false,
      level: random.int(1, 3),
      ordinal: requiredIds.length + i,
    })),
  ];
  const skillNames = skills.map((s) => ctx.skillNames.get(s.skillId)!);

  const employmentTypes = employmentTypesFor(random, seniority, ctx, business);

  // Dates in order: published < refreshed < expires; an expired offer ran its full term before the reference.
  const expired = random.chance(0.08);
  const expiresAt = expired
    ? new Date(ctx.reference.getTime() - random.int(1, 20) * DAY)
    : new Date(ctx.reference.getTime() + random.int(1, 30) * DAY);
  const publishedAt = new Date(
    expiresAt.getTime() - DURATION_DAYS * DAY - random.int(0, expired ? 10 * 24 : 23) * 3_600_000,
  );
  const lastRefresh = Math.min(ctx.reference.getTime(), expiresAt.getTime() - DAY);
  const refreshedAt =
    random.chance(0.2) && lastRefresh > publishedAt.getTime() + DAY
      ? new Date(Math.min(lastRefresh, publishedAt.getTime() + random.int(1, 14) * DAY))
      : publishedAt;
  const languages = [
    ...(random.chance(0.75) ? [{ code: 'en', level: random.pick(['b1', 'b2', 'c1'] as const) }] : []),
    ...(random.chance(0.45) ? [{ code: 'pl', level: random.pick(['b2', 'c1', 'c2'] as const) }] : []),
    ...(random.chance(0.05) ? [{ code: 'de', level: random.pick(['a2', 'b1', 'b2'] as const) }] : []),
  ];
  const applyByUrl = random.chance(0.4);
  const planKey = random.pick(ctx.planKeys);
  const maxLocations = DEMO_PLANS.find((p) => p.key === planKey)?.limits.maxLocationsCount ?? 1;

  return {
    tenantId: ctx.tenantId,
    alsoOnBoards: ctx.sharedWith !== null && n % 10 === 0 ? [ctx.sharedWith] : [],
    companyId: company.id,
    planKey,
    status: expired ? 'expired' : 'published',
    slug: `${slugify(title)}-${company.slug}-${uniqueCities[0]!.slug}-${n.toString(36)}`,
    guid: uuidFrom(random),
    title,
    body: bodyHtml(random, title, company.name, skillNames),
    experienceLevel: seniority,
    workplaceType,
    workingTime,
    categoryId: leaf.id,
    apply: applyByUrl
      ? { url: `https://${company.slug}.example/careers/${n.toString(36)}` }
      : { email: `jobs@${company.slug}.example` },
    publicTags: { remoteInterview: random.chance(0.6), openToHireUkrainians: random.chance(0.3) },
    // The company's clauses as the offer form starts from them: the clause names the company, a consent
    // keeps the placeholder (the offer page fills it in for candidates).
    informationClause: singleFullStops(fillCompanyName(DEMO_CLAUSES.informationClause, company.name)),
    futureConsent: { enabled: random.chance(0.5), value: DEMO_CLAUSES.futureConsent },
    customConsent: { enabled: false, value: '' },
    contact: { name: 'Anna Kowalska', email: `hr@${company.slug}.example` },
    limits: {
      maxLocationsCount: 10,
      bumpsUpCount: 1,
      bumpsUpEveryDays: 14,
      durationInDays: DURATION_DAYS,
      seniority: [],
      categories: 2,
    },
    // Some offers carry a banner and a video, so the offer page's sections for them can be seen.
    bannerUrl: n % 12 === 0 ? `/demo/banner-${((n / 12) % 3) + 1}.svg` : null,
    videoUrl: n % 24 === 0 ? DEMO_VIDEOS[(n / 24) % DEMO_VIDEOS.length]! : null,
    publishedAt,
    refreshedAt,
    expiresAt,
    createdAt: publishedAt,
    // As many places as the plan allows (the rest were drawn all the same: the seed's data stays as it was).
    locations: locations.slice(0, maxLocations),
    requirements: skills,
    employmentTypes,
    languages,
  };
}
