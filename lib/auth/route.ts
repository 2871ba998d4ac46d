import 'server-only';
import { createTranslator } from 'next-intl';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { getDb } from '@/lib/db/client';
import { localeOfRequest } from '@/lib/http/locale';
import { isSameOrigin } from '@/lib/http/origin';
import { clientIp, hitRateLimit, RATE_LIMITS, type RateLimitRule } from '@/lib/rate-limit';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { getAuth } from './auth';
import { authScopeOf } from './caller';
import { runInAuthScope } from './context';
import { withoutSessionToken } from './session-token';

const MESSAGES = { pl, en } as const;

/** Endpoints of the auth library that get our rate limits (429 + Retry-After). */
const LIMITED: Record<string, RateLimitRule> = {
  '/api/auth/sign-in/email': RATE_LIMITS.login,
  '/api/auth/sign-up/email': RATE_LIMITS.register,
  '/api/auth/request-password-reset': RATE_LIMITS.passwordReset,
  '/api/auth/reset-password': RATE_LIMITS.passwordReset,
  '/api/auth/send-verification-email': RATE_LIMITS.passwordReset,
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

/**
 * The auth library's endpoints, on the board of the request's host. Employers sign in on every board; a board
 * without candidate login has no candidate sign-up here (and only company members get a session, see auth.ts).
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const locale = localeOfRequest(request);
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'errors' });
  const db = await getDb();
  const tenant = await resolveTenant(request.headers.get('host'), db);
  const path = new URL(request.url).pathname;
  if (!tenant.config.flags.enableCandidatePortalLogin && path.startsWith('/api/auth/sign-up')) {
    return json(404, { error: { code: 'NOT_FOUND', message: t('notFound') } });
  }
  if (request.method === 'POST' && !isSameOrigin(request)) {
    return json(403, { error: { code: 'FORBIDDEN', message: t('foreignOrigin') } });
  }
  const rule = request.method === 'POST' ? LIMITED[path] : undefined;
  if (rule) {
    const hit = await hitRateLimit(`auth:${path}:${tenant.id}:${clientIp(request.headers)}`, rule);
    if (!hit.ok) {
      return json(
        429,
        { error: { code: 'RATE_LIMITED', message: t('tooManyRequests') } },
        { 'Retry-After': String(hit.retryAfter) },
      );
    }
  }
  let forwarded = request;
  if (request.method === 'POST' && path === SIGN_UP) {
    const checked = await withPrivacyAccepted(request);
    if (!checked) {
      return json(400, {
        error: {
          code: 'BAD_REQUEST',
          message: t('badRequest'),
          fields: [{ field: 'privacyAccepted', message: t('validation.mustAccept') }],
        },
      });
    }
    forwarded = checked;
  }
  const answer = await runInAuthScope(authScopeOf(request.headers, tenant, locale), () =>
    getAuth(db).handler(forwarded),
  );
  return withoutSessionToken(answer);
}

const SIGN_UP = '/api/auth/sign-up/email';

/**
 * An account is only created with the privacy policy accepted, as on /register: the library's own
 * sign-up endpoint gets the request without that field when it is `true`, and never otherwise.
 */
async function withPrivacyAccepted(request: Request): Promise<Request | null> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || (body as { privacyAccepted?: unknown }).privacyAccepted !== true) {
    return null;
  }
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  delete rest.privacyAccepted;
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify(rest) });
}
