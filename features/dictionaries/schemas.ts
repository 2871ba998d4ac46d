import { z } from 'zod';

/** Spec: skills load 10 a page on the candidate side and 100 in the offer form. */
export const SKILLS_PAGE_SIZE = 10;
export const SKILLS_PAGE_SIZE_MAX = 100;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

export const skillsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SKILLS_PAGE_SIZE_MAX).default(SKILLS_PAGE_SIZE),
  suggested: flag,
  ids: z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','))),
      z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(SKILLS_PAGE_SIZE_MAX),
    )
    .default([]),
});
export type SkillsQuery = z.output<typeof skillsQuerySchema>;

/** Spec-free: the offer form's city field asks for a few suggestions at a time. */
export const LOCALITIES_LIMIT_MAX = 20;

export const localitiesQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(LOCALITIES_LIMIT_MAX).default(8),
});
export type LocalitiesQuery = z.output<typeof localitiesQuerySchema>;

/** One answer of GET /api/v1/localities: a city of the board's table, or a gazetteer locality beyond it. */
export interface LocalitySuggestion {
  /** The name an address gives (Polish), what the form stores as the location's city. */
  name: string;
  /** The name in the caller's language. */
  label: string;
  voivodeship: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number | null;
  /** The city of the board's table (filters use its slug); null for a locality no offer has been in yet. */
  cityId: number | null;
  slug: string | null;
  geonameId: number | null;
}
