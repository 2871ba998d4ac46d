import { z } from 'zod';
import {
  BENCHMARK_SCOPES,
  BULK_OFFER_ACTIONS,
  OFFER_ACTIONS,
  OFFER_LIST_LIMITS,
  OFFER_LIST_SORTS,
  OFFER_LIST_STATES,
} from './constants';
import { rowId } from '@/lib/http/row-id';

const id = rowId;

/** A value given once or repeated in the query string (`state=published&state=expired`). */
const many = <T extends z.ZodType>(item: T, max: number) =>
  z.union([item, z.array(item).max(max)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** GET /v2/employer-panel/offers */
export const offerListQuery = z.object({
  q: z.string().trim().max(OFFER_LIST_LIMITS.searchMax).optional(),
  state: many(z.enum(OFFER_LIST_STATES), OFFER_LIST_STATES.length).optional(),
  cityId: id.optional(),
  categoryId: id.optional(),
  /** The member who created the offer (a user id). */
  recruiter: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(OFFER_LIST_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OFFER_LIST_LIMITS.pageSizeMax).default(20),
});
export type OfferListQuery = z.output<typeof offerListQuery>;

export const offerListItem = z.object({
  kind: z.enum(['offer', 'draft']),
  /** The offer's id, or the draft's for kind draft. */
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  state: z.enum(OFFER_LIST_STATES),
  planKey: z.string(),
  city: z.string().nullable(),
  category: z.string().nullable(),
  recruiter: z.string().nullable(),
  /** The recruiters the offer is assigned to (none for a draft). */
  assignees: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Published (or created, for what was never published). */
  date: z.string(),
  expiresAt: z.string().nullable(),
  views: z.number().int(),
  /** Applications as every panel figure counts them (confirmed, sent through the board's form). */
  applications: z.number().int(),
  /** Clicks to the employer's own form, counted apart from applications. */
  redirects: z.number().int(),
  /** The payment to finish, for an offer waiting for one. */
  paymentId: z.number().int().nullable(),
  actions: z.array(z.enum(OFFER_ACTIONS)),
});
export type OfferListItem = z.output<typeof offerListItem>;

/** PUT /v2/employer-panel/offers/{id}/assignees: the recruiters the offer is assigned to (replaces the list). */
export const offerAssigneesBody = z.object({ userIds: z.array(z.string().trim().min(1).max(100)).max(200) }).strict();

export const offerAssignees = z.object({
  offerId: z.number().int(),
  /** User ids of the recruiters assigned. */
  assigned: z.array(z.string()),
  /** The company's recruiters, to choose from. */
  recruiters: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type OfferAssignees = z.output<typeof offerAssignees>;

/** POST /v2/employer-panel/offers/bulk */
export const bulkOffersBody = z.object({
  action: z.enum(BULK_OFFER_ACTIONS),
  ids: z.array(id).min(1).max(OFFER_LIST_LIMITS.bulkMax),
});

/** GET /v2/employer-panel/offers/statistics: one offer's, or (without offerId) the company's summary. */
export const statisticsQuery = z.object({ offerId: id.optional() });

const dayRow = z.object({
  day: z.string(),
  listImpressions: z.number().int(),
  detailViews: z.number().int(),
  uniqueVisitors: z.number().int(),
  applyClicks: z.number().int(),
  applications: z.number().int(),
  redirects: z.number().int(),
});
export type StatisticsDay = z.output<typeof dayRow>;

export const offerStatistics = z.object({
  offer: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    state: z.enum(OFFER_LIST_STATES),
    publishedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  }),
  days: z.array(dayRow),
  totals: dayRow.omit({ day: true }),
  /** Each step's share of the step before; null until the step before has enough events to say anything. */
  conversion: z.object({
    viewsPerImpression: z.number().nullable(),
    clicksPerView: z.number().nullable(),
    applicationsPerClick: z.number().nullable(),
  }),
  benchmark: z
    .object({
      peers: z.number().int(),
      days: z.number().int(),
      /** How similar the peers are: a shared place, the same seniority, or only the same category. */
      scope: z.enum(BENCHMARK_SCOPES),
      viewsPerDay: z.number(),
      applicationsPerDay: z.number(),
      medianViewsPerDay: z.number(),
      medianApplicationsPerDay: z.number(),
      /** Share of the similar offers this one does better than (0–100). */
      viewsPercentile: z.number().int(),
      applicationsPercentile: z.number().int(),
    })
    .nullable(),
  /** Why there is a benchmark or not: the similar offers found (the widest scope without one) and the least it needs. */
  benchmarkSample: z.object({
    reason: z.enum(['notPublished', 'fewPeers']).nullable(),
    peers: z.number().int(),
    needed: z.number().int(),
    scope: z.enum(BENCHMARK_SCOPES).nullable(),
  }),
  bumps: z.array(
    z.object({
      at: z.string(),
      viewsPerDayBefore: z.number(),
      viewsPerDayAfter: z.number().nullable(),
      /** Whole days after the bump counted so far (fewer than the window while it is recent). */
      daysAfter: z.number().int(),
    }),
  ),
});
export type OfferStatistics = z.output<typeof offerStatistics>;
