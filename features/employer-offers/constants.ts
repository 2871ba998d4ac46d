/** The states the panel's offers list shows (an offer's status, with a published offer past its end as expired). */
export const OFFER_LIST_STATES = ['draft', 'pending_payment', 'published', 'expired', 'finished'] as const;
export type OfferListState = (typeof OFFER_LIST_STATES)[number];

export const OFFER_LIST_SORTS = ['newest', 'oldest', 'views', 'applications', 'ending'] as const;
export type OfferListSort = (typeof OFFER_LIST_SORTS)[number];

/**
 * What an employer may do with an offer in each state (spec 4: active offers finish, inactive ones delete); a draft
 * that is not an offer yet is deleted as a draft.
 */
export const OFFER_ACTIONS = [
  'resume',
  'pay',
  'paymentInProgress',
  'backToDraft',
  'edit',
  'statistics',
  'duplicate',
  'extend',
  'refresh',
  'finish',
  'delete',
  'deleteDraft',
] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

export const ACTIONS_BY_STATE: Record<OfferListState, readonly OfferAction[]> = {
  draft: ['resume', 'deleteDraft'],
  pending_payment: ['pay', 'paymentInProgress', 'backToDraft', 'delete'],
  published: ['edit', 'statistics', 'duplicate', 'extend', 'finish'],
  expired: ['statistics', 'refresh', 'extend', 'duplicate', 'delete'],
  finished: ['statistics', 'refresh', 'duplicate', 'delete'],
};

export const BULK_OFFER_ACTIONS = ['finish', 'duplicate'] as const;
export type BulkOfferAction = (typeof BULK_OFFER_ACTIONS)[number];

export const OFFER_LIST_LIMITS = { searchMax: 100, pageSizeMax: 100, bulkMax: 50 } as const;

/** Statistics: how far back the page looks, and the rules that keep its figures honest. */
export const STATS = {
  /** Days shown on the chart. */
  days: 90,
  /** A visitor with more views than this on one board in one day is a robot, whatever its user agent says. */
  botViewsPerDay: 60,
  /** …or with this many views within one minute. */
  botViewsPerMinute: 10,
  /** The bump effect compares this many days before and after each bump. */
  bumpWindowDays: 3,
  /** The benchmark reads similar offers' last days… */
  benchmarkDays: 14,
  /** …and is shown only when at least this many similar offers exist (a median of two says nothing). */
  benchmarkMinPeers: 3,
  /** Conversions are shown from this many events of the step before (research: apply rate only from 20 views). */
  conversionMinBase: 20,
} as const;

/** How similar the benchmark's peers are, narrowest first (see statistics-service's benchmarkOf). */
export const BENCHMARK_SCOPES = ['place', 'seniority', 'category'] as const;
