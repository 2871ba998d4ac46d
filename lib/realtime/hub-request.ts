/** A URL fit for logs: the connection token (`id`) and `access_token` are replaced. */
export function redactUrl(url: string | undefined): string {
  if (!url) return '';
  return url.replace(/([?&](?:id|access_token)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * The bearer token of a hub request: the Authorization header (negotiate, server-side clients) or the
 * `access_token` query parameter browsers must use on the WebSocket, which cannot carry headers.
 */
export function bearerToken(request: {
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7);
  return new URL(request.url ?? '/', 'http://localhost').searchParams.get('access_token');
}
