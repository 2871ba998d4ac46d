/** A JSON call to our API from the browser; never throws for HTTP errors. */
export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads the fields it expects
  body: any;
  retryAfter: number | null;
}

export async function apiCall(url: string, method: string, body?: unknown): Promise<ApiAnswer> {
  try {
    const res = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const retry = Number(res.headers.get('retry-after'));
    return { status: res.status, body: parsed, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null };
  } catch {
    return { status: 0, body: null, retryAfter: null };
  }
}

/** Field messages of an error answer, by field name. */
export function fieldErrors(answer: ApiAnswer): Record<string, string> {
  const fields = (answer.body?.error?.fields ?? []) as { field: string; message: string }[];
  return Object.fromEntries(fields.map((f) => [f.field, f.message]));
}

/** The locale prefix of the current page (`/en` or nothing). */
export const localePrefix = (locale: string) => (locale === 'pl' ? '' : `/${locale}`);
