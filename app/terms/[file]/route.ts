// GET /terms/{file}.pdf – a legal file of the board (the demo boards' files are generated documents).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { simplePdf } from '@/features/terms/server/pdf';
import { termsFiles } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: 'public', params: z.object({ file: z.string().regex(/^[A-Za-z0-9-]+\.pdf$/) }) },
  async ({ db, tenant, params }) => {
    const [file] = await db
      .select()
      .from(termsFiles)
      .where(and(eq(termsFiles.tenantId, tenant.id), eq(termsFiles.url, `/terms/${params.file}`)))
      .limit(1);
    if (!file) throw new AppError('NOT_FOUND', 'notFound');
    const pdf = simplePdf(file.title, [
      tenant.config.brand.name,
      `${file.locale === 'pl' ? 'Obowiazuje od' : 'In force from'} ${file.fromDate}`,
    ]);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${params.file}"`,
        'cache-control': 'public, max-age=3600',
      },
    });
  },
);
