import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Answer {
  status: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
  /** Milliseconds from sending the request to the first byte of the body. */
  firstByteMs: number;
}

/** GET over loopback with a chosen Host header (tenants are chosen by host). */
export function get(
  port: number,
  pathname: string,
  host = 'it.localhost',
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    let firstByteMs = NaN;
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { ...headers, host: `${host}:${port}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (chunks.length === 0) firstByteMs = performance.now() - sent;
          chunks.push(c);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers, firstByteMs }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
  });
}

/** Starts the production server (`tsx server.ts`) in its own process group. */
export function startServer(port: number, env: Record<string, string> = {}, cwd = ROOT): ChildProcess {
  return spawn(path.join(cwd, 'node_modules/.bin/tsx'), ['server.ts'], {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
}

/** Polls GET / until it answers 200; returns the ms since `since`. */
export async function waitForPage(port: number, since: number, timeoutMs = 600_000, pathname = '/'): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    try {
      const answer = await get(port, pathname);
      if (answer.status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no 200 on ${pathname} within ${timeoutMs} ms`);
}

/** Stops a process group politely (PGlite flushes on SIGTERM), then by force. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]!);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(keys));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(keys.map((k) => String(row[k]))));
}

export const verdict = (value: number, budget: number) => (value <= budget ? 'OK' : 'OVER');
