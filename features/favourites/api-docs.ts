import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import {
  favouriteParamsSchema,
  favouritesPageSchema,
  favouritesQuerySchema,
  jobAdvertisementsQuerySchema,
} from './schemas';

const toggled = z.object({ jobAdvertisementId: z.number().int(), isFavorite: z.boolean(), count: z.number().int() });
const session = [{ name: 'Cookie', description: 'The candidate session (401 without one)' }];

documentApi({
  method: 'get',
  path: '/v2/user-panel/favourites/count',
  summary: 'How many favourite offers the signed-in candidate has on this board',
  tag: 'favourites',
  headers: session,
  response: z.object({ count: z.number().int() }),
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/favourites',
  summary:
    'A page of the candidate’s favourites, newest first; with jobAdvertisementsIds (at most 25), which of those offers are favourites',
  tag: 'favourites',
  headers: session,
  query: favouritesQuerySchema,
  response: favouritesPageSchema,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/favourites/offers',
  summary: 'The candidate’s favourite offers as list cards, newest favourite first',
  tag: 'favourites',
  headers: session,
  query: favouritesQuerySchema,
});

documentApi({
  method: 'put',
  path: '/v2/user-panel/favourites/{jobAdvertisementId}',
  summary: 'Adds an offer of this board to the favourites (idempotent); 404 for offers the board does not show',
  tag: 'favourites',
  headers: session,
  params: favouriteParamsSchema,
  response: toggled,
});

documentApi({
  method: 'delete',
  path: '/v2/user-panel/favourites/{jobAdvertisementId}',
  summary: 'Removes an offer from the favourites (idempotent)',
  tag: 'favourites',
  headers: session,
  params: favouriteParamsSchema,
  response: toggled,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/job-advertisements',
  summary: 'List cards of offers this board shows, by id, in the order asked (others are skipped)',
  tag: 'offers',
  query: jobAdvertisementsQuerySchema,
});
