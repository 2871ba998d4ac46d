import type { IncomingMessage } from 'node:http';
import { bearerToken, redactUrl, sameHost } from './hub-request';

describe('hub requests', () => {
  it('redacts the connection token and access_token from logged URLs', () => {
    expect(redactUrl('/hubs/chat?id=abc123&access_token=eyJ.x.y&v=1')).toBe(
      '/hubs/chat?id=[redacted]&access_token=[redacted]&v=1',
    );
    expect(redactUrl('/hubs/chat?access_token=t')).toBe('/hubs/chat?access_token=[redacted]');
    expect(redactUrl(undefined)).toBe('');
  });

  it('reads the bearer token from the header or, for browsers, from the query', () => {
    expect(bearerToken({ url: '/hubs/chat?id=1', headers: { authorization: 'Bearer abc' } })).toBe('abc');
    expect(bearerToken({ url: '/hubs/chat?id=1&access_token=a%2Bb', headers: {} })).toBe('a+b');
    expect(bearerToken({ url: '/hubs/chat?id=1', headers: {} })).toBeNull();
  });

  it('allows by default no Origin or one naming the request host', () => {
    const request = (host: string) => ({ headers: { host } }) as IncomingMessage;
    expect(sameHost(undefined, request('it.localhost:3000'))).toBe(true);
    expect(sameHost('http://it.localhost:3000', request('it.localhost:3000'))).toBe(true);
    expect(sameHost('http://evil.example', request('it.localhost:3000'))).toBe(false);
    expect(sameHost('null', request('it.localhost:3000'))).toBe(false);
  });
});
