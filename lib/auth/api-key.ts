import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { apiKeys } from '@/lib/db/schema';
import { assertRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS, type ApiKeyScope } from './api-key-scopes';

/** A request made with a company's API key: it acts for that company on that board, within the key's scopes. */
export type ApiKeyCaller = {
  kind: 'apiKey';
  tenantId: number;
  companyId: number;
  keyId: number;
  scopes: ApiKeyScope[];
};

/** 32 random bytes (256 bits), base64url: 43 characters after the prefix. */
const SECRET_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** The stored form of a secret. A 256-bit random secret needs no slow hash: nothing can be guessed. */
export const hashApiKeySecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A new secret, its hash and the part shown in the panel. */
export function newApiKeySecret(): { secret: string; secretHash: string; prefix: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return {
    secret,
    secretHash: hashApiKeySecret(secret),
    prefix: secret.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS),
  };
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

export type ApiKeyOutcome = { caller: ApiKeyCaller } | { status: 401 | 403; message: string };

/** The counter a key's requests are limited by (RATE_LIMITS.apiKey, shared by every instance through Redis). */
export const apiKeyRateLimitKey = (keyId: number) => `api-key:${keyId}`;

/**
 * The caller a request's bearer key stands for on this board, if the key exists, belongs to this board,
 * is not revoked and holds `scope`. A missing, malformed, unknown, foreign or revoked key → 401; a key
 * without the scope → 403. Counts the request against the key's rate limit (429 past it) and notes when
 * the key was last used (at most once a minute, so a busy key does not write on every request).
 */
export async function resolveApiKey(
  db: Db,
  tenantId: number,
  headers: Headers,
  scope: ApiKeyScope,
  now = new Date(),
): Promise<ApiKeyOutcome> {
  const token = bearerToken(headers);
  if (!token || !SECRET_PATTERN.test(token)) return { status: 401, message: 'apiKey.invalid' };
  const [key] = await db
    .select({ id: apiKeys.id, companyId: apiKeys.companyId, scopes: apiKeys.scopes })
    .from(apiKeys)
    .where(
      and(eq(apiKeys.secretHash, hashApiKeySecret(token)), eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)),
    )
    .limit(1);
  if (!key) return { status: 401, message: 'apiKey.invalid' };
  if (!key.scopes.includes(scope)) return { status: 403, message: 'apiKey.scopeMissing' };
  await assertRateLimit(apiKeyRateLimitKey(key.id), RATE_LIMITS.apiKey);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, key.id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`${now.toISOString()}::timestamptz - interval '1 minute'`),
        ),
      ),
    );
  return {
    caller: { kind: 'apiKey', tenantId, companyId: key.companyId, keyId: key.id, scopes: key.scopes as ApiKeyScope[] },
  };
}
