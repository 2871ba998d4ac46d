// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { ApiQueryProvider } from '@/lib/api-client/query';
import { startMswServer } from '@/tests/msw/server';
import { usePaymentOutcome } from './get-payment-status';

const server = startMswServer();
const STATUS = 'http://localhost:3000/api/v1/payments/7/status';
const wrapper = ({ children }: { children: ReactNode }) => <ApiQueryProvider>{children}</ApiQueryProvider>;

describe('the return page poll', () => {
  it('reads the status until the provider decides it, then stops', async () => {
    const answers = ['pending', 'started', 'paid'];
    let reads = 0;
    server.use(http.get(STATUS, () => HttpResponse.json({ data: { status: answers[Math.min(reads++, 2)] } })));
    const { result } = renderHook(() => usePaymentOutcome(7, 'pending'), { wrapper });
    expect(result.current.outcome).toBe('pending');
    await waitFor(() => expect(result.current.outcome).toBe('success'), { timeout: 8000 });
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads).toBe(settled);
    expect(result.current.isSlow).toBe(false);
  }, 15_000);

  it('takes a failed read for one more pending answer', async () => {
    let reads = 0;
    server.use(
      http.get(STATUS, () =>
        reads++ === 0 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json({ data: { status: 'failed' } }),
      ),
    );
    const { result } = renderHook(() => usePaymentOutcome(7, 'pending'), { wrapper });
    await waitFor(() => expect(result.current.outcome).toBe('failure'), { timeout: 8000 });
    expect(reads).toBe(2);
  }, 15_000);

  it('does not ask when the page was rendered with a decided status', async () => {
    const { result } = renderHook(() => usePaymentOutcome(7, 'ok'), { wrapper });
    expect(result.current.outcome).toBe('success');
    // Any request would fail the test: msw answers unhandled requests with an error.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.current.outcome).toBe('success');
  });
});
