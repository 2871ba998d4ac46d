// POST /api/v1/company/company_data – multipart: name, size, website and optionally a new logo (admins, owners).
import { RIGHT_TO_CHANGE, updateCompanyData } from '@/features/employer-company/server/company-service';
import { parseCompanyInput } from '@/features/employer-company/server/parse';
import { companyDataSchema, LOGO_MAX_BYTES } from '@/features/employer-company/validation';
import { withRoute } from '@/lib/http/with-route';
import { readMultipart } from '@/lib/uploads/multipart';

export const POST = withRoute(
  { auth: { companyRight: RIGHT_TO_CHANGE.companyData } },
  async ({ db, caller, request, locale }) => {
    const { fields, files } = await readMultipart(request, {
      maxFileBytes: LOGO_MAX_BYTES,
      maxFiles: 1,
      maxFieldBytes: 4096,
    });
    const input = parseCompanyInput(companyDataSchema, { ...fields }, locale);
    return updateCompanyData(db, caller, input, files.logo, locale);
  },
);
