// PATCH /api/v1/profiles/me – the member changes their own name and phone.
import { z } from 'zod';
import { updateEmployerProfile } from '@/features/employer-company/server/company-service';
import { parseCompanyInput } from '@/features/employer-company/server/parse';
import { profileSchema } from '@/features/employer-company/validation';
import { withRoute } from '@/lib/http/with-route';

export const PATCH = withRoute({ auth: 'employer', body: z.unknown() }, ({ db, caller, body, locale }) =>
  updateEmployerProfile(db, caller, parseCompanyInput(profileSchema, body, locale)),
);
