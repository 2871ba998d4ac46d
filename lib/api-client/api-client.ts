/**
 * The one typed client of our API for browser code. Every call answers the same way: the parsed body
 * of a 2xx, or an `ApiError` carrying the status, the server's code, message and field errors
 * (`{ error: { code, message, fields } }`, already localised by the server) and Retry-After.
 * No dependencies, so it may ship with any island; TanStack Query sits on top of it in ./query.
 */

export interface ApiFieldError {
  field: string;
  message: string;
}

/** The error envelope of every route (lib/http/errors.ts). */
export interface ApiErrorBody {
  code?: string;
  message?: string;
  fields?: ApiFieldError[];
}

export class ApiError extends Error {
  constructor(
    /** The HTTP status; 0 when the request never got an answer (offline, aborted, blocked). */
    readonly status: number,
    readonly body: ApiErrorBody,
    /** Seconds from Retry-After (429, 503), else null. */
    readonly retryAfter: number | null = null,
  ) {
    super(body.message || `API answered ${status}`);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.body.code;
  }

  get fields(): ApiFieldError[] {
    return this.body.fields ?? [];
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended as a query string; null and undefined are left out, arrays repeat the key. */
  query?: Record<string, QueryValue>;
  /** A JSON body (sets content-type). */
  json?: unknown;
  /** A multipart body (the browser sets the boundary). */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode (`no-store` for answers that are the visitor's own). */
  cache?: RequestCache;
  /** Lets the request outlive the page (a count sent as the visitor leaves). */
  keepalive?: boolean;
}

/** A settled call that never throws: for forms that branch on the status (401, 409, 429…). */
export type ApiAnswer<T> =
  | { ok: true; status: number; data: T; error: null; retryAfter: null }
  | { ok: false; status: number; data: null; error: ApiErrorBody; retryAfter: number | null };

export function withQuery(path: string, query?: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

async function bodyOf(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface Settled {
  status: number;
  ok: boolean;
  parsed: unknown;
  retryAfter: number | null;
}

async function send(path: string, request: ApiRequest): Promise<Settled> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: request.signal,
      cache: request.cache,
      keepalive: request.keepalive,
    });
  } catch (error) {
    // An abort is the caller's own doing: it stays an AbortError (TanStack Query and effects expect it).
    if (request.signal?.aborted) throw error;
    return { status: 0, ok: false, parsed: { error: { code: 'NETWORK' } }, retryAfter: null };
  }
  return {
    status: response.status,
    ok: response.ok,
    parsed: await bodyOf(response),
    retryAfter: retryAfterOf(response),
  };
}

function errorBodyOf(parsed: unknown): ApiErrorBody {
  const envelope = (parsed as { error?: unknown } | undefined)?.error;
  return envelope && typeof envelope === 'object' ? (envelope as ApiErrorBody) : {};
}

/** Calls the API and returns the parsed body of a 2xx; throws `ApiError` otherwise (status 0 if unanswered). */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const settled = await send(path, request);
  if (settled.ok) return settled.parsed as T;
  throw new ApiError(settled.status, errorBodyOf(settled.parsed), settled.retryAfter);
}

/** Like `apiFetch`, but settles to an `ApiAnswer` (with the real status) instead of throwing on an error status. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const settled = await send(path, request);
  if (settled.ok) return { ok: true, status: settled.status, data: settled.parsed as T, error: null, retryAfter: null };
  return {
    ok: false,
    status: settled.status,
    data: null,
    error: errorBodyOf(settled.parsed),
    retryAfter: settled.retryAfter,
  };
}

/** The field messages of an error, by field name (the first message of each field). */
export function fieldMessages(error: ApiErrorBody | ApiError | null | undefined): Record<string, string> {
  const fields = error instanceof ApiError ? error.fields : (error?.fields ?? []);
  const out: Record<string, string> = {};
  for (const f of fields) out[f.field] ??= f.message;
  return out;
}
