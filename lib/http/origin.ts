import { tenantSlugForHost } from '@/lib/tenants/resolve-host';
import { getEnv, parseBoardUrls, tenantHostMap, type Env } from '@/lib/env';
import { isBehindTrustedProxy } from './client-address';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[^.]+\.localhost)$/;

/** True for names that only reach this machine (localhost, *.localhost, loopback addresses). */
export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOST.test(hostname.toLowerCase());
}

/**
 * The public origin of a board, from configuration only: BOARD_URLS, else APP_URL for the default
 * board, else the board's first TENANT_HOSTS host with APP_URL's scheme and port (http and PORT
 * without APP_URL: the local demo, e.g. http://it.localhost:3000).
 */
export function boardOrigin(slug: string, env: Env = getEnv()): string {
  const configured = parseBoardUrls(env.BOARD_URLS)?.get(slug);
  if (configured) return configured;
  const app = env.APP_URL ? new URL(env.APP_URL) : null;
  if (app && slug === env.DEFAULT_TENANT) return app.origin;
  const host = [...tenantHostMap(env)].find(([, board]) => board === slug)?.[0];
  if (!host) return app?.origin ?? `http://localhost${portSuffix('http:', env.PORT)}`;
  if (app) return `${app.protocol}//${host}${app.port ? `:${app.port}` : ''}`;
  return `http://${host}${portSuffix('http:', env.PORT)}`;
}

const portSuffix = (protocol: string, port: number) =>
  (protocol === 'http:' && port === 80) || (protocol === 'https:' && port === 443) ? '' : `:${port}`;

/** The configured origins of every board named in TENANT_HOSTS or BOARD_URLS. */
export function configuredOrigins(env: Env = getEnv()): string[] {
  const boards = new Set([...tenantHostMap(env).values(), ...(parseBoardUrls(env.BOARD_URLS)?.keys() ?? [])]);
  boards.add(env.DEFAULT_TENANT);
  return [...new Set([...boards].map((slug) => boardOrigin(slug, env)))];
}

/** The board a request's Host names (unknown hosts: the default board). */
export function boardSlugOf(headers: Headers, env: Env = getEnv()): string {
  return tenantSlugForHost(headers.get('host'), tenantHostMap(env), env.DEFAULT_TENANT);
}

/**
 * The public origin for absolute links made while answering a request: the configured origin of the
 * request's board. The Host header only picks the board; it never becomes part of a link.
 */
export function publicOrigin(headers: Headers): string {
  return boardOrigin(boardSlugOf(headers));
}

/** The host the client addressed: Host, or X-Forwarded-Host when TRUST_PROXY says the proxy sets it. */
export function requestHost(headers: Headers): string | null {
  const forwarded = isBehindTrustedProxy(headers) ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : null;
  return forwarded || headers.get('host');
}

/**
 * Browsers always send Origin on cross-site writes: true when there is none, or it names the request's
 * own host or the board's configured origin.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.host === requestHost(request.headers) || url.origin === publicOrigin(request.headers);
  } catch {
    return false;
  }
}
