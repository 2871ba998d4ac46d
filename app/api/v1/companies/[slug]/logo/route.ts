// GET /api/v1/companies/{slug}/logo – the company's logo image.
import { z } from 'zod';
import { companyLogo } from '@/features/companies/server/logo';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  {
    params: z.object({
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .max(200),
    }),
  },
  ({ db, tenant, params }) => companyLogo(db, tenant, params.slug),
);
