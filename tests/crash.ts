import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * kill -9 for crash tests: runs `script` (a TypeScript file of the project) in a child process the app's way
 * (`node --import tsx` with `server-only` stubbed), waits until it writes `ready` to `ackFile` (and, with
 * `afterAcks`, until it acknowledged that many pieces of work, so a slow start on a busy machine is not
 * mistaken for work), lets it work for a random moment of up to `maxWorkMs`, then SIGKILLs its process
 * group. The child appends what it was told had committed to `ackFile`, one line each, as a client would
 * have been told.
 */
export async function runAndKill(
  script: string,
  ackFile: string,
  env: Record<string, string>,
  { maxWorkMs = 1200, afterAcks = 0 }: { maxWorkMs?: number; afterAcks?: number } = {},
): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './bench/server-only-hook.mjs', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, ACK_FILE: ackFile, LOG_LEVEL: 'silent' },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (status) => resolve(status)));
  const started = Date.now();
  const ready = () => {
    const text = existsSync(ackFile) ? readFileSync(ackFile, 'utf8') : '';
    return text.startsWith('ready') && (text.includes('done') || acknowledgements([ackFile]).length >= afterAcks);
  };
  while (!ready()) {
    if (child.exitCode !== null) throw new Error(`the child ended before it was ready: ${stderr}`);
    if (Date.now() - started > 120_000) throw new Error('the child was not ready within 120 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, Math.random() * maxWorkMs));
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone (it finished its work)
  }
  await exited;
}

/** The acknowledgements of the children: each line of numbers separated by spaces (`ready`, `done` skipped). */
export function acknowledgements(ackFiles: string[]): number[][] {
  return ackFiles.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^\d+( \d+)*$/.test(line))
      .map((line) => line.split(' ').map(Number)),
  );
}
