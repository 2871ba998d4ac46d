import { desc, eq, sql } from 'drizzle-orm';
import type { Tenant } from '@/features/tenants/server/tenant-service';
import type { Db } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { renderCompanyLogoSvg } from '../logo-svg';
import { AppError } from '@/lib/http/errors';

/** GET /v1/companies/{slug}/logo: the company's logo (the board's own company first when slugs repeat). */
export async function companyLogo(db: Db, tenant: Tenant, slug: string): Promise<Response> {
  const [company] = await db
    .select({ name: companies.name, logoColor: companies.logoColor })
    .from(companies)
    .where(eq(companies.slug, slug))
    .orderBy(desc(sql`${companies.tenantId} = ${tenant.id}`))
    .limit(1);
  if (!company) throw new AppError('NOT_FOUND', 'notFound');
  return new Response(renderCompanyLogoSvg(company.name, company.logoColor, slug), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
