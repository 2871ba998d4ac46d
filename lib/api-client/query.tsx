'use client';

import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { ApiError } from './api-client';

/** Client errors (4xx) are answers, not outages: retrying them would only repeat the refusal. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408) return false;
  return failureCount < 2;
}

export function createApiQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * TanStack Query for one island (a lazily loaded panel, the employer panel's client parts). It is not
 * in the root layout on purpose: pages that need no cached queries do not download it.
 */
export function ApiQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApiQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * For a shared island that may sit inside a panel's `ApiQueryProvider` or on a page without one (the skill
 * picker, the embedded provider's buttons): it joins the client above when there is one, and brings its own
 * otherwise.
 */
export function ApiQueryBoundary({ children }: { children: ReactNode }) {
  const above = useContext(QueryClientContext);
  if (above) return children;
  return <ApiQueryProvider>{children}</ApiQueryProvider>;
}
