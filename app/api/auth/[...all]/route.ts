import type { NextRequest } from 'next/server';
import { handleAuthRequest } from '@/lib/auth/route';

export const dynamic = 'force-dynamic';

export const GET = (request: NextRequest) => handleAuthRequest(request);
export const POST = (request: NextRequest) => handleAuthRequest(request);
