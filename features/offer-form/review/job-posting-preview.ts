import { buildJobPosting } from '@/features/offers/seo/job-posting';
import { publicationEnd } from '../publication-end';
import type { ReviewInput } from './review-input';

export type PostingFieldLevel = 'required' | 'recommended';

export interface PostingField {
  /** The JobPosting property (dotted for nested ones). */
  key: string;
  level: PostingFieldLevel;
  present: boolean;
}

/**
 * The JobPosting structured data this ad will publish, built by the very function the offer page uses,
 * with the dates publishing now will set: now, and the end of the publication by the rule publishing
 * applies (`publicationEnd`: the expiry the form chose, else the plan's duration). Without a known plan
 * duration (null) only a chosen expiry is shown.
 */
export function previewJobPosting(
  input: ReviewInput,
  at: { now: Date; pageUrl: string; logoUrl: string; guid: string; durationInDays: number | null },
): Record<string, unknown> {
  const expiredAt =
    at.durationInDays === null
      ? input.expiredAt
      : publicationEnd(input.expiredAt, at.now, at.durationInDays).toISOString();
  return buildJobPosting(
    {
      slug: '',
      guid: at.guid,
      title: input.title,
      body: input.body,
      publishedAt: at.now.toISOString(),
      expiredAt,
      workingTime: input.workingTime ?? 'full_time',
      workplaceType: input.workplaceType ?? '',
      applyUrl: input.applyUrl,
      company: { name: input.companyName, websiteUrl: input.companyWebsite, logoUrl: at.logoUrl },
      locations: input.locations,
      employmentTypes: input.employmentTypes,
    },
    at.pageUrl,
  );
}

const filled = (v: unknown): boolean =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

const get = (obj: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);

/**
 * Google's required and recommended JobPosting properties and whether this posting has each one. A
 * remote ad may replace jobLocation by jobLocationType plus applicantLocationRequirements.
 */
export function postingFieldReport(
  posting: Record<string, unknown>,
  input: Pick<ReviewInput, 'hasLogo'>,
): PostingField[] {
  const remote = posting.jobLocationType === 'TELECOMMUTE';
  const description = typeof posting.description === 'string' ? posting.description.replace(/<[^>]+>/g, '').trim() : '';
  const required: [string, boolean][] = [
    ['title', filled(posting.title)],
    ['description', description.length > 0],
    ['datePosted', filled(posting.datePosted)],
    ['hiringOrganization.name', filled(get(posting, 'hiringOrganization.name'))],
    ['hiringOrganization.logo', input.hasLogo],
    [
      remote ? 'applicantLocationRequirements' : 'jobLocation',
      remote ? filled(posting.applicantLocationRequirements) : filled(posting.jobLocation),
    ],
  ];
  const recommended: [string, boolean][] = [
    ['baseSalary', filled(posting.baseSalary)],
    ['employmentType', filled(posting.employmentType)],
    ['validThrough', filled(posting.validThrough)],
    ['directApply', posting.directApply !== undefined],
    ['identifier', filled(get(posting, 'identifier.value'))],
    ['hiringOrganization.sameAs', filled(get(posting, 'hiringOrganization.sameAs'))],
  ];
  return [
    ...required.map(([key, present]) => ({ key, level: 'required' as const, present })),
    ...recommended.map(([key, present]) => ({ key, level: 'recommended' as const, present })),
  ];
}
