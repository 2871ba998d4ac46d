import { z } from 'zod';
import { FAVOURITES_BATCH_SIZE } from './constants';
import { rowId } from '@/lib/http/row-id';

export { FAVOURITES_BATCH_SIZE };
export const FAVOURITES_MAX_PAGE_SIZE = 100;

const offerId = rowId;

/** `ids=1,2`, `ids=1&ids=2` or `ids[]=1`. */
const idList = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','))),
    z.array(offerId).max(max),
  );

/** GET /v2/user-panel/favourites: a page of the caller's favourites, or which of the given offers are favourites. */
export const favouritesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FAVOURITES_MAX_PAGE_SIZE).default(FAVOURITES_BATCH_SIZE),
  jobAdvertisementsIds: idList(FAVOURITES_BATCH_SIZE),
});
export type FavouritesQuery = z.output<typeof favouritesQuerySchema>;

export const favouriteParamsSchema = z.object({ jobAdvertisementId: offerId });

/** GET /v2/user-panel/job-advertisements: list cards of offers of the board, by id. */
export const jobAdvertisementsQuerySchema = z.object({ ids: idList(FAVOURITES_MAX_PAGE_SIZE) });

export const favouriteItemSchema = z.object({ jobAdvertisementId: z.number().int(), createdAt: z.string() });
export const favouritesPageSchema = z.object({
  data: z.array(favouriteItemSchema),
  meta: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type FavouritesPage = z.output<typeof favouritesPageSchema>;
