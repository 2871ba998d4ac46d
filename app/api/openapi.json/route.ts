// GET /api/openapi.json – the OpenAPI document, generated from the routes' zod schemas.
// Public, and not wrapped in withRoute: a static document of the route catalogue, the same for every board and
// caller (no input, no tenant, no session), cached for five minutes.
import { NextResponse } from 'next/server';
import { wakatOpenApiDocument } from '@/registry/api-catalog';

export function GET() {
  return NextResponse.json(wakatOpenApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
