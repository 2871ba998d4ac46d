import 'server-only';
import { createSign } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { IndexingType } from './enqueue';

const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/** The fields of a Google service account's JSON key that the token exchange needs. */
const serviceAccountSchema = z.object({
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY'),
  private_key_id: z.string().optional(),
  token_uri: z.url().default(DEFAULT_TOKEN_URI),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

/**
 * GOOGLE_INDEXING_CREDENTIALS: the path of the service account's JSON key, or the JSON itself. Throws one
 * readable line when it is neither.
 */
export function readServiceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : existsSync(value) ? readFileSync(value, 'utf8') : null;
  if (text === null) throw new Error('GOOGLE_INDEXING_CREDENTIALS: no such file, and not a JSON key');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('GOOGLE_INDEXING_CREDENTIALS: the service account key is not valid JSON');
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `GOOGLE_INDEXING_CREDENTIALS: not a service account key (${parsed.error.issues.map((i) => i.path.join('.')).join(', ')})`,
    );
  return parsed.data;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The signed JWT a service account trades for an access token (RFC 7523, RS256). */
export function serviceAccountAssertion(account: ServiceAccount, now = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) };
  const claims = { iss: account.client_email, scope: INDEXING_SCOPE, aud: account.token_uri, iat, exp: iat + 3600 };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.private_key);
  return `${unsigned}.${base64url(signature)}`;
}

/** An answer the sender acts on: sent, worth retrying (429, 5xx, the network), or refused for good. */
export type PublishResult = { ok: true } | { ok: false; retry: boolean; error: string };

export interface IndexingClient {
  publish(url: string, type: IndexingType): Promise<PublishResult>;
}

const TIMEOUT_MS = 10_000;

/**
 * Google's Indexing API client: an access token from the service account (kept until a minute before it
 * ends), then `POST urlNotifications:publish` with `{ url, type }`.
 */
export function googleIndexingClient(
  account: ServiceAccount,
  endpoint: string,
  fetchImpl: typeof fetch = fetch,
): IndexingClient {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await fetchImpl(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: serviceAccountAssertion(account),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!res.ok || !body?.access_token) throw new TokenError(res.status, `token: HTTP ${res.status}`);
    token = { value: body.access_token, until: Date.now() + Math.max(60, (body.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  return {
    async publish(url, type) {
      try {
        const res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
          body: JSON.stringify({ url, type }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (res.ok) return { ok: true };
        if (res.status === 401) token = null;
        const detail = ((await res.text().catch(() => '')) || '').slice(0, 300);
        return {
          ok: false,
          retry: res.status === 429 || res.status === 401 || res.status >= 500,
          error: `HTTP ${res.status} ${detail}`.trim(),
        };
      } catch (e) {
        if (e instanceof TokenError)
          return { ok: false, retry: e.status === 429 || e.status >= 500 || e.status === 0, error: e.message };
        return { ok: false, retry: true, error: (e instanceof Error ? e.message : String(e)).slice(0, 300) };
      }
    },
  };
}

class TokenError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
