import { getEnv } from '@/lib/env';

/**
 * The public origin of a request, for canonical and absolute links. Boards are told apart by host,
 * so the Host header decides; the protocol comes from the proxy (X-Forwarded-Proto), else from
 * APP_URL, else http on local hosts and https elsewhere.
 */
export function publicOrigin(headers: Headers): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  const configured = getEnv().APP_URL;
  if (!host) return configured ? new URL(configured).origin : 'http://localhost';
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const local = /^(localhost|127\.0\.0\.1|\[::1\]|[^.]+\.localhost)(:\d+)?$/.test(host);
  const proto = forwarded || (configured ? new URL(configured).protocol.replace(':', '') : local ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** Browsers always send Origin on cross-site writes: true when there is none or it names the request's own host. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === (request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  } catch {
    return false;
  }
}
