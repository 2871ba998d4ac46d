// PATCH /api/v2/employer-panel/company/recruiter-access – whether recruiters see only the offers assigned to them
// (admins, owners).
import { z } from 'zod';
import { RIGHT_TO_CHANGE, updateRecruiterAccess } from '@/features/employer-company/server/company-service';
import { parseCompanyInput } from '@/features/employer-company/server/parse';
import { recruiterAccessSchema } from '@/features/employer-company/validation';
import { withRoute } from '@/lib/http/with-route';

export const PATCH = withRoute(
  { auth: { companyRight: RIGHT_TO_CHANGE.recruiterAccess }, body: z.unknown() },
  ({ db, caller, body, locale }) =>
    updateRecruiterAccess(db, caller, parseCompanyInput(recruiterAccessSchema, body, locale)),
);
