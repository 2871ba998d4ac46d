// GET /v1/payments/{paymentId}/status – { data: { status } }: pending | started | paid | ok | failed | error.
import { z } from 'zod';
import { paymentStatus } from '@/features/payments/server/company-payments';
import { withRoute } from '@/lib/http/with-route';
import { rowId } from '@/lib/http/row-id';

export const GET = withRoute(
  { auth: 'employer', params: z.object({ paymentId: rowId }) },
  async ({ caller, params, db }) => ({ data: { status: await paymentStatus(db, caller, params.paymentId) } }),
);
