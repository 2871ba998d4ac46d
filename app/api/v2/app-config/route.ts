// GET /api/v2/app-config – the tenant configuration (brand, theme, locales, currencies, flags).
import { NextResponse } from 'next/server';
import { appConfigSchema } from '@/lib/tenants/schemas';
import { toAppConfig } from '@/lib/tenants/tenant-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public' }, async ({ tenant }) =>
  NextResponse.json(appConfigSchema.parse(toAppConfig(tenant)), {
    headers: { 'Cache-Control': 'public, max-age=60', Vary: 'Host' },
  }),
);
