// npx tsx bench/first-command.ts [--keep]
// The README's first command on a fresh clone: install + build + migrate + seed + serve, until the
// first page answers. Slow (minutes) and run by hand, not in CI.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, ROOT, stopServer, verdict, waitForPage } from './lib';

const BUDGET_S = 300;

async function main() {
  const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wakat-fresh-'));
  execFileSync('git', ['clone', '--quiet', '--no-local', ROOT, dir]);
  const port = await freePort();
  const started = Date.now();
  const child = spawn('npm', ['run', 'up'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  try {
    const ms = await waitForPage(port, started, 20 * 60_000);
    console.log(
      `\nfresh clone → first page: ${(ms / 1000).toFixed(1)} s — budget ${BUDGET_S} s: ${verdict(ms / 1000, BUDGET_S)}`,
    );
  } finally {
    await stopServer(child);
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
    else console.log(`kept ${dir}`);
  }
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
