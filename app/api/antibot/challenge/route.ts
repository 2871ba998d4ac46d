// GET /api/antibot/challenge?action=apply|track_redirect – what the browser needs to make an anti-bot token
import { NextResponse } from 'next/server';
import { antiBotChallenge } from '@/lib/antibot/server';
import { antiBotChallengeQuerySchema } from '@/lib/antibot/schemas';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', query: antiBotChallengeQuerySchema }, async ({ query, tenant }) =>
  NextResponse.json(antiBotChallenge(tenant, query.action), { headers: { 'Cache-Control': 'no-store' } }),
);
