import 'server-only';
import { isIP } from 'node:net';
import { getEnv, type Env } from '@/lib/env';

/** Names and literal addresses that reach this machine or a private network. */
const LOCAL_NAME = /^(localhost|[^.]+\.localhost)$/i;

function isPrivateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  const kind = isIP(bare);
  if (kind === 4) {
    const [a, b] = bare.split('.').map(Number) as [number, number];
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  if (kind === 6)
    return (
      bare === '::1' || bare === '::' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || bare.startsWith('::ffff:')
    );
  return false;
}

/** Whether endpoints on this machine (also over http) are allowed: WEBHOOK_ALLOW_LOCAL, else outside production. */
export const localEndpointsAllowed = (env: Env = getEnv()) => env.WEBHOOK_ALLOW_LOCAL ?? env.NODE_ENV !== 'production';

/**
 * Why a webhook URL is refused (a key of `errors.webhook`), or null when it may be used: https to a public
 * host; http or a local/private host only when local endpoints are allowed, and http only to this machine.
 * No user name or password in the URL (it would show in logs and the panel).
 */
export function webhookUrlProblem(raw: string, env: Env = getEnv()): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'webhook.urlInvalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'webhook.urlInvalid';
  if (url.username || url.password) return 'webhook.urlCredentials';
  const local = LOCAL_NAME.test(url.hostname) || isPrivateAddress(url.hostname);
  const allowLocal = localEndpointsAllowed(env);
  if (url.protocol === 'http:') {
    const loopback = LOCAL_NAME.test(url.hostname) || /^127\./.test(url.hostname) || url.hostname === '[::1]';
    return allowLocal && loopback ? null : 'webhook.httpsRequired';
  }
  if (local && !allowLocal) return 'webhook.urlPrivate';
  return null;
}
