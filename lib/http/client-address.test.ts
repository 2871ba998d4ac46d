import { parseEnv } from '@/lib/env';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_FORWARDED_HEADER,
  clientAddress,
  isLocalRequest,
  stampClientAddress,
} from './client-address';

const headers = (socket: string | null, extra: Record<string, string> = {}) =>
  new Headers({ ...(socket ? { [CLIENT_ADDRESS_HEADER]: socket } : {}), ...extra });

describe('clientAddress', () => {
  const none = parseEnv({});

  it('is the socket address, whatever X-Forwarded-For says, unless TRUST_PROXY is set', () => {
    for (let i = 0; i < 5; i++) {
      expect(clientAddress(headers('203.0.113.5', { 'x-forwarded-for': `198.51.100.${i}` }), none)).toBe('203.0.113.5');
    }
    expect(clientAddress(headers('::ffff:127.0.0.1'), none)).toBe('127.0.0.1');
    // Without the header server.ts writes, the address is unknown (one budget for all, never a chosen one).
    expect(clientAddress(headers(null, { 'x-forwarded-for': '198.51.100.1' }), none)).toBe('unknown');
  });

  it('reads X-Forwarded-For from the right, past exactly the trusted hops', () => {
    const one = parseEnv({ TRUST_PROXY: '1' });
    // The client prepended a made-up address; the proxy appended the real one.
    const h = headers('10.0.0.2', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' });
    expect(clientAddress(h, one)).toBe('203.0.113.9');
    expect(clientAddress(h, parseEnv({ TRUST_PROXY: '2' }))).toBe('1.2.3.4');
    expect(clientAddress(headers('10.0.0.2'), one)).toBe('10.0.0.2');
  });

  it('walks past the named proxy addresses only', () => {
    const env = parseEnv({ TRUST_PROXY: 'loopback,10.0.0.2' });
    expect(clientAddress(headers('127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2' }), env)).toBe(
      '203.0.113.9',
    );
    // A socket that is not a trusted proxy is the client, whatever it forwards.
    expect(clientAddress(headers('203.0.113.50', { 'x-forwarded-for': '1.2.3.4' }), env)).toBe('203.0.113.50');
  });

  it('rejects TRUST_PROXY values that would trust every hop', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('stampClientAddress', () => {
  it('replaces a copy sent by the client with the socket address', () => {
    const req = {
      headers: { [CLIENT_ADDRESS_HEADER]: '127.0.0.1', [CLIENT_FORWARDED_HEADER]: undefined as string | undefined },
      socket: { remoteAddress: '203.0.113.7' },
    };
    stampClientAddress(req as never);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
    expect(req.headers[CLIENT_FORWARDED_HEADER]).toBeUndefined();
  });

  it('notes that the client sent a forwarding header, and drops a forged note', () => {
    const forwarded = {
      headers: { 'x-forwarded-for': '203.0.113.1' } as Record<string, string>,
      socket: { remoteAddress: '127.0.0.1' },
    };
    stampClientAddress(forwarded as never);
    expect(forwarded.headers[CLIENT_FORWARDED_HEADER]).toBe('1');
    const forged = {
      headers: { [CLIENT_FORWARDED_HEADER]: '0' } as Record<string, string>,
      socket: { remoteAddress: '127.0.0.1' },
    };
    stampClientAddress(forged as never);
    expect(forged.headers[CLIENT_FORWARDED_HEADER]).toBeUndefined();
  });
});

describe('isLocalRequest', () => {
  it('is true for a loopback socket whose client sent no forwarding header only', () => {
    expect(isLocalRequest(headers('127.0.0.1'))).toBe(true);
    expect(isLocalRequest(headers('::1'))).toBe(true);
    expect(isLocalRequest(headers('::ffff:127.0.0.1'))).toBe(true);
    // Next adds X-Forwarded-For (the socket address) itself; only the client's own header counts.
    expect(isLocalRequest(headers('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(true);
    expect(isLocalRequest(headers('127.0.0.1', { [CLIENT_FORWARDED_HEADER]: '1' }))).toBe(false);
    expect(isLocalRequest(headers('203.0.113.1'))).toBe(false);
    expect(isLocalRequest(headers(null))).toBe(false);
  });
});
