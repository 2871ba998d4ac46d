import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbHandle } from './client';

/**
 * Loads many rows fast. On PGlite it streams CSV through COPY (bind parameters cross the WASM
 * boundary one by one, which dominates multi-row INSERTs); on PostgreSQL it sends multi-row
 * INSERTs. Identity values given in the rows are kept on both (COPY always writes them; the
 * INSERT says OVERRIDING SYSTEM VALUE), so callers can pre-assign ids and link children.
 */
export async function bulkInsert<T extends PgTable>(
  handle: DbHandle,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    ([key, column]) => !column.generated && (rows[0] as Record<string, unknown>)[key] !== undefined,
  );
  if (handle.connections.pglite) {
    const header = columns.map(([, c]) => `"${c.name}"`).join(', ');
    const csv = rows
      .map((row) => columns.map(([key, column]) => csvValue(column, (row as Record<string, unknown>)[key])).join(','))
      .join('\n');
    await handle.connections.pglite.query(
      `COPY "${getTableName(table)}" (${header}) FROM '/dev/blob' WITH (FORMAT csv)`,
      [],
      {
        blob: new Blob([csv]),
      },
    );
    return;
  }
  const perStatement = Math.max(1, Math.floor(60_000 / columns.length));
  for (let i = 0; i < rows.length; i += perStatement) {
    await handle.db
      .insert(table)
      .overridingSystemValue()
      .values(rows.slice(i, i + perStatement) as never);
  }
}

function csvValue(column: PgColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  const driver = column.mapToDriverValue(value);
  const text =
    driver instanceof Date ? driver.toISOString() : typeof driver === 'boolean' ? (driver ? 't' : 'f') : String(driver);
  return `"${text.replace(/"/g, '""')}"`;
}

/** Moves an identity sequence past ids that were written explicitly. */
export async function syncIdentity(handle: DbHandle, table: PgTable, column = 'id'): Promise<void> {
  const name = getTableName(table);
  await handle.db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${name}"', '${column}'), coalesce((select max("${column}") from "${name}"), 0) + 1, false)`,
    ),
  );
}
