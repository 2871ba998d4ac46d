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
