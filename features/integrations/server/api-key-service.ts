import 'server-only';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { newApiKeySecret } from '@/lib/auth/api-key';
import type { ApiKeyScope } from '@/lib/auth/api-key-scopes';
import type { EmployerCaller } from '@/lib/auth/caller';
import { recordAudit } from '@/lib/audit';
import type { Db } from '@/lib/db/client';
import { apiKeys, users } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { API_KEYS_PER_COMPANY, type ApiKeyCreateInput, type ApiKeyRow, type CreatedApiKey } from '../schemas';

// The company's API keys, managed by its owners and admins (the routes declare `companyRight: 'admin'`).

/** Keys of the caller's company on this board that still work, newest first; revoked keys live on in the audit log. */
export async function listApiKeys(db: Db, caller: EmployerCaller): Promise<ApiKeyRow[]> {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      createdBy: users.name,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(activeKeysOf(caller))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toRow);
}

/**
 * Makes a key for the caller's company: a 256-bit random secret, of which only the hash is stored. The
 * secret is in this answer and nowhere else. Audited in the same transaction; at most
 * API_KEYS_PER_COMPANY working keys (the company's row is locked, so two parallel creates cannot pass it together).
 */
export async function createApiKey(db: Db, caller: EmployerCaller, input: ApiKeyCreateInput): Promise<CreatedApiKey> {
  const { secret, secretHash, prefix } = newApiKeySecret();
  const scopes = [...new Set(input.scopes)] as ApiKeyScope[];
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from companies where id = ${caller.companyId} for update`);
    const [{ held } = { held: 0 }] = await tx.select({ held: count() }).from(apiKeys).where(activeKeysOf(caller));
    if (held >= API_KEYS_PER_COMPANY) {
      throw new AppError('CONFLICT', 'apiKey.limitReached');
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({
        tenantId: caller.tenantId,
        companyId: caller.companyId,
        name: input.name,
        prefix,
        secretHash,
        scopes,
        createdBy: caller.userId,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      actorId: caller.userId,
      action: 'api_key.created',
      subjectType: 'api_key',
      subjectId: row!.id,
      details: { name: input.name, prefix, scopes: scopes.join(', ') },
    });
    return row!.id;
  });
  const key = (await listApiKeys(db, caller)).find((k) => k.id === id)!;
  return { key, secret };
}

/**
 * Revokes a key of the caller's company: from the next request on it is refused (401). Final; a key that is
 * already revoked or belongs to another company → 404 (nothing of it is revealed).
 */
export async function revokeApiKey(db: Db, caller: EmployerCaller, keyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date(), revokedBy: caller.userId })
      .where(and(eq(apiKeys.id, keyId), activeKeysOf(caller)))
      .returning({ name: apiKeys.name, prefix: apiKeys.prefix });
    if (!row) throw new AppError('NOT_FOUND', 'apiKey.notFound');
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      actorId: caller.userId,
      action: 'api_key.revoked',
      subjectType: 'api_key',
      subjectId: keyId,
      details: { name: row.name, prefix: row.prefix },
    });
  });
}

const activeKeysOf = (caller: EmployerCaller) =>
  and(eq(apiKeys.tenantId, caller.tenantId), eq(apiKeys.companyId, caller.companyId), isNull(apiKeys.revokedAt));

function toRow(r: {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
}): ApiKeyRow {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes as ApiKeyScope[],
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  };
}
