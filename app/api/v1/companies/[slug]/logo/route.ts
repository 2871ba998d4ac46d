// GET /api/v1/companies/{slug}/logo – the company's logo image (`?size=full` for the large one; `v` busts caches).
import { z } from 'zod';
import { companyLogo } from '@/features/companies/server/logo';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  {
    auth: 'public',
    params: z.object({
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .max(200),
    }),
    query: z.object({ size: z.enum(['thumb', 'full']).optional(), v: z.string().max(40).optional() }),
  },
  ({ request, db, tenant, params, query }) => companyLogo(request, db, tenant, params.slug, query.size),
);
