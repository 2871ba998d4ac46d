// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { startMswServer } from '@/tests/msw/server';
import { ApiError, apiFetch, apiRequest, fieldMessages, withQuery } from './api-client';
import { shouldRetry } from './query';

const server = startMswServer();
const URL_ = 'http://localhost:3000/api/things';

describe('api client', () => {
  it('builds query strings, leaving out empty values and repeating arrays', () => {
    expect(withQuery('/api/x', { a: 1, b: null, c: undefined, d: ['p', 'q'], e: false })).toBe(
      '/api/x?a=1&d=p&d=q&e=false',
    );
    expect(withQuery('/api/x?lang=en', { page: 2 })).toBe('/api/x?lang=en&page=2');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });

  it('sends JSON and returns the typed body', async () => {
    let seen: { type: string | null; body: unknown } | null = null;
    server.use(
      http.post(URL_, async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    const created = await apiFetch<{ id: number }>('/api/things', { method: 'POST', json: { name: 'x' } });
    expect(created.id).toBe(7);
    expect(seen).toEqual({ type: 'application/json', body: { name: 'x' } });
  });

  it('throws ApiError with the code, message, fields and Retry-After of an error answer', async () => {
    server.use(
      http.get(URL_, () =>
        HttpResponse.json(
          { error: { code: 'RATE_LIMITED', message: 'Slow down', fields: [{ field: 'name', message: 'Bad' }] } },
          { status: 429, headers: { 'retry-after': '30' } },
        ),
      ),
    );
    const error = await apiFetch('/api/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect([apiError.status, apiError.code, apiError.message, apiError.retryAfter]).toEqual([
      429,
      'RATE_LIMITED',
      'Slow down',
      30,
    ]);
    expect(fieldMessages(apiError)).toEqual({ name: 'Bad' });
  });

  it('settles without throwing, with the real status, for forms that branch on it', async () => {
    server.use(http.delete(URL_, () => new HttpResponse(null, { status: 204 })));
    expect(await apiRequest('/api/things', { method: 'DELETE' })).toMatchObject({ ok: true, status: 204 });
    server.use(http.delete(URL_, () => HttpResponse.text('<html>proxy error</html>', { status: 502 })));
    expect(await apiRequest('/api/things', { method: 'DELETE' })).toMatchObject({ ok: false, status: 502, error: {} });
    server.use(http.delete(URL_, () => HttpResponse.error()));
    expect(await apiRequest('/api/things', { method: 'DELETE' })).toMatchObject({ ok: false, status: 0 });
  });

  it('does not retry refusals (4xx) but retries outages a little', () => {
    expect(shouldRetry(0, new ApiError(422, {}))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, {}))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, {}))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, {}))).toBe(false);
  });
});
