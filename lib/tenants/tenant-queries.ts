import { asc } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { tenants } from '@/lib/db/schema';

export function listTenantRows(db: DbOrTx) {
  return db.select().from(tenants).orderBy(asc(tenants.id));
}

export type TenantRow = Awaited<ReturnType<typeof listTenantRows>>[number];
