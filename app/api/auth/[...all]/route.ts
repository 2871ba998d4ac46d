import type { NextRequest } from 'next/server';
import { handleAuthRequest } from '@/lib/auth/route';

export const dynamic = 'force-dynamic';

// Not wrapped in withRoute: these are the auth library's own endpoints (sign-in, sign-up, sessions), which
// establish the identity withRoute's `auth` reads, so they are public by nature. handleAuthRequest does for them
// what withRoute does for ours: the tenant, the Origin check, rate limits and the one localised error shape.

export const GET = (request: NextRequest) => handleAuthRequest(request);
export const POST = (request: NextRequest) => handleAuthRequest(request);
