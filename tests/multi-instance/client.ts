import http from 'node:http';
import * as aspnet from '@aspnet/signalr';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { solvePow } from '@/tests/factories/antibot';
import { BOARD_HOST, PORTS, sleep } from './harness';

/**
 * A visitor of the deployment: every request goes through the balancer with the board's Host, and the
 * cookies the answers set are kept and sent back, as a browser would.
 */

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The instance that answered (`X-Upstream`, set by the balancer). */
  upstream: string;
  json<T = Record<string, unknown>>(): T;
  text(): string;
}

export const DEMO_PASSWORD = 'Wakat-demo-2026';
export const DEMO_OWNER = 'employer@demo.wakat.test';
export const DEMO_CODE = 'WAKAT-DEMO';
const ORIGIN = `http://${BOARD_HOST}`;

export function request(
  method: string,
  pathname: string,
  {
    headers = {},
    body,
    port = PORTS.balancer,
    host = BOARD_HOST,
  }: { headers?: Record<string, string>; body?: Buffer | string; port?: number; host?: string } = {},
): Promise<Reply> {
  const payload = typeof body === 'string' ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: {
          host,
          'accept-language': 'pl',
          ...(payload ? { 'content-length': String(payload.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const data = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            upstream: String(res.headers['x-upstream'] ?? ''),
            json: <T>() => JSON.parse(data.toString('utf8')) as T,
            text: () => data.toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${pathname}: no answer in 60 s`)));
    req.end(payload);
  });
}

export class Visitor {
  private readonly cookies = new Map<string, string>();

  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send(
    method: string,
    pathname: string,
    init: { headers?: Record<string, string>; body?: Buffer | string } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookie;
    if (method !== 'GET' && method !== 'HEAD') headers.origin ??= ORIGIN;
    const reply = await request(method, pathname, { headers, body: init.body });
    for (const line of reply.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return reply;
  }

  get(pathname: string, headers?: Record<string, string>) {
    return this.send('GET', pathname, { headers });
  }

  /** JSON in, JSON out; throws with the answer when the status is not the expected one. */
  async json<T = Record<string, unknown>>(
    method: string,
    pathname: string,
    body?: unknown,
    expected = [200, 201],
  ): Promise<T> {
    const reply = await this.send(method, pathname, {
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!expected.includes(reply.status))
      throw new Error(
        `${method} ${pathname} answered ${reply.status} (via ${reply.upstream}): ${reply.text().slice(0, 500)}`,
      );
    return reply.body.length ? reply.json<T>() : (undefined as T);
  }

  /** A short-lived hub token (what the browser passes as `access_token`). */
  async hubToken(hub: 'chat' | 'assistant' = 'chat'): Promise<string> {
    return (await this.json<{ accessToken: string }>('GET', `/api/v2/hub-token?hub=${hub}`)).accessToken;
  }
}

export async function signInEmployer(email = DEMO_OWNER): Promise<Visitor> {
  const visitor = new Visitor();
  await visitor.json('POST', '/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
  if (!visitor.cookie.includes('session_token')) throw new Error(`sign-in of ${email} set no session`);
  return visitor;
}

/** A new candidate account, confirmed from the dev mailbox (the outbox is in the database: any instance shows it). */
export async function signUpCandidate(name: string): Promise<{ visitor: Visitor; email: string }> {
  const visitor = new Visitor();
  const email = `multi.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  await visitor.json('POST', '/api/auth/sign-up/email', {
    email,
    password: 'multi instance password 1',
    name,
    privacyAccepted: true,
  });
  let link: URL | null = null;
  for (let i = 0; i < 50 && !link; i++) {
    // The mailbox answers requests from this machine only, not through a proxy: asked of an instance directly.
    const reply = await request('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`, {
      port: PORTS.instances[0],
    });
    if (reply.status !== 200)
      throw new Error(`the dev mailbox answered ${reply.status}: ${reply.text().slice(0, 300)}`);
    const mailbox = reply.json<{ mails: { text: string }[] }>();
    const match = mailbox.mails.map((m) => /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(m.text)).find(Boolean);
    if (match) link = new URL(match[0]);
    else await sleep(200);
  }
  if (!link) throw new Error(`no confirmation e-mail for ${email}`);
  const verified = await visitor.get(link.pathname + link.search);
  if (!visitor.cookie.includes('session_token'))
    throw new Error(`confirmation answered ${verified.status} and set no session`);
  return { visitor, email };
}

/** A fresh anti-bot token for `action`, solved here (the balancer hands out and checks it on any instance). */
export async function antiBotToken(visitor: Visitor, action: string): Promise<string> {
  const { challenge, difficulty } = await visitor.json<{ challenge: string; difficulty: number }>(
    'GET',
    `/api/antibot/challenge?action=${action}`,
  );
  return `${challenge}.${solvePow(challenge, difficulty)}`;
}

export function multipart(
  fields: Record<string, string>,
  file: { field?: string; name: string; type: string; bytes: Uint8Array },
) {
  const boundary = `----wakatmulti${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'attachment'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

// ----- hub clients -----

export type ClientKind = 'websockets' | 'sse' | 'longpolling' | 'aspnet-1.1.4';

/** What every chat client of the suite offers, whichever library and transport is behind it. */
export interface ChatClient {
  kind: ClientKind;
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  on(event: string, handler: (...args: unknown[]) => void): void;
  stop(): Promise<void>;
  readonly state: string;
  /** Events of the reconnecting official client (reconnecting/reconnected/closed), in order. */
  readonly lifecycle: string[];
}

const TRANSPORTS = {
  websockets: HttpTransportType.WebSockets,
  sse: HttpTransportType.ServerSentEvents,
  longpolling: HttpTransportType.LongPolling,
} as const;

interface AnyConnection {
  invoke<T>(method: string, ...args: unknown[]): Promise<T>;
  on(event: string, handler: (...args: unknown[]) => void): void;
  stop(): Promise<void>;
  readonly state: unknown;
}

function wrap(kind: ClientKind, connection: AnyConnection, lifecycle: string[]): ChatClient {
  return {
    kind,
    invoke: (method, ...args) => connection.invoke(method, ...args),
    on: (event, handler) => connection.on(event, handler),
    stop: () => connection.stop(),
    get state() {
      return String(connection.state);
    },
    lifecycle,
  };
}

/**
 * A chat connection, through the balancer unless `port` names one instance, authenticated as the browser is
 * (a hub token from /api/v2/hub-token, asked again on every (re)connect). `tag` is added to the hub URL so
 * the balancer's access log tells which instance served each of this client's requests.
 */
export async function connectChat(
  visitor: Visitor,
  kind: ClientKind,
  tag: string,
  { reconnect = false, port = PORTS.balancer }: { reconnect?: boolean; port?: number } = {},
): Promise<ChatClient> {
  const url = `http://127.0.0.1:${port}/hubs/chat?client=${encodeURIComponent(tag)}`;
  const lifecycle: string[] = [];
  if (kind === 'aspnet-1.1.4') {
    const connection = new aspnet.HubConnectionBuilder()
      .withUrl(url, { accessTokenFactory: () => visitor.hubToken(), logger: aspnet.LogLevel.None })
      .build();
    connection.onclose(() => lifecycle.push('closed'));
    await connection.start();
    return wrap(kind, connection, lifecycle);
  }
  let builder = new HubConnectionBuilder()
    .withUrl(url, { transport: TRANSPORTS[kind], accessTokenFactory: () => visitor.hubToken() })
    .configureLogging(LogLevel.None);
  if (reconnect) builder = builder.withAutomaticReconnect([0, 500, 1000, 2000, 2000, 2000, 2000, 2000]);
  const connection: HubConnection = builder.build();
  connection.onreconnecting(() => lifecycle.push('reconnecting'));
  connection.onreconnected(() => lifecycle.push('reconnected'));
  connection.onclose(() => lifecycle.push('closed'));
  await connection.start();
  return wrap(kind, connection, lifecycle);
}

/** Waits until `check` holds (polling every 20 ms), or throws naming `what`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}
