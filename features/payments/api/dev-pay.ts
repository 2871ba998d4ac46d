import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

export interface DevPayInput {
  action: 'pay' | 'fail' | 'cancel' | 'payLoseRedirect' | 'stayPending';
  delaySeconds: number;
  deliveries: number;
  outOfOrder: boolean;
  pendingSeconds: number;
}

/**
 * POST /api/dev/pay/{token}: the embedded provider decides the transaction once (409 when it already was)
 * and answers where the payer returns (null: the redirect is "lost"). Its page has no query cache, so no hook.
 */
export function devPay(token: string, input: DevPayInput): Promise<ApiAnswer<{ redirect_to?: string | null }>> {
  return apiRequest(employerApi.devPay(token), { method: 'POST', json: input });
}
