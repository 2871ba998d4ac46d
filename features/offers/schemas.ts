import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  LIST_PAGE_SIZE,
  SALARY_CURRENCIES,
  SALARY_FILTER_MAX,
  SALARY_FILTER_MIN,
  SENIORITIES,
  SORT_KEYS,
  SORT_ORDERS,
  WORKING_TIMES,
  WORKPLACE_TYPES,
} from './options';

/** A query value that may come as `a`, `a,b`, `k=a&k=b` or `k[]=a` (bracket arrays). */
const list = <T extends z.ZodType<string>>(item: T, max = 50) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','))),
    z.array(item).max(max),
  );
const freeList = list(z.string().trim().min(1).max(100), 20);
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100);
const money = z.coerce.number().min(SALARY_FILTER_MIN).max(SALARY_FILTER_MAX);

/** Filters of the read endpoints (by-cursor, page, count, counts, clusters, markers), as the spec names them. */
export const offerFilterQuerySchema = z
  .object({
    sortBy: z.enum(SORT_KEYS).default('published'),
    orderBy: z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(SORT_ORDERS))
      .default('desc'),
    currency: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(SALARY_CURRENCIES))
      .default('PLN'),
    categories: list(slug),
    keywords: freeList,
    companyNames: freeList,
    skills: freeList,
    jobTitles: freeList,
    withSalary: flag,
    remote: flag,
    remoteWorkOptions: list(z.enum(WORKPLACE_TYPES)),
    city: slug.optional(),
    cityRadiusKm: z.coerce.number().int().min(0).max(500).optional(),
    salaryMin: money.optional(),
    salaryMax: money.optional(),
    ukraineFriendly: flag,
    experienceLevels: list(z.enum(SENIORITIES)),
    employmentTypes: list(z.enum(EMPLOYMENT_TYPES)),
    workingTimes: list(z.enum(WORKING_TIMES)),
  })
  .refine((q) => q.salaryMin === undefined || q.salaryMax === undefined || q.salaryMin <= q.salaryMax, {
    path: ['salaryMin'],
    message: 'salaryRange',
  });
export type OfferFilterQuery = z.output<typeof offerFilterQuerySchema>;

/** GET /v2/user-panel/offers/by-cursor: the filters plus the cursor and page size (capped at 100). */
export const offersByCursorQuerySchema = offerFilterQuerySchema.and(
  z.object({
    from: z.string().max(500).optional(),
    itemsCount: z.coerce
      .number()
      .int()
      .min(1)
      .default(LIST_PAGE_SIZE)
      .transform((n) => Math.min(n, LIST_PAGE_SIZE)),
  }),
);
export type OffersByCursorQuery = z.output<typeof offersByCursorQuerySchema>;

export { filtersToApiQuery } from './api-query';

/** GET /v2/user-panel/offers: page-numbered; deep pages go through by-cursor instead. */
export const offersPageQuerySchema = offerFilterQuerySchema.and(
  z
    .object({
      page: z.coerce.number().int().min(1).default(1),
      perPage: z.coerce
        .number()
        .int()
        .min(1)
        .default(LIST_PAGE_SIZE)
        .transform((n) => Math.min(n, LIST_PAGE_SIZE)),
    })
    .refine((q) => q.page * q.perPage <= 10_000, { path: ['page'], message: 'pageTooDeep' }),
);

export const popularQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100).default(1),
  perPage: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE).default(20),
});

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** GET /v2/user-panel/offers/clusters: the filters plus the visible envelope and zoom. */
export const clustersQuerySchema = offerFilterQuerySchema.and(
  z.object({
    neLat: latitude,
    neLon: longitude,
    swLat: latitude,
    swLon: longitude,
    zoom: z.coerce.number().min(0).max(22),
  }),
);

/** GET /v2/user-panel/offers/markers: the offers of one cluster (`region`), 20 a page. */
export const markersQuerySchema = offerFilterQuerySchema.and(
  z.object({
    // Cluster and offer ids are database integers; a longer number is never issued.
    region: z
      .string()
      .regex(/^(c\d{1,10}|o\d{1,10})$/)
      .refine((v) => Number(v.slice(1)) <= 2_147_483_647),
    page: z.coerce.number().int().min(1).max(500).default(1),
    perPage: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE).default(20),
  }),
);

/** POST /v1/views: one visit of an offer page. */
export const viewBodySchema = z.object({
  brand: z.string().min(1).max(50),
  offerSlug: z.string().min(1).max(300),
  visitedAt: z.iso.datetime({ offset: true }).transform((v) => new Date(v)),
  /** apply_click: the visitor opened the apply form (the employer's funnel). */
  kind: z.enum(['view', 'apply_click']).default('view'),
});
