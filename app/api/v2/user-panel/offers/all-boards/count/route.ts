// GET /api/v2/user-panel/offers/all-boards/count – offers listed on any board, each once.
import { countOffersOnAllBoards } from '@/features/offers/server/offer-search-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public' }, async ({ db }) => ({ count: await countOffersOnAllBoards(db) }));
