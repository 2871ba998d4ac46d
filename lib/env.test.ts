import { parseEnv, tenantHostMap } from './env';

describe('parseEnv', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe('.data/pglite');
    expect([...tenantHostMap(env)]).toEqual([
      ['it.localhost', 'it'],
      ['biz.localhost', 'biz'],
    ]);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('rejects a wrong DATABASE_URL with one line naming the variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://localhost/wakat' })).toThrow(
      /^Invalid environment: DATABASE_URL: must be a postgres:\/\//,
    );
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('rejects a port out of range', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
});
