import * as z from 'zod/mini';
import { API_KEY_SCOPES, type ApiKeyScope } from '@/lib/auth/api-key-scopes';

// zod/mini: the panel's key form validates in the browser with this same schema.

export const API_KEY_NAME_MAX = 60;
/** Keys a company may hold at once (revoked ones do not count): enough for every system, not a pile. */
export const API_KEYS_PER_COMPANY = 20;

export const apiKeyCreateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(API_KEY_NAME_MAX)),
  scopes: z.array(z.enum(API_KEY_SCOPES)).check(
    z.minLength(1),
    z.maxLength(API_KEY_SCOPES.length),
    z.refine((s) => new Set(s).size === s.length, { error: 'duplicate' }),
  ),
});
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>;

/** A key as the panel shows it: never the secret, only its first characters. */
export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
}

/** The answer to creating a key: the row, and the secret, which is never shown again. */
export interface CreatedApiKey {
  key: ApiKeyRow;
  secret: string;
}
