import { z } from 'zod';

/**
 * The one reader of process.env. Every setting the product knows is declared here,
 * validated once, and imported from here; nothing else touches process.env.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'postgres:' || u.protocol === 'postgresql:';
    } catch {
      return false;
    }
  }, 'must be a postgres:// or postgresql:// URL, e.g. postgres://user:pass@127.0.0.1:5432/wakat');

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public origin used in e-mails and canonical links (of the default board, unless BOARD_URLS names it). */
    APP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /**
     * board=origin pairs, comma separated (`it=https://it.example,biz=https://biz.example`): the public origin
     * of each board, used for every absolute link (e-mails, canonical URLs, sitemap, JSON-LD).
     */
    BOARD_URLS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => parseBoardUrls(v) !== null, 'must be board=origin pairs, e.g. it=https://it.example')
        .optional(),
    ),
    /**
     * Which proxies in front of the server to believe (X-Forwarded-For, X-Forwarded-Host/Proto): a number
     * of hops, or a comma-separated list of proxy addresses (`loopback` for this machine). Unset: none.
     */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => parseTrustProxy(v) !== null, 'must be a number of hops or a list of proxy addresses')
        .optional(),
    ),
    /** Signs session cookies; without it a random secret is kept in .data/auth-secret. */
    AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    DATABASE_URL: z.preprocess(emptyToUndefined, postgresUrl.optional()),
    DATABASE_READ_URL: z.preprocess(emptyToUndefined, postgresUrl.optional()),
    PGLITE_DIR: z.string().default('.data/pglite'),
    TEST_DATABASE_URL: z.preprocess(emptyToUndefined, postgresUrl.optional()),
    /** host=tenant pairs, comma separated. Unknown hosts go to the default (first) tenant. */
    TENANT_HOSTS: z.string().default('it.localhost=it,biz.localhost=biz'),
    DEFAULT_TENANT: z.string().default('it'),
    /** Seed demo data on first start when the database has no tenants. */
    SEED_ON_START: booleanish.default(true),
    DEMO_OFFERS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
    REDIS_URL: z.preprocess(emptyToUndefined, z.string().optional()),
    /**
     * Starts every Redis key and pub/sub channel of this deployment (`<prefix>:…`), so deployments sharing
     * one Redis server see nothing of each other (database numbers do not separate pub/sub).
     */
    REDIS_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'must be 1–64 letters, digits, `_`, `.` or `-`, e.g. wakat-staging')
        .default('wakat'),
    ),
    /** Scales every rate limit (1 = the product's limits). */
    RATE_LIMIT_FACTOR: z.coerce.number().min(0.01).max(1000).default(1),
    SMTP_URL: z.preprocess(emptyToUndefined, z.string().optional()),
    MAIL_FROM: z.string().default('Wakat <no-reply@wakat.localhost>'),
    /**
     * /dev/mailbox: on outside production and on the embedded database (the demo) when unset;
     * `true` forces it on (also with a public APP_URL), `false` off. It only ever answers this machine.
     */
    ENABLE_DEV_MAILBOX: z
      .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1' || v === 'yes')),
    /** Run scheduled jobs and the outbox sender in this process (turn off on instances that only serve pages). */
    BACKGROUND_JOBS: booleanish.default(true),
    /** Where uploads are kept when no S3 bucket is configured. */
    UPLOADS_DIR: z.string().default('.data/uploads'),
    /**
     * S3 storage of uploads instead of UPLOADS_DIR, on when S3_BUCKET is set (then the keys are required):
     * an S3-compatible server's URL (unset: AWS S3 in S3_REGION), the bucket, its region (`us-east-1` for a
     * compatible server when unset), the access keys, and path-style addressing (`true` for MinIO, s3rver…).
     */
    S3_ENDPOINT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .refine(
          (v) => /^https?:\/\/[^/]/.test(v) && URL.canParse(v),
          'must be an http(s) URL, e.g. https://s3.example.com',
        )
        .optional(),
    ),
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3–63 lower-case letters, digits, dots, dashes)',
        )
        .optional(),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().trim().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().trim().optional()),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1' || v === 'yes')),
    /**
     * MiB of recently read S3 objects each instance keeps in memory (0: none), every read still asking the
     * bucket whether its copy is current (If-None-Match); decision 0049.
     */
    S3_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    MAP_STYLE_URL: z.preprocess(emptyToUndefined, z.string().optional()),
    ASSISTANT_BASE_URL: z.preprocess(emptyToUndefined, z.string().optional()),
    ASSISTANT_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
    ASSISTANT_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    RECAPTCHA_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    RECAPTCHA_SITE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    /**
     * A Nominatim-compatible (`…/search`) or Photon (`…/api`) geocoder that places offer addresses at their
     * street; unset = offline: the pin at the locality (city dictionary or gazetteer), dragged by the employer.
     */
    GEOCODER_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /** E-mails (comma separated) of the admins who may import offers from JSON where the board enables it. */
    OFFER_IMPORT_ADMIN_EMAILS: z.string().default(''),
    /** Leading zero bits the self-hosted anti-bot proof-of-work asks for (16 by default, 8 in tests). */
    ANTIBOT_DIFFICULTY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(28).optional()),
    /** Who takes payments: `embedded` (local, no network; the default), `przelewy24` or `stripe`. */
    PAYMENT_PROVIDER: z.enum(['embedded', 'przelewy24', 'stripe']).default('embedded'),
    /** Przelewy24 REST v1: merchant and POS ids, the API (reports) key, the CRC key; the sandbox unless false. */
    P24_MERCHANT_ID: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
    P24_POS_ID: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
    P24_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    P24_CRC: z.preprocess(emptyToUndefined, z.string().optional()),
    P24_SANDBOX: z
      .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
      .optional()
      .transform((v) => v === undefined || v === '' || v === 'true' || v === '1' || v === 'yes'),
    /** Stripe Checkout: the secret API key and the webhook endpoint's signing secret (whsec_…). */
    STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    /**
     * Google Indexing API: a service account's JSON key (the file's path, or the JSON itself). Unset: the
     * notifications are recorded (the /dev/indexing page lists them) and nothing leaves the machine.
     */
    GOOGLE_INDEXING_CREDENTIALS: z.preprocess(emptyToUndefined, z.string().optional()),
    GOOGLE_INDEXING_ENDPOINT: z.url().default('https://indexing.googleapis.com/v3/urlNotifications:publish'),
    /** Publish requests a day (Google's default quota is 200). */
    GOOGLE_INDEXING_DAILY_QUOTA: z.coerce.number().int().min(1).max(1_000_000).default(200),
    /**
     * Webhook endpoints on this machine over plain http (`http://localhost:…`, `http://127.0.0.1:…`): allowed
     * outside production when unset; `true` allows them in production too (a local receiver of the browser
     * journeys), `false` never. Other endpoints must always be https.
     */
    WEBHOOK_ALLOW_LOCAL: z
      .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1' || v === 'yes')),
    /** How long the sender waits for an endpoint's answer, in seconds. */
    WEBHOOK_TIMEOUT_S: z.coerce.number().int().min(1).max(60).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    // S3 storage is all or nothing: a half-configured bucket must stop the start, not fall back to the disk.
    const s3 = (
      [
        'S3_ENDPOINT',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_REGION',
        'S3_FORCE_PATH_STYLE',
      ] as const
    ).filter((name) => env[name] !== undefined);
    if (s3.length === 0) return;
    const missing = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
    const why = `required for S3 storage (${s3.join(', ')} set); unset every S3_ variable to keep uploads in UPLOADS_DIR`;
    if (!env.S3_BUCKET) missing('S3_BUCKET', why);
    if (!env.S3_ACCESS_KEY_ID) missing('S3_ACCESS_KEY_ID', why);
    if (!env.S3_SECRET_ACCESS_KEY) missing('S3_SECRET_ACCESS_KEY', why);
    if (!env.S3_ENDPOINT && !env.S3_REGION)
      missing('S3_REGION', "the bucket's AWS region (e.g. eu-central-1), required when S3_ENDPOINT is unset");
  });

