// GET /api/v2/user-panel/offer-lookalikes/{slug} – offers like this one (Version 2).
import { z } from 'zod';
import { findLookalikes } from '@/features/offers/server/lookalike-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: 'public', params: z.object({ slug: z.string().min(1).max(300) }), versions: ['2'] },
  ({ db, tenant, params }) => findLookalikes(db, tenant, params.slug),
);
