// PATCH /api/v2/employer-panel/company/clauses – the clause and consent texts the offer form pre-fills (admins, owners).
import { z } from 'zod';
import { RIGHT_TO_CHANGE, updateClauses } from '@/features/employer-company/server/company-service';
import { parseCompanyInput } from '@/features/employer-company/server/parse';
import { clausesSchema } from '@/features/employer-company/validation';
import { withRoute } from '@/lib/http/with-route';

export const PATCH = withRoute(
  { auth: { companyRight: RIGHT_TO_CHANGE.clauses }, body: z.unknown() },
  ({ db, caller, body, locale }) => updateClauses(db, caller, parseCompanyInput(clausesSchema, body, locale)),
);
