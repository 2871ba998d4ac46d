import 'server-only';
import { createHash } from 'node:crypto';
import type { DbOrTx } from '@/lib/db/client';

/**
 * The spec's offer token (`?token` on offer fetch, patch, extend and publish) is handed out once, when a draft
 * is started, and kept only as its SHA-256 hash. Resolving it is a lookup by hash on the board.
 *
 * The offer drafts and their token-hash column belong to the offer form; until they exist no lookup is
 * registered and every token resolves to nothing. The offer form registers its lookup once at start-up with
 * `registerOfferTokenLookup` (lib imports no feature, so the feature plugs itself in).
 */
export type OfferTokenLookup = (db: DbOrTx, tenantId: number, tokenHash: string) => Promise<number | null>;

/** Tokens are random URL-safe strings (22+ characters, i.e. 128 bits or more); anything else is refused unhashed. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

let lookup: OfferTokenLookup | null = null;

/** Installs the lookup by token hash (the offer form's drafts/offers); returns the previous one. */
export function registerOfferTokenLookup(next: OfferTokenLookup | null): OfferTokenLookup | null {
  const previous = lookup;
  lookup = next;
  return previous;
}

/** The stored form of a token. */
export const hashOfferToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The id of the offer (or draft) a token opens on this board, or null for a malformed, unknown or foreign token. */
export async function resolveOfferToken(db: DbOrTx, tenantId: number, token: string): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token) || !lookup) return null;
  return lookup(db, tenantId, hashOfferToken(token));
}
