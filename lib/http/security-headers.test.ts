import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  newNonce,
  SAME_ORIGIN_FRAMEABLE,
  staticSecurityHeaders,
} from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

describe('the security headers', () => {
  it('build a nonce policy for scripts that frames nothing and loads no plugins', () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(nonce);
    const policy = directives(contentSecurityPolicy(nonce));
    expect(policy['script-src']).toBe(`'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy['object-src']).toBe(`'none'`);
    expect(policy['base-uri']).toBe(`'self'`);
    expect(policy['frame-ancestors']).toBe(`'none'`);
    expect(policy['connect-src']).toBe(`'self'`);
  });

  it('let the map fetch from the tile provider when MAP_STYLE_URL is set', () => {
    const policy = directives(
      contentSecurityPolicy('n', { mapStyleUrl: 'https://tiles.example.com/styles/v1/style.json?key=k' }),
    );
    expect(policy['connect-src']).toBe(`'self' https://tiles.example.com`);
    expect(policy['img-src']).toContain('https://tiles.example.com');
  });

  it('send HSTS only when the public origin is https', () => {
    expect(staticSecurityHeaders({ appUrl: 'https://wakat.example' })['Strict-Transport-Security']).toMatch(
      /^max-age=31536000/,
    );
    expect(staticSecurityHeaders({ appUrl: 'http://localhost:3000' })).not.toHaveProperty('Strict-Transport-Security');
    expect(staticSecurityHeaders()).not.toHaveProperty('Strict-Transport-Security');
  });
});

describe('answers our own pages may frame', () => {
  it('are only an application file asked inline', () => {
    expect(SAME_ORIGIN_FRAMEABLE.test('/api/v1/offers/dev-x/applications/12/download?inline=1')).toBe(true);
    expect(SAME_ORIGIN_FRAMEABLE.test('/api/v1/offers/dev-x/applications/12/download?file=3&inline=1')).toBe(true);
    expect(SAME_ORIGIN_FRAMEABLE.test('/api/v1/offers/dev-x/applications/12/download?inline=1&file=3')).toBe(true);
    expect(SAME_ORIGIN_FRAMEABLE.test('/api/v1/offers/dev-x/applications/12/download')).toBe(false);
    expect(SAME_ORIGIN_FRAMEABLE.test('/api/v1/offers/dev-x/applications/12/download?inline=10')).toBe(false);
    expect(SAME_ORIGIN_FRAMEABLE.test('/job-offer/x?inline=1')).toBe(false);
    expect(SAME_ORIGIN_FRAMEABLE.test('/api/v1/offers/a/b/applications/1/download?inline=1')).toBe(false);
  });

  it('may be framed by the site itself, and nothing else may', () => {
    const policy = contentSecurityPolicy('n', { frameableBySelf: true });
    expect(policy).toContain(`frame-ancestors 'self'`);
    expect(staticSecurityHeaders({ frameableBySelf: true })['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(staticSecurityHeaders()['X-Frame-Options']).toBe('DENY');
  });
});

describe('the headers set on an answer', () => {
  const answer = (url: string, options = {}) => {
    const headers: Record<string, string> = {};
    const req = { url, headers: { 'content-security-policy': 'client-sent' } } as unknown as IncomingMessage;
    const res = {
      setHeader: (name: string, value: string) => void (headers[name] = value),
    } as unknown as ServerResponse;
    const nonce = applySecurityHeaders(req, res, options);
    return { nonce, headers, requestPolicy: req.headers['content-security-policy'] };
  };

  it('carry the policy of their own nonce, on the answer and for Next on the request', () => {
    const options = { mapStyleUrl: 'https://tiles.example.com/style.json', appUrl: 'https://wakat.example' };
    const { nonce, headers, requestPolicy } = answer('/job-offers', options);
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(nonce, options));
    expect(requestPolicy).toBe(headers['Content-Security-Policy']);
    expect(headers).toMatchObject(staticSecurityHeaders(options));
    const framed = answer('/api/v1/offers/dev-x/applications/12/download?inline=1', options);
    expect(framed.headers['Content-Security-Policy']).toBe(
      contentSecurityPolicy(framed.nonce, { ...options, frameableBySelf: true }),
    );
    expect(framed.headers['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('never repeat a nonce, across many answers', () => {
    const nonces = new Set(Array.from({ length: 2000 }, () => answer('/').nonce));
    expect(nonces.size).toBe(2000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
