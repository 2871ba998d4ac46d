import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The security headers of every answer (pages, API, files, errors), set in server.ts before Next
 * or the page cache answers. The Content-Security-Policy carries a fresh nonce per request; Next
 * reads it from the request's own `Content-Security-Policy` header (which is why it is written onto
 * the request too, replacing anything a client sent) and stamps it on its scripts.
 */
export interface SecurityHeaderOptions {
  /** APP_URL: an https origin turns on HSTS. */
  appUrl?: string;
  /** MAP_STYLE_URL: its origin may be fetched from (style, tiles, glyphs, sprites) and shown as images. */
  mapStyleUrl?: string;
  /** Development: React's dev tools evaluate code and Next's dev overlay needs it. */
  dev?: boolean;
  /** RECAPTCHA_SITE_KEY set: Google's challenge frames are allowed. */
  recaptcha?: boolean;
  /** This answer may be framed by the site's own pages (see SAME_ORIGIN_FRAMEABLE). */
  frameableBySelf?: boolean;
}

/**
 * The only answers our own pages may frame: an application's file shown inline in the employer panel (the
 * PDF viewer of the detail page, decision 0023). Everything else keeps `frame-ancestors 'none'` and DENY.
 */
export const SAME_ORIGIN_FRAMEABLE =
  /^\/api\/v1\/offers\/[^/?#]+\/applications\/\d+\/download\?(?:[^#]*&)?inline=1(?:&|#|$)/;

const NONCE_BYTES = 16;
/** Random bytes drawn for 256 nonces at once: one call into the system's generator instead of one per answer. */
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;

/** 128 random bits, base64: what a CSP nonce-source allows. Every nonce uses bytes no other nonce used. */
export function newNonce(): string {
  if (noncePoolAt >= noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolAt = 0;
  }
  noncePoolAt += NONCE_BYTES;
  return noncePool.toString('base64', noncePoolAt - NONCE_BYTES, noncePoolAt);
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The policy for one nonce. Scripts run only with the nonce (Next's own and whatever they load:
 * 'strict-dynamic'); styles allow inline because emotion (MUI) inserts <style> tags and React
 * writes style attributes; 'self' on connect-src covers the same-origin WebSocket hubs (CSP 3).
 */
export function contentSecurityPolicy(nonce: string, options: SecurityHeaderOptions = {}): string {
  const map = originOf(options.mapStyleUrl);
  const extra = map ? ` ${map}` : '';
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'${options.dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self' data:`,
    `connect-src 'self'${extra}`,
    `worker-src 'self' blob:`,
    `frame-src 'self'${options.recaptcha ? ' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/' : ''}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${options.frameableBySelf ? "'self'" : "'none'"}`,
  ].join('; ');
}

/** Headers that do not depend on the request (HSTS only when the public origin is https). */
export function staticSecurityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': options.frameableBySelf ? 'SAMEORIGIN' : 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  };
  if (options.appUrl?.startsWith('https:'))
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** The headers for one set of options, worked out once: the policy around its nonce and the static headers. */
interface PreparedHeaders {
  policyBefore: string;
  policyAfter: string;
  statics: [string, string][];
}

const NONCE_MARK = '\0nonce\0';
const prepared = new WeakMap<SecurityHeaderOptions, { page: PreparedHeaders; frameable: PreparedHeaders }>();

function prepare(options: SecurityHeaderOptions): PreparedHeaders {
  const policy = contentSecurityPolicy(NONCE_MARK, options);
  const at = policy.indexOf(NONCE_MARK);
  return {
    policyBefore: policy.slice(0, at),
    policyAfter: policy.slice(at + NONCE_MARK.length),
    statics: Object.entries(staticSecurityHeaders(options)),
  };
}

/** Sets the headers on the answer and the policy on the request (for Next's nonce); returns the nonce. */
export function applySecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  options: SecurityHeaderOptions = {},
): string {
  let forOptions = prepared.get(options);
  if (!forOptions) {
    forOptions = { page: prepare(options), frameable: prepare({ ...options, frameableBySelf: true }) };
    prepared.set(options, forOptions);
  }
  const headers = SAME_ORIGIN_FRAMEABLE.test(req.url ?? '') ? forOptions.frameable : forOptions.page;
  const nonce = newNonce();
  const policy = headers.policyBefore + nonce + headers.policyAfter;
  delete req.headers['content-security-policy-report-only'];
  req.headers['content-security-policy'] = policy;
  for (const [name, value] of headers.statics) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', policy);
  return nonce;
}
