import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { bulkOffersBody, offerListItem, offerListQuery, offerStatistics, statisticsQuery } from './schemas';

const tag = 'employer-offers';
const who = "Any member of the active company (recruiter, admin, owner); another company's offer is a 404.";

documentApi({
  method: 'get',
  path: '/v2/employer-panel/offers',
  summary: `The company's offers in every state (draft, pending_payment, published, expired, finished) and its unfinished new drafts, searchable by title (q), filtered by state (repeatable), cityId, categoryId and recruiter (the creator's user id), sorted (newest, oldest, views, applications, ending), paged; each row lists the actions its state allows. ${who}`,
  tag,
  query: offerListQuery,
  response: z.object({ data: z.array(offerListItem), meta: z.object({ totalItems: z.number().int() }) }),
});

documentApi({
  method: 'get',
  path: '/v2/employer-panel/offers/statistics',
  summary: `With offerId: the offer's funnel per day over the last 90 days (list impressions, detail views and unique visitors without robots, apply clicks, applications, redirects), conversions, the benchmark against similar active offers (null below 3) and each bump's effect. Without: the company's last 30 days and offers per state. Read from daily rows, at most 10 minutes old. ${who}`,
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
