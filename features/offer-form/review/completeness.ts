import { checkGenderNeutralTitle } from './gender-neutral-title';
import { checkPayTransparency } from './pay-transparency';
import type { ReviewInput, ReviewStep } from './review-input';

/** A description shorter than this (plain text) rarely tells a candidate what the work is. */
export const GOOD_DESCRIPTION_CHARS = 600;
/** Three or more skills let matching and the skill filters find the ad. */
export const GOOD_SKILL_COUNT = 3;

export type CompletenessItem =
  'salary' | 'description' | 'skills' | 'logo' | 'website' | 'languages' | 'location' | 'neutralTitle';

/** Points of each item (sum 100). Pay weighs most: it is what candidates look for first and what the law asks. */
export const COMPLETENESS_POINTS: Readonly<Record<CompletenessItem, number>> = {
  salary: 35,
  description: 20,
  skills: 15,
  logo: 10,
  neutralTitle: 8,
  location: 6,
  website: 3,
  languages: 3,
};

const STEP: Record<CompletenessItem, ReviewStep> = {
  salary: 'salary',
  description: 'description',
  skills: 'skills',
  logo: 'company',
  website: 'company',
  languages: 'skills',
  location: 'locations',
  neutralTitle: 'position',
};

export interface Completeness {
  score: number;
  /** What would raise the score, largest gain first, with the step to fix it in. */
  missing: { item: CompletenessItem; points: number; step: ReviewStep }[];
}

const plainLength = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;

export function completeness(input: ReviewInput): Completeness {
  const met: Record<CompletenessItem, boolean> = {
    salary: checkPayTransparency(input).status === 'ok',
    description: plainLength(input.body) >= GOOD_DESCRIPTION_CHARS,
    skills: input.requiredSkills + input.optionalSkills >= GOOD_SKILL_COUNT,
    logo: input.hasLogo,
    website: Boolean(input.companyWebsite),
    languages: input.languages > 0,
    location: input.workplaceType === 'remote' || input.locations.length > 0,
    neutralTitle: input.title.trim().length > 0 && !checkGenderNeutralTitle(input.title).flagged,
  };
  const items = Object.keys(COMPLETENESS_POINTS) as CompletenessItem[];
  const score = items.reduce((sum, item) => sum + (met[item] ? COMPLETENESS_POINTS[item] : 0), 0);
  const missing = items
    .filter((item) => !met[item])
    .map((item) => ({ item, points: COMPLETENESS_POINTS[item], step: STEP[item] }))
    .sort((a, b) => b.points - a.points);
  return { score, missing };
}
