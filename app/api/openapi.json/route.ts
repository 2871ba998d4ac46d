// GET /api/openapi.json – the OpenAPI document, generated from the routes' zod schemas.
import { NextResponse } from 'next/server';
import { wakatOpenApiDocument } from '@/registry/api-catalog';

export function GET() {
  return NextResponse.json(wakatOpenApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
