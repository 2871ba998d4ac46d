import type { IncomingMessage } from 'node:http';
import type { RawData } from 'ws';
import type { Frame } from './hub-protocol';
import type { HubLogger } from './hub-types';

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

export function toFrame(data: RawData, isBinary: boolean): Frame {
  const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
  return isBinary ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) : buffer.toString('utf8');
}

/** Browsers always send Origin; a missing one (server-side clients) or the request's own host is allowed. */
export function sameHost(origin: string | undefined, req: IncomingMessage): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === (req.headers['x-forwarded-host'] ?? req.headers.host);
  } catch {
    return false;
  }
}

/** The process's pino logger, loaded lazily so the hub itself does not read the environment. */
export function processLogger(): HubLogger {
  let target: HubLogger | null = null;
  void import('@/lib/log').then((m) => (target = m.logger)).catch(() => undefined);
  return {
    info: (d, m) => target?.info(d, m),
    warn: (d, m) => target?.warn(d, m),
    error: (d, m) => target?.error(d, m),
  };
}
