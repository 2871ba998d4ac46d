import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { clustersQuerySchema, markersQuerySchema, offerFilterQuerySchema, offersByCursorQuerySchema } from './schemas';

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
  summary: 'Map clusters (and single offers) for the filters inside the envelope at a zoom; counts add up to the matching total',
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
