// GET /api/v2/user-panel/configuration – the board's plan limits and the forms' bounds (nothing personal).
import { NextResponse } from 'next/server';
import { boardConfiguration } from '@/features/plans/server/configuration';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public' }, async ({ db, tenant }) =>
  NextResponse.json(await boardConfiguration(db, tenant.id), {
    headers: { 'Cache-Control': 'public, max-age=60', Vary: 'Host' },
  }),
);
