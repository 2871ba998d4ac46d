import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { CompanyView } from '../types';

/**
 * POST /api/v1/company/company_data: name, size, website and an optional new logo (multipart). Settles to
 * the answer, so the form can put the server's field errors on their fields.
 */
export function updateCompanyData(
  values: { name: string; size: string; website: string },
  logo: File | null,
): Promise<ApiAnswer<CompanyView>> {
  const form = new FormData();
  form.set('name', values.name);
  form.set('size', values.size);
  form.set('website', values.website);
  if (logo) form.set('logo', logo, logo.name);
  return apiRequest<CompanyView>(employerApi.companyData(), { method: 'POST', form });
}
