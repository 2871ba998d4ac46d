'use client';

/** A JSON call to the panel's API; the answer's localised error message, or null on success. */
export async function callApi(
  url: string,
  method: string,
  body?: unknown,
): Promise<{ ok: true; data: unknown } | { ok: false; message: string | null }> {
  try {
    const res = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const text = await res.text();
    const data: unknown = text ? JSON.parse(text) : null;
    if (res.ok) return { ok: true, data };
    const message = (data as { error?: { message?: string } } | null)?.error?.message ?? null;
    return { ok: false, message };
  } catch {
    return { ok: false, message: null };
  }
}
