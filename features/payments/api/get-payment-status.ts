'use client';

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { paymentOutcome, type PaymentOutcome } from '../status';
import { paymentKeys } from './keys';

/** Waits between polls: quick at first, then slower; after them the page says it takes long. */
const BACKOFF_MS = [1000, 1500, 2000, 3000, 3000, 5000, 5000, 8000, 8000, 10_000, 10_000, 15_000];

/** GET /api/v1/payments/{id}/status: pending | started | paid | ok | failed | error. */
export function getPaymentStatus(paymentId: number, signal?: AbortSignal): Promise<{ data: { status: string } }> {
  return apiFetch(employerApi.paymentStatus(paymentId), { signal });
}

/** Never cached: each read asks the server. A failed read is one more pending answer, not an error to retry. */
export const paymentStatusQueryOptions = (paymentId: number) =>
  queryOptions({
    queryKey: paymentKeys.status(paymentId),
    queryFn: ({ signal }) => getPaymentStatus(paymentId, signal),
    staleTime: 0,
    retry: false,
  });

/**
 * The return page's poll: from the status the page was rendered with, reads the status on the backoff
 * schedule while it is pending, and stops once it is decided or the schedule runs out (`isSlow`);
 * `checkAgain` starts the schedule over.
 */
export function usePaymentOutcome(paymentId: number, initialStatus: string) {
  const client = useQueryClient();
  const options = paymentStatusQueryOptions(paymentId);
  // Polls counted before the last "check again".
  const [base, setBase] = useState(0);
  const pollsOf = () => {
    const state = client.getQueryState(options.queryKey);
    return state ? state.dataUpdateCount + state.errorUpdateCount : 0;
  };
  const query = useQuery({
    ...options,
    enabled: paymentOutcome(initialStatus) === 'pending',
    initialData: { data: { status: initialStatus } },
    // The rendered status is already old: the first read goes out at once.
    initialDataUpdatedAt: 0,
    // Each answer re-renders (even an unchanged one): the poll count decides `isSlow`.
    notifyOnChangeProps: 'all',
    refetchIntervalInBackground: true,
    refetchInterval: (q) => {
      if (paymentOutcome(q.state.data?.data.status ?? 'pending') !== 'pending') return false;
      const polls = q.state.dataUpdateCount + q.state.errorUpdateCount - base;
      return polls >= 1 && polls <= BACKOFF_MS.length ? BACKOFF_MS[polls - 1]! : false;
    },
  });
  const outcome: PaymentOutcome = paymentOutcome(query.data.data.status);
  const isSlow = outcome === 'pending' && pollsOf() - base > BACKOFF_MS.length;
  const checkAgain = () => {
    setBase(pollsOf());
    void query.refetch();
  };
  return { outcome, isSlow, checkAgain };
}
