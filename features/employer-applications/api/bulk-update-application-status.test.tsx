// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createApiQueryClient } from '@/lib/api-client/query';
import { startMswServer } from '@/tests/msw/server';
import type { ApplicationListItem } from '../schemas';
import { useBulkUpdateApplicationStatus } from './bulk-update-application-status';
import { applicationKeys } from './keys';
import type { ApplicationsPage } from './get-applications';

const server = startMswServer();
const ORIGIN = 'http://localhost:3000';

const item = (id: number): ApplicationListItem => ({
  id,
  offer: { id: 1, slug: 'dev', title: 'Dev' },
  name: `Candidate ${id}`,
  email: `c${id}@example.com`,
  status: 'new',
  rating: null,
  hasAttachment: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  statusChangedAt: null,
});
const page = (items: ApplicationListItem[]): ApplicationsPage => ({
  data: items,
  meta: { page: 1, pageSize: 25, totalItems: items.length, totalPages: 1, prevPage: null, nextPage: null },
});

describe('the bulk status change', () => {
  it('shows the moved applications in the cached list at once and refetches every applications query', async () => {
    const client = createApiQueryClient();
    const query = { sort: 'newest' as const, page: 1, pageSize: 25 };
    client.setQueryData(applicationKeys.list(query), page([item(1), item(2), item(3)]));
    const funnelKey = [...applicationKeys.all, 'funnel', 1];
    client.setQueryData(funnelKey, { new: 3 });
    let sent: unknown = null;
    server.use(
      http.patch(`${ORIGIN}/api/v2/employer-panel/applications/bulk-status`, async ({ request }) => {
        sent = await request.json();
        // Application 2 was already in review: the server moves only 1.
        return HttpResponse.json({ changed: [1] });
      }),
      // The refetch of the list answers what the server now holds.
      http.get(`${ORIGIN}/api/v2/employer-panel/applications`, () =>
        HttpResponse.json(page([{ ...item(1), status: 'in_review' }, item(2), item(3)])),
      ),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBulkUpdateApplicationStatus(), { wrapper });
    await act(() => result.current.mutateAsync({ ids: [1, 2], status: 'in_review' }));

    expect(sent).toEqual({ ids: [1, 2], status: 'in_review' });
    const list = client.getQueryData<ApplicationsPage>(applicationKeys.list(query))!;
    expect(list.data.map((i) => i.status)).toEqual(['in_review', 'new', 'new']);
    // The counts (here a funnel) are marked stale, so they are read again where they are shown.
    expect(client.getQueryState(funnelKey)?.isInvalidated).toBe(true);
    await waitFor(() => expect(client.getQueryState(applicationKeys.list(query))?.isInvalidated).toBe(true));
  });
});
