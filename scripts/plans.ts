// npx tsx scripts/plans.ts --board it (--export plans.json | --file plans.json)
// Plans are data, edited without a deploy: export a board's plans as JSON, edit them, import them
// back (insert or update by key, in one transaction). On PGlite stop the server first (one process
// owns its directory); on PostgreSQL run it any time: the board's generation is bumped, and with
// REDIS_URL every instance rebuilds its cached pricing page at once (else within the page cache's TTL).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { listPlans, planDefinitionSchema, upsertPlans } from '@/features/plans/server/plan-service';
import { closeDb, getDbHandle } from '@/lib/db/client';
import { tenants } from '@/lib/db/schema';

async function main() {
  const { values } = parseArgs({
    options: {
      board: { type: 'string' },
      file: { type: 'string' },
      export: { type: 'string' },
    },
  });
  if (!values.board || (!values.file && !values.export))
    throw new Error('usage: scripts/plans.ts --board <slug> (--export <plans.json> | --file <plans.json>)');
  const { db } = await getDbHandle();
  try {
    const [board] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, values.board));
    if (!board) throw new Error(`no board "${values.board}"`);
    if (values.export) {
      const rows = await listPlans(db, board.id, { activeOnly: false });
      const out = rows.map((p) => ({
        key: p.key,
        names: p.names,
        netPrice: p.netPrice,
        taxRate: p.taxRate,
        // No gross price: the import computes it from net and tax, so editing the net price is enough.
        oldNetPrice: p.oldNetPrice,
        currency: p.currency,
        features: p.features,
        isRecommended: p.isRecommended,
        promotionDeadline: p.promotionDeadline?.toISOString() ?? null,
        tags: p.tags,
        hasGraphics: p.hasGraphics,
        isActive: p.isActive,
        ordinal: p.ordinal,
        limits: p.limits,
      }));
      // A file, not stdout: the database logs its start on stdout.
      writeFileSync(values.export, `${JSON.stringify(out, null, 2)}\n`);
      console.log(`${out.length} plan(s) of board ${values.board} written to ${values.export}`);
      return;
    }
    const parsed = z.array(planDefinitionSchema).safeParse(JSON.parse(readFileSync(values.file!, 'utf8')));
    if (!parsed.success) throw new Error(`the file is not a list of plans:\n${z.prettifyError(parsed.error)}`);
    const count = await upsertPlans(db, board.id, parsed.data);
    console.log(`${count} plan(s) written to board ${values.board}`);
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(`wakat: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
