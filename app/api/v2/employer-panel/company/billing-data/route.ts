// PATCH /api/v2/employer-panel/company/billing-data – the invoice data (owners and admins, decision 0019).
import { z } from 'zod';
import { RIGHT_TO_CHANGE, updateBillingData } from '@/features/employer-company/server/company-service';
import { parseCompanyInput } from '@/features/employer-company/server/parse';
import { billingDataSchema } from '@/features/employer-company/validation';
import { withRoute } from '@/lib/http/with-route';

export const PATCH = withRoute(
  { auth: { companyRight: RIGHT_TO_CHANGE.billingData }, body: z.unknown() },
  ({ db, caller, body, locale }) => updateBillingData(db, caller, parseCompanyInput(billingDataSchema, body, locale)),
);
