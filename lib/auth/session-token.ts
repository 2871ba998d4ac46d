/**
 * The session lives in an HttpOnly cookie only: the auth library also puts the session token into
 * the JSON of sign-in, sign-up and get-session answers, where a script on the page (or a log of
 * answers) could read it. This removes it, and marks every auth answer as personal.
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  const type = headers.get('content-type') ?? '';
  if (!type.includes('application/json') || response.body === null) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  }
  if (body !== null && typeof body === 'object') {
    const record = body as { token?: unknown; session?: { token?: unknown } | null };
    delete record.token;
    if (record.session && typeof record.session === 'object') delete record.session.token;
  }
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}
