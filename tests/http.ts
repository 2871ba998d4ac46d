import { NextRequest } from 'next/server';

/** A route handler as Next calls it. */
export type Route = (req: NextRequest, seg?: { params?: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a route handler in process, on a board's host, and reads the JSON answer (if any). */
export async function callRoute(
  route: Route,
  path: string,
  options: {
    host?: string;
    params?: Record<string, string>;
    headers?: Record<string, string>;
    method?: string;
    body?: unknown;
  } = {},
) {
  const host = options.host ?? 'it.localhost';
  const request = new NextRequest(`http://${host}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      host,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const res = await route(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field in tests
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as any };
}
