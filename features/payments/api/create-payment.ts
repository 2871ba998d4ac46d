'use client';

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/**
 * POST /api/v1/payments: starts a payment for an offer and answers the provider's page to go to. The
 * idempotency key makes a repeated click one payment.
 */
export function createPayment({
  request,
  idempotencyKey,
}: {
  request: Record<string, unknown>;
  idempotencyKey: string;
}): Promise<{ payment_request_url?: string }> {
  return apiFetch(employerApi.payments(), {
    method: 'POST',
    json: request,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
