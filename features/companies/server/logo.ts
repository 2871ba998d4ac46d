import { desc, eq, sql } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { logoThumbKey } from '@/lib/storage/company-logo-keys';
import { getStorage } from '@/lib/storage/storage';
import { storedFileResponse } from '@/lib/uploads/stored-file-response';
import { renderCompanyLogoSvg } from '../logo-svg';
import { AppError } from '@/lib/http/errors';

const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * GET /v1/companies/{slug}/logo: the company's logo (the board's own company first when slugs repeat):
 * the uploaded one when there is one (the card thumbnail, or `size=full`), else the generated mark.
 * Uploaded logos were re-encoded by us on the way in; they are still served with nosniff and a sandbox.
 */
export async function companyLogo(
  request: Request,
  db: Db,
  tenant: Tenant,
  slug: string,
  size: 'thumb' | 'full' = 'thumb',
): Promise<Response> {
  const [company] = await db
    .select({ name: companies.name, logoKey: companies.logoKey })
    .from(companies)
    .where(eq(companies.slug, slug))
    .orderBy(desc(sql`${companies.tenantId} = ${tenant.id}`))
    .limit(1);
  if (!company) throw new AppError('NOT_FOUND', 'notFound');
  if (company.logoKey) {
    const key = size === 'full' ? company.logoKey : logoThumbKey(company.logoKey);
    const stored = await getStorage().open(key);
    if (stored) {
      return storedFileResponse(request, stored, {
        'content-type': 'image/png',
        'cache-control': CACHE,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        etag: `"${key.split('/').pop()}"`,
      });
    }
    // A missing file falls back to the generated mark rather than a broken image.
  }
  return new Response(renderCompanyLogoSvg(company.name, slug), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': CACHE,
      'x-content-type-options': 'nosniff',
    },
  });
}
