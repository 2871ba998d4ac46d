import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A production deployment on one machine, started from packages: a fresh PostgreSQL database (migrated once,
 * seeded once), a private Redis, a local S3-compatible server (s3rver) with a bucket, instances of the
 * production build (`.next`, built beforehand; never built here) and Debian's nginx in front of them (round
 * robin, no affinity). Every process runs in its own process group and writes its log to a file; `stop()`
 * ends them all, drops the database and prints nothing; `logTails()` is what a failing run prints.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');
const PG_ADMIN = process.env.MULTI_PG_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const BASE_PORT = Number(process.env.MULTI_PORT_BASE ?? 4700);

export const PORTS = {
  balancer: BASE_PORT,
  instances: [BASE_PORT + 1, BASE_PORT + 2],
  redis: BASE_PORT + 3,
  s3: BASE_PORT + 4,
  /** A lone instance of a second deployment (another REDIS_PREFIX) on the same Redis. */
  other: BASE_PORT + 5,
} as const;

export const BOARD_HOST = `it.localhost:${PORTS.balancer}`;
export const BUCKET = 'wakat-multi';
const AUTH_SECRET = 'multi-instance-suite-secret-0123456789abcdef';

export interface Proc {
  name: string;
  child: ChildProcess;
  log: string;
}

