/** Spec: favourites are asked for in batches of 25 offer ids (a zod-free constant for client bundles). */
export const FAVOURITES_BATCH_SIZE = 25;

/** The favourites page shows this many offers a page. */
export const FAVOURITES_PAGE_SIZE = 20;