export type Env = z.infer<typeof envSchema>;

/** Parses an environment; throws one readable line per wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment: ${lines.join('; ')}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Parsed TENANT_HOSTS: lower-cased host (without port) → tenant slug. */
export function tenantHostMap(env: Env = getEnv()): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of env.TENANT_HOSTS.split(',')) {
    const [host, tenant] = pair.split('=').map((s) => s?.trim().toLowerCase());
    if (host && tenant) map.set(host, tenant);
  }
  return map;
}

/** Parsed BOARD_URLS: board slug → origin (`scheme://host[:port]`); null when a pair is malformed. */
export function parseBoardUrls(value: string | undefined): Map<string, string> | null {
  const map = new Map<string, string>();
  if (!value) return map;
  for (const pair of value.split(',')) {
    if (!pair.trim()) continue;
    const at = pair.indexOf('=');
    const slug = pair.slice(0, at).trim().toLowerCase();
    const url = pair.slice(at + 1).trim();
    if (at < 1 || !slug) return null;
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
      map.set(slug, parsed.origin);
    } catch {
      return null;
    }
  }
  return map;
}

/** Parsed TRUST_PROXY: a number of hops, or the addresses of trusted proxies; null when malformed. */
export type TrustProxy = { hops: number } | { addresses: string[] };

export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (!value || value.trim() === '' || value.trim() === 'false') return { hops: 0 };
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return { hops: Math.min(Number(trimmed), 32) };
  if (trimmed === 'true') return null; // "every hop" would let any client choose its own address
  const addresses = trimmed
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  return addresses.every((a) => a === 'loopback' || /^[0-9a-f:.]+$/.test(a)) ? { addresses } : null;
}

/**
 * The one warning of a production start behind a proxy (TRUST_PROXY) without configured public origins:
 * links in e-mails, canonical URLs and the sitemap would then name each instance (`http://<host>:<PORT>`)
 * instead of the address clients use. Null when there is nothing to say.
 */
export function publicOriginWarning(env: Env): string | null {
  if (!env.TRUST_PROXY || env.BOARD_URLS || env.APP_URL) return null;
  return (
    'TRUST_PROXY is set but neither BOARD_URLS nor APP_URL is: links in e-mails, canonical URLs and the ' +
    `sitemap name this instance (http://<board host>:${env.PORT}) instead of the public address. Set ` +
    'BOARD_URLS=board=https://origin,… (or APP_URL for a single board) to the origins clients use.'
  );
}
