import { parseEnv } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER, CLIENT_FORWARDED_HEADER } from '@/lib/http/client-address';
import { canReadDevMailbox, isDevMailboxEnabled } from './mailbox';

const envOf = (values: Record<string, string | undefined>) =>
  parseEnv(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)));

describe('when the development mailbox is open', () => {
  it.each([
    ['development', undefined, 'postgres', true],
    ['test', undefined, 'postgres', true],
    ['production', undefined, 'pglite', true], // the two-command demo
    ['production', undefined, 'postgres', false], // a real deployment: 404
    ['production', 'true', 'postgres', true],
    ['development', 'false', 'pglite', false],
    ['production', 'false', 'pglite', false],
  ] as const)('NODE_ENV=%s, ENABLE_DEV_MAILBOX=%s, %s → %s', (NODE_ENV, ENABLE_DEV_MAILBOX, driver, open) => {
    expect(isDevMailboxEnabled(envOf({ NODE_ENV, ENABLE_DEV_MAILBOX }), driver)).toBe(open);
  });

  it('is closed once a public origin is configured, unless ENABLE_DEV_MAILBOX=true says so', () => {
    const demo = { NODE_ENV: 'production' };
    expect(isDevMailboxEnabled(envOf({ ...demo, APP_URL: 'https://praca.example' }), 'pglite')).toBe(false);
    expect(isDevMailboxEnabled(envOf({ ...demo, BOARD_URLS: 'biz=https://biz.example' }), 'pglite')).toBe(false);
    expect(isDevMailboxEnabled(envOf({ ...demo, APP_URL: 'http://it.localhost:3000' }), 'pglite')).toBe(true);
    expect(
      isDevMailboxEnabled(envOf({ ...demo, APP_URL: 'https://praca.example', ENABLE_DEV_MAILBOX: 'true' }), 'pglite'),
    ).toBe(true);
  });

  it('answers only requests from this machine, even when enabled explicitly', () => {
    const env = envOf({ NODE_ENV: 'production', ENABLE_DEV_MAILBOX: 'true' });
    const from = (address: string | null, extra: Record<string, string> = {}) =>
      canReadDevMailbox(
        env,
        'pglite',
        new Headers({ ...(address ? { [CLIENT_ADDRESS_HEADER]: address } : {}), ...extra }),
      );
    expect(from('127.0.0.1')).toBe(true);
    expect(from('::1')).toBe(true);
    expect(from('203.0.113.8')).toBe(false);
    expect(from(null)).toBe(false);
    // A local reverse proxy forwarding a visitor is not this machine.
    expect(from('127.0.0.1', { [CLIENT_FORWARDED_HEADER]: '1' })).toBe(false);
  });
});
