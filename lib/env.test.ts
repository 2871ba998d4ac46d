import { parseEnv, publicOriginWarning, tenantHostMap } from './env';

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

  describe('S3 storage', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'wakat-uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };

    it('is off with no S3 variable, and reads a complete set', () => {
      expect(parseEnv({}).S3_BUCKET).toBeUndefined();
      expect(parseEnv({ S3_BUCKET: '', S3_ENDPOINT: '' }).S3_BUCKET).toBeUndefined();
      expect(parseEnv(s3)).toMatchObject({ ...s3, S3_FORCE_PATH_STYLE: true });
      expect(parseEnv(s3).S3_REGION).toBeUndefined();
      // AWS itself: no endpoint, a region.
      const { S3_ENDPOINT: _, ...aws } = s3;
      expect(parseEnv({ ...aws, S3_REGION: 'eu-central-1' }).S3_REGION).toBe('eu-central-1');
    });

    it('names each missing required variable on one line', () => {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        const partial = { ...s3, [name]: undefined };
        expect(() => parseEnv(partial)).toThrow(new RegExp(`^Invalid environment: ${name}: required for S3 storage`));
      }
      expect(() => parseEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
        /S3_BUCKET: required for S3 storage \(S3_ENDPOINT set\).*; S3_ACCESS_KEY_ID: .*; S3_SECRET_ACCESS_KEY: /,
      );
      expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'false' })).toThrow(/S3_BUCKET: required/);
      const { S3_ENDPOINT: _, ...aws } = s3;
      expect(() => parseEnv(aws)).toThrow(/S3_REGION: the bucket's AWS region/);
    });

    it('rejects a malformed endpoint, bucket name or path-style switch', () => {
      expect(() => parseEnv({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
      expect(() => parseEnv({ ...s3, S3_BUCKET: 'Uploads_1' })).toThrow(/S3_BUCKET: must be a bucket name/);
      expect(() => parseEnv({ ...s3, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    });
  });
});

describe('REDIS_PREFIX', () => {
  it('defaults to wakat, also when empty', () => {
    expect(parseEnv({}).REDIS_PREFIX).toBe('wakat');
    expect(parseEnv({ REDIS_PREFIX: ' ' }).REDIS_PREFIX).toBe('wakat');
    expect(parseEnv({ REDIS_PREFIX: 'wakat-staging' }).REDIS_PREFIX).toBe('wakat-staging');
  });

  it('refuses separators and glob characters with one line naming the variable', () => {
    for (const bad of ['a:b', 'a*', 'a b', '-a', 'x'.repeat(65)])
      expect(() => parseEnv({ REDIS_PREFIX: bad })).toThrow(/^Invalid environment: REDIS_PREFIX: /);
  });
});

describe('publicOriginWarning', () => {
  it('names BOARD_URLS and APP_URL behind a trusted proxy without public origins', () => {
    const warning = publicOriginWarning(parseEnv({ TRUST_PROXY: '1', PORT: '3442' }));
    expect(warning).toMatch(/BOARD_URLS/);
    expect(warning).toMatch(/APP_URL/);
    expect(warning).toMatch(/:3442/);
  });

  it('says nothing without a proxy or with configured origins', () => {
    expect(publicOriginWarning(parseEnv({}))).toBeNull();
    expect(publicOriginWarning(parseEnv({ TRUST_PROXY: '1', APP_URL: 'https://jobs.example' }))).toBeNull();
    expect(publicOriginWarning(parseEnv({ TRUST_PROXY: '1', BOARD_URLS: 'it=https://it.example' }))).toBeNull();
  });
});
