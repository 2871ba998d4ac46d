// GET /api/v2/user-panel/offers/count/categories/{categoryId} – listed offers per subcategory of one category.
import { z } from 'zod';
import { offerFilterQuerySchema } from '@/features/offers/schemas';
import { countOffersBySubcategory } from '@/features/offers/server/offer-search-service';
import { withRoute } from '@/lib/http/with-route';
import { rowId } from '@/lib/http/row-id';

export const GET = withRoute(
  {
    auth: 'public',
    params: z.object({ categoryId: rowId }),
    query: offerFilterQuerySchema,
  },
  async ({ db, tenant, params, query }) => ({
    counts: await countOffersBySubcategory(db, tenant, params.categoryId, query),
  }),
);
