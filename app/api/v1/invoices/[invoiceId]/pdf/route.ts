// GET /api/v1/invoices/{invoiceId}/pdf[?lang=en] – a company's invoice as a PDF (owners and admins).
import { z } from 'zod';
import { companyInvoiceDocument } from '@/features/payments/server/billing';
import { renderInvoicePdf } from '@/features/payments/server/invoice-pdf';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';
import { rowId } from '@/lib/http/row-id';

export const GET = withRoute(
  {
    auth: { companyRight: 'admin' },
    params: z.object({ invoiceId: rowId }),
    query: z.object({ lang: z.enum(['pl', 'en']).optional() }),
  },
  async ({ caller, params, query, tenant, db }) => {
    const found = await companyInvoiceDocument(db, tenant, caller.companyId, params.invoiceId, query.lang ?? 'pl');
    // Another company's invoice does not exist for this caller.
    if (!found) throw new AppError('NOT_FOUND', 'notFound');
    const pdf = await renderInvoicePdf(found.document, query.lang ?? 'pl');
    const name = `${found.number.replaceAll('/', '-')}.pdf`;
    return new Response(Buffer.from(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
);
