import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { BillingDataView } from '../types';
import type { BillingDataInput } from '../validation';

/** PATCH /api/v2/employer-panel/company/billing-data: the invoice data, answered as saved (a compact NIP). */
export function updateBillingData(values: BillingDataInput): Promise<ApiAnswer<{ billingData: BillingDataView }>> {
  return apiRequest(employerApi.billingData(), { method: 'PATCH', json: values });
}
