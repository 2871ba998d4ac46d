import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import {
  bulkOffersBody,
  offerAssignees,
  offerAssigneesBody,
  offerListItem,
  offerListQuery,
  offerStatistics,
  statisticsQuery,
} from './schemas';

const tag = 'employer-offers';
const who =
  "Any member of the active company (recruiter, admin, owner); another company's offer is a 404, and so is one not assigned to a recruiter when the company limits recruiters to their assigned offers.";

documentApi({
  method: 'get',
  path: '/v2/employer-panel/offers',
  summary: `The company's offers in every state (draft, pending_payment, published, expired, finished) and its unfinished new drafts, searchable by title (q), filtered by state (repeatable), cityId, categoryId and recruiter (the creator's user id), sorted (newest, oldest, views, applications, ending), paged; each row lists the actions its state allows, its views, its applications (confirmed, through the board's form) and apart from them its redirects to the employer's own form. ${who}`,
  tag,
  query: offerListQuery,
  response: z.object({ data: z.array(offerListItem), meta: z.object({ totalItems: z.number().int() }) }),
});

documentApi({
  method: 'get',
  path: '/v2/employer-panel/offers/statistics',
  summary: `With offerId: the offer's funnel per day over the last 90 days (list impressions, detail views and unique visitors without robots, apply clicks, applications, redirects), conversions, the benchmark against similar active offers (the narrowest of: same place, same seniority, same category with at least 3 peers; null otherwise, with benchmarkSample saying why and how many there are) and each bump's effect. Today's row is recomputed on the call; applications and redirects in the totals are counted over the offer's whole life, as the offers list counts them. Without: the company's last 30 days and offers per state, from daily rows at most 10 minutes old. ${who}`,
  tag,
  query: statisticsQuery,
  response: offerStatistics,
});

documentApi({
  method: 'post',
  path: '/v2/employer-panel/offers/bulk',
  summary: `Finishes the chosen active offers, or starts a duplicate draft of each (up to 50). Answers { done, skipped }: another company's offer is skipped as notFound and left alone, an inactive one (finish) as notActive. ${who}`,
  tag,
  body: bulkOffersBody,
});

documentApi({
  method: 'get',
  path: '/v2/employer-panel/offers/{id}/assignees',
  summary:
    "Owners and admins: the recruiters the offer is assigned to (user ids) and the company's recruiters to choose from. Another company's offer is a 404.",
  tag,
  response: offerAssignees,
});

documentApi({
  method: 'put',
  path: '/v2/employer-panel/offers/{id}/assignees',
  summary:
    "Owners and admins: replaces the recruiters the offer is assigned to (audited as offer.assignees_updated). Anyone who is not a recruiter of the company is a 422 on userIds; another company's offer is a 404. The recruiter who creates an offer is assigned to it.",
  tag,
  body: offerAssigneesBody,
  response: offerAssignees,
});
