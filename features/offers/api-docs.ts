import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import {
  clustersQuerySchema,
  markersQuerySchema,
  offerFilterQuerySchema,
  offersByCursorQuerySchema,
  offersPageQuerySchema,
  popularQuerySchema,
  viewBodySchema,
} from './schemas';

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers/by-cursor',
  summary: 'A page of listed offers for the filters, keyset-paged both ways (meta.cursors.next / prev go in `from`)',
  tag: 'offers',
  query: offersByCursorQuerySchema,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers/count',
  summary: 'How many listed offers match the filters',
  tag: 'offers',
  query: offerFilterQuerySchema,
  response: z.object({ count: z.number().int() }),
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers/count/categories',
  summary: 'Listed offers per category value (main categories and subcategories); the category filter is left out',
  tag: 'offers',
  query: offerFilterQuerySchema,
  response: z.object({ counts: z.record(z.string(), z.number().int()) }),
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers/suggest',
  summary: 'Type-ahead: job titles, companies and skills of listed offers containing the query (2+ characters)',
  tag: 'offers',
  query: z.object({ query: z.string() }),
});

documentApi({
  method: 'get',
  path: '/v1/offers/{slug}',
  summary: 'The public offer; expired offers keep their page with isOfferActive false; 404 JSON for unknown slugs',
  tag: 'offers',
  params: z.object({ slug: z.string() }),
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers/clusters',
  summary:
    'Map clusters (and single offers) for the filters inside the envelope at a zoom; counts add up to the matching total',
  tag: 'map',
  query: clustersQuerySchema,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers/markers',
  summary: 'The offers of one cluster (region from clusters), 20 a page',
  tag: 'map',
  query: markersQuerySchema,
});

const slugParams = z.object({ slug: z.string() });
const versionHeader = { name: 'Version', description: 'API version; 2 (current) when absent' };

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers',
  summary: 'A numbered page of listed offers (deep paging goes through by-cursor)',
  tag: 'offers',
  query: offersPageQuerySchema,
  headers: [versionHeader],
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers/popular',
  summary: 'The most viewed listed offers of the last two weeks',
  tag: 'offers',
  query: popularQuerySchema,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers/all-boards/count',
  summary: 'Offers listed now on any board, each counted once',
  tag: 'offers',
  response: z.object({ count: z.number().int() }),
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers/count/categories/{categoryId}',
  summary: 'Listed offers per subcategory value of one main category, for the filters',
  tag: 'offers',
  params: z.object({ categoryId: z.number().int() }),
  query: offerFilterQuerySchema,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/offers/active-slug/{slug}',
  summary: '200 with the slug while candidates can apply to the offer, 404 otherwise',
  tag: 'offers',
  params: slugParams,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/offer-lookalikes/{slug}',
  summary: 'Up to 8 listed offers like this one: same main category, most shared skills, same seniority and mode',
  tag: 'offers',
  params: slugParams,
  headers: [versionHeader],
});

documentApi({
  method: 'post',
  path: '/v1/views',
  summary: "Records one visit of an offer's page (204); the visit time must be within the last 24 hours",
  tag: 'offers',
  body: viewBodySchema,
});
