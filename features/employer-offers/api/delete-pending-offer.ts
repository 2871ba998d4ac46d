import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** DELETE /api/v2/employer-panel/offers/{id}/pending-payment: deletes an offer waiting for payment, voiding the payment. */
export function deletePendingOffer(offerId: number): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.offerPendingPayment(offerId), { method: 'DELETE' });
}
