import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Signs the demo employer (employer@demo.wakat.test) in through the auth API; answers the session cookie. */
export function signInDemoEmployer(port: number, host = 'it.localhost'): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email: 'employer@demo.wakat.test', password: 'Wakat-demo-2026' });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/sign-in/email',
        method: 'POST',
        headers: {
          host: `${host}:${port}`,
          origin: `http://${host}:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        const cookies = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
        if (res.statusCode !== 200 || !cookies) reject(new Error(`sign-in answered ${res.statusCode}`));
        else resolve(cookies);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
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

/** Resident memory of a process group (the production server is tsx and its node child), in MB. */
export function groupRssMb(pgid: number): number {
  let kib = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, pgrp, …
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) kib += Number(rss[1]);
    } catch {
      // the process ended meanwhile
    }
  }
  return kib / 1024;
}

/** Samples `groupRssMb` every half second until the returned function is called; gives the peak. */
export function watchRss(pgid: number): () => number {
  let peak = groupRssMb(pgid);
  const timer = setInterval(() => (peak = Math.max(peak, groupRssMb(pgid))), 500);
  return () => {
    clearInterval(timer);
    return Math.max(peak, groupRssMb(pgid));
  };
}

/** The number of cards the list page renders, and so the minimal Next page beside it. */
export const REFERENCE_CARDS = 100;

const REFERENCE_PAGE = `import { connection } from 'next/server';

const SKILLS = ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes', 'Java', 'Python'];
// Held in memory, built once: the page renders, it reads nothing.
const CARDS = Array.from({ length: ${REFERENCE_CARDS} }, (_, i) => ({
  id: i + 1,
  href: '/job-offer/senior-backend-developer-' + (i + 1),
  title: 'Senior Backend Developer ' + (i + 1),
  company: 'Company ' + (i % 37),
  logo: '/logos/' + (i % 37) + '.svg',
  place: i % 3 ? 'Warszawa' : 'Kraków +2',
  salary: (18000 + i * 10) + ' – ' + (24000 + i * 10) + ' PLN / month',
  tags: ['Remote', 'Senior'],
  isNew: i % 4 === 0,
  skills: SKILLS.slice(i % 4, (i % 4) + 4),
}));

export default async function Page() {
  await connection();
  return (
    <ol>
      {CARDS.map((c) => (
        <li key={c.id}>
          <div className="wrap">
            <a className="card" href={c.href}>
              <img className="logo" src={c.logo} alt="" width={48} height={48} loading="lazy" />
              <span className="body">
                <span className="top">
                  <span className="title">{c.title}</span>
                  <span className="salary">{c.salary}</span>
                </span>
                <span className="meta">
                  <span>{c.company}</span>
                  <span>{c.place}</span>
                  {c.tags.map((t) => <span key={t}>{t}</span>)}
                  {c.isNew ? <span className="badge">New</span> : null}
                </span>
                <span className="skills">
                  {c.skills.map((s) => <span key={s} className="skill">{s}</span>)}
                </span>
              </span>
            </a>
          </div>
        </li>
      ))}
    </ol>
  );
}
`;

const REFERENCE_LAYOUT = `export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

/**
 * The reference for a rendered page: a minimal Next app (this repository's Next and React) whose one dynamic
 * page renders REFERENCE_CARDS plain offer cards from memory, built once into `.data/bench-next-reference`
 * (rebuilt when its source changes) and started in production mode on `port`.
 */
export function startNextReference(port: number): ChildProcess {
  const dir = path.join(ROOT, '.data/bench-next-reference');
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'bench-next-reference', private: true, type: 'module' }),
    'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(ROOT)} }, outputFileTracingRoot: ${JSON.stringify(ROOT)} };\n`,
    // Its own (empty) hook: without one, a build under the repository's root picks up the application's.
    'instrumentation.js': 'export function register() {}\n',
    'app/layout.jsx': REFERENCE_LAYOUT,
    'app/page.jsx': REFERENCE_PAGE,
  };
  const next = path.join(ROOT, 'node_modules/next/dist/bin/next');
  const stale = Object.entries(files).some(([name, text]) => {
    const file = path.join(dir, name);
    return !existsSync(file) || readFileSync(file, 'utf8') !== text;
  });
  if (stale || !existsSync(path.join(dir, '.next/BUILD_ID'))) {
    mkdirSync(path.join(dir, 'app'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    console.log('building the minimal Next reference (once)…');
    execFileSync(process.execPath, [next, 'build', dir], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
  }
  return spawn(process.execPath, [next, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
}