function startProc(name: string, logDir: string, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const log = path.join(logDir, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', fd, fd], env });
  closeSync(fd);
  child.on('error', (error) => writeFileSync(log, `\nspawn error: ${error.message}\n`, { flag: 'a' }));
  return { name, child, log };
}

const alive = (p: Proc) => p.child.exitCode === null && p.child.signalCode === null;

/** Signals a whole process group (npm/tsx wrappers and their node child alike). */
function signalGroup(p: Proc, signal: NodeJS.Signals) {
  if (p.child.pid === undefined) return;
  try {
    process.kill(-p.child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopProc(p: Proc, graceMs = 5000): Promise<void> {
  if (!alive(p)) {
    signalGroup(p, 'SIGKILL'); // stray children of a wrapper that exited
    return;
  }
  const exited = new Promise<void>((resolve) => p.child.once('exit', () => resolve()));
  signalGroup(p, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(p, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  signalGroup(p, 'SIGKILL');
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** GET on loopback with a Host header; resolves with the status (0 when nothing listens). */
function probe(port: number, pathname: string, host = BOARD_HOST): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.setTimeout(5000, () => req.destroy());
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, proc: Proc | null, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (proc && !alive(proc))
      throw new Error(`${what}: the process exited (${proc.child.exitCode ?? proc.child.signalCode})`);
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what}: not ready within ${timeoutMs} ms`);
}

/**
 * Ready for the balancer: `/readyz` answers 200 where the server has it (503: not yet); a server without it
 * (a page's 404 or a locale redirect) is ready when the public configuration answers.
 */
export async function instanceReady(port: number): Promise<boolean> {
  const ready = await probe(port, '/readyz');
  if (ready === 200) return true;
  if (ready === 0 || ready === 503) return false;
  return (await probe(port, '/api/v2/app-config')) === 200;
}

function redisPing(port: number): boolean {
  return spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG';
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, logDir: string, name: string) {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 150_000 });
  writeFileSync(path.join(logDir, `${name}.log`), `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${tail(result.stderr ?? result.stdout ?? '', 30)}`,
    );
}

function tail(text: string, lines: number) {
  return text.split('\n').slice(-lines).join('\n');
}

/** The balancer's process settings and logs, around the `upstream`/`server` blocks of `site`. */
function nginxMain(dir: string, site: string): string {
  const t = (name: string) => path.join(dir, 'tmp', name);
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${t('body')};
  proxy_temp_path ${t('proxy')};
  fastcgi_temp_path ${t('fastcgi')};
  uwsgi_temp_path ${t('uwsgi')};
  scgi_temp_path ${t('scgi')};
  # Which instance served each request: the suite reads it to know where a connection lived.
  log_format upstream '$request_method $request_uri $status upstream=$upstream_addr';
  access_log ${path.join(dir, 'nginx-access.log')} upstream;
  add_header X-Upstream $upstream_addr always;
${site}
}
`;
}

/**
 * The nginx configuration that docs/deployment.md gives (its first `nginx` block), pointed at these
 * instances and this port; null when the document has none.
 */
export function documentedNginxSite(upstreams: readonly number[], listen: number): string | null {
  let doc: string;
  try {
    doc = readFileSync(path.join(ROOT, 'docs/deployment.md'), 'utf8');
  } catch {
    return null;
  }
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) return null;
  let servers = 0;
  const lines = block.split('\n').flatMap((line) => {
    const upstream = /^(\s*)server\s+[^\s;]+:\d+(.*;)\s*$/.exec(line);
    if (upstream) {
      servers += 1;
      return servers === 1 ? upstreams.map((p) => `${upstream[1]}server 127.0.0.1:${p}${upstream[2]}`) : [];
    }
    if (/^\s*listen\s/.test(line)) return [line.replace(/listen\s+[^;]+;/, `listen 127.0.0.1:${listen};`)];
    if (/^\s*server_name\s/.test(line)) return [line.replace(/server_name\s+[^;]+;/, 'server_name _;')];
    return [line];
  });
  return servers > 0 ? lines.join('\n') : null;
}

/** The suite's own configuration, for a tree whose docs give none. */
function fallbackNginxSite(upstreams: readonly number[], listen: number): string {
  return `  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream wakat {
    # Round robin, no affinity. A refused or timed-out connection marks the server failed for 10 s.
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 25m;
    location / {
      proxy_pass http://wakat;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Server-Sent Events and long polls go through as they are written.
      proxy_buffering off;
      proxy_read_timeout 120s;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }`;
}

export function nginxConfig(
  dir: string,
  upstreams: readonly number[],
  listen: number,
): { text: string; documented: boolean } {
  const documented = documentedNginxSite(upstreams, listen);
  return { text: nginxMain(dir, documented ?? fallbackNginxSite(upstreams, listen)), documented: documented !== null };
}

export interface StackOptions {
  /** Seeded demo offers (db:seed --offers). */
  offers?: number;
  log?: (line: string) => void;
}

export class Stack {
  readonly id = randomBytes(4).toString('hex');
  readonly dir = path.join(tmpdir(), `wakat-multi-${this.id}`);
  readonly dbName = `wakat_multi_${this.id}`;
  readonly dbUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${this.dbName}`);
  readonly prefix = `wakat-multi-${this.id}`;
  readonly origin = `http://${BOARD_HOST}`;
  redis: Proc | null = null;
  s3: Proc | null = null;
  nginx: Proc | null = null;
  instances: (Proc | null)[] = [null, null];
  other: Proc | null = null;
  private dbCreated = false;
  private readonly say: (line: string) => void;

  constructor(private readonly options: StackOptions = {}) {
    this.say = options.log ?? ((line) => console.log(`[multi] ${line}`));
  }

  private get logs() {
    return path.join(this.dir, 'logs');
  }

  /** The environment every instance of this deployment shares. */
  deploymentEnv(prefix = this.prefix): NodeJS.ProcessEnv {
    return {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      AUTH_SECRET,
      DATABASE_URL: this.dbUrl,
      REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
      REDIS_PREFIX: prefix,
      S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      TRUST_PROXY: 'loopback',
      APP_URL: this.origin,
      BOARD_URLS: `it=${this.origin},biz=http://biz.localhost:${PORTS.balancer}`,
      TENANT_HOSTS: 'it.localhost=it,biz.localhost=biz',
      SEED_ON_START: 'false',
      ENABLE_DEV_MAILBOX: 'true',
      RATE_LIMIT_FACTOR: '50',
      ANTIBOT_DIFFICULTY: '8',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    };
  }

  async start(): Promise<void> {
    const started = Date.now();
    mkdirSync(this.logs, { recursive: true });
    for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(path.join(this.dir, 'tmp', t), { recursive: true });
    const env = this.deploymentEnv();

    // The services the instances need, started together.
    this.startRedis();
    this.s3 = startProc(
      's3rver',
      this.logs,
      path.join(ROOT, 'node_modules/.bin/s3rver'),
      [
        '-d',
        path.join(this.dir, 's3'),
        '-a',
        '127.0.0.1',
        '-p',
        String(PORTS.s3),
        '--configure-bucket',
        BUCKET,
        '--silent',
      ],
      env,
    );
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`create database ${this.dbName}`);
    await admin.end();
    this.dbCreated = true;

    // Migrations once, demo data once, before any instance starts.
    run('npm', ['run', '--silent', 'db:migrate'], env, this.logs, 'db-migrate');
    // Seeded before any instance runs, so there is no one to tell about the new offers: without REDIS_URL
    // (`db:seed` with REDIS_URL announces the change on the bus and never closes that connection).
    const seedEnv = { ...env, REDIS_URL: '' };
    run(
      'npm',
      ['run', '--silent', 'db:seed', '--', '--offers', String(this.options.offers ?? 200)],
      seedEnv,
      this.logs,
      'db-seed',
    );
    this.say(`database ${this.dbName} migrated and seeded in ${Date.now() - started} ms`);
    await waitFor('redis', async () => redisPing(PORTS.redis), this.redis, 10_000);
    await waitFor(
      's3rver',
      async () => (await probe(PORTS.s3, `/${BUCKET}`, `127.0.0.1:${PORTS.s3}`)) > 0,
      this.s3,
      20_000,
    );

    for (const i of [0, 1]) this.startInstance(i);
    await Promise.all([0, 1].map((i) => this.waitInstance(i)));

    const nginx = nginxConfig(this.dir, PORTS.instances, PORTS.balancer);
    writeFileSync(path.join(this.dir, 'nginx.conf'), nginx.text);
    this.say(
      `nginx: ${nginx.documented ? 'the configuration of docs/deployment.md' : "the suite's own configuration"}`,
    );
    this.nginx = startProc(
      'nginx',
      this.logs,
      'nginx',
      ['-c', path.join(this.dir, 'nginx.conf'), '-p', this.dir, '-e', path.join(this.dir, 'nginx-error.log')],
      env,
    );
    await waitFor('nginx', async () => instanceReady(PORTS.balancer), this.nginx, 10_000);
    this.say(`deployment up in ${Date.now() - started} ms (balancer http://${BOARD_HOST})`);
  }

  startRedis(): void {
    this.redis = startProc(
      'redis',
      this.logs,
      'redis-server',
      ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      process.env,
    );
  }

  async waitRedis(): Promise<void> {
    await waitFor('redis', async () => redisPing(PORTS.redis), this.redis, 10_000);
  }

  async stopRedis(): Promise<void> {
    if (this.redis) await stopProc(this.redis);
  }

  /** Instance `i` (0 or 1): the production server on its own port and its own local uploads directory. */
  startInstance(i: number): void {
    const env = {
      ...this.deploymentEnv(),
      PORT: String(PORTS.instances[i]),
      UPLOADS_DIR: path.join(this.dir, `uploads-${i + 1}`),
      // Scheduled jobs and the outbox sender run on one instance.
      BACKGROUND_JOBS: i === 0 ? 'true' : 'false',
    };
    this.instances[i] = startProc(
      `instance-${i + 1}`,
      this.logs,
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['server.ts'],
      env,
    );
  }

  async waitInstance(i: number, timeoutMs = 120_000): Promise<void> {
    await waitFor(`instance ${i + 1}`, () => instanceReady(PORTS.instances[i]!), this.instances[i]!, timeoutMs);
  }

  /** kill -9 of instance `i`'s process group: no drain, no goodbye to its sockets. */
  async killInstance(i: number): Promise<void> {
    const p = this.instances[i];
    if (!p) return;
    const exited = alive(p) ? new Promise<void>((resolve) => p.child.once('exit', () => resolve())) : Promise.resolve();
    signalGroup(p, 'SIGKILL');
    await exited;
  }

  /** A lone instance of another deployment (its own REDIS_PREFIX) on the same database and Redis. */
  async startOtherDeployment(prefix: string): Promise<void> {
    const env = {
      ...this.deploymentEnv(prefix),
      PORT: String(PORTS.other),
      UPLOADS_DIR: path.join(this.dir, 'uploads-other'),
      BACKGROUND_JOBS: 'false',
    };
    this.other = startProc('other-deployment', this.logs, path.join(ROOT, 'node_modules/.bin/tsx'), ['server.ts'], env);
    await waitFor('other deployment', () => instanceReady(PORTS.other), this.other, 120_000);
  }

  /** The nginx access log: one line per finished request, `METHOD URI STATUS upstream=ADDR[, ADDR]`. */
  accessLog(): string[] {
    try {
      return readFileSync(path.join(this.dir, 'nginx-access.log'), 'utf8').split('\n').filter(Boolean);
    } catch {
      return [];
    }
  }

  /** The last lines of every process's log (printed when a test fails). */
  logTails(lines = 40): string {
    const names = [
      'db-migrate',
      'db-seed',
      'redis',
      's3rver',
      'instance-1',
      'instance-2',
      'other-deployment',
      'nginx',
      'nginx-error',
    ];
    const out: string[] = [];
    for (const name of names) {
      const file =
        name === 'nginx-error' ? path.join(this.dir, 'nginx-error.log') : path.join(this.logs, `${name}.log`);
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      if (!text.trim()) continue;
      const last = tail(text.trimEnd(), lines)
        .split('\n')
        .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
        .join('\n');
      out.push(`----- ${name} (last ${lines} lines) -----\n${last}`);
    }
    return out.join('\n');
  }

  /** Ends every process of the deployment and drops its database; safe to call twice and after a failed start. */
  async stop(): Promise<void> {
    const procs = [this.nginx, this.other, ...this.instances, this.s3, this.redis].filter((p): p is Proc => p !== null);
    await Promise.all(procs.map((p) => stopProc(p)));
    if (this.dbCreated) {
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      try {
        await admin.connect();
        await admin.query(`drop database if exists ${this.dbName} with (force)`);
        this.dbCreated = false;
      } catch (error) {
        this.say(`could not drop ${this.dbName}: ${(error as Error).message}`);
      } finally {
        await admin.end().catch(() => undefined);
      }
    }
    if (!process.env.MULTI_KEEP) rmSync(this.dir, { recursive: true, force: true });
  }

  /** Last resort on an abrupt exit of the runner: no await, just SIGKILL to every group. */
  killAllNow(): void {
    for (const p of [this.nginx, this.other, ...this.instances, this.s3, this.redis]) if (p) signalGroup(p, 'SIGKILL');
  }
}
