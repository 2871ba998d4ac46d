// GET /api/v2/offer-plans?active – the board's plans, names and features in the request's language.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { listPlanViews } from '@/features/plans/server/plan-service';
import { withRoute } from '@/lib/http/with-route';

// `?active` (bare or `true`) lists plans on sale, as does no parameter; `active=false` lists every plan.
const query = z.object({ active: z.enum(['', 'true', 'false']).optional() });

export const GET = withRoute({ auth: 'public', query }, async ({ db, tenant, locale, query }) =>
  NextResponse.json(
    { data: await listPlanViews(db, tenant.id, locale, query.active !== 'false') },
    { headers: { 'Cache-Control': 'public, max-age=60', Vary: 'Host, Accept-Language, Cookie' } },
  ),
);
