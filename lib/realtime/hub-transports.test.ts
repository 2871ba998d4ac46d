import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect as netConnect, type AddressInfo } from 'node:net';
import * as legacy from '@aspnet/signalr';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type IHubProtocol,
} from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import WebSocket from 'ws';
import { memoryBus, redisBus } from '@/lib/cache/bus';
import { issueConnectionToken, newConnectionId } from './connection-token';
import { createHub } from './hub';
import { memoryRelay, redisRelay, type ConnectionRelay } from './hub-relay';
import { bearerToken } from './hub-request';
import { startHubServer } from './hub-test-server';
import { sseEvent } from './hub-transports';
import type { HubOptions, HubUser } from './hub-types';

// CI and the development machine run Redis on its standard port; REDIS_URL points elsewhere.
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SECRET = 'transport-test-secret';
const RUN = randomBytes(6).toString('hex');

/** The test hubs know their callers by a header, or by a bearer token (the 2.x client sets no headers). */
const userOf = (req: IncomingMessage): HubUser | null => {
  const name = req.headers['x-user'] ?? bearerToken(req);
  return typeof name === 'string' && name ? { id: name } : null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const opened: { close(): Promise<void> | void }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

const methods: HubOptions<HubUser>['methods'] = {
  Add: (_ctx, a: number, b: number) => a + b,
  WhoAmI: (ctx) => ctx.user.id,
  Tell: (ctx, userId: string, text: string) => ctx.clients.user(userId).send('Heard', text),
  Counter: async function* (_ctx, count: number) {
    for (let i = 0; i < count; i++) yield i;
  },
};

async function instance(
  options: { relay?: ConnectionRelay; path?: string; shared?: boolean } & Partial<HubOptions<HubUser>> = {},
) {
  const { shared, ...overrides } = options;
  const path = options.path ?? '/hubs/transports';
  const bus = shared ? await redisBus(REDIS) : memoryBus();
  const relay = options.relay ?? memoryRelay();
  const hub = createHub<HubUser>({
    path,
    authorize: userOf,
    bus,
    relay,
    secret: SECRET,
    methods,
    ...overrides,
  });
  const server = await startHubServer([hub.endpoint]);
  opened.push(bus, relay, server, hub);
  await hub.ready;
  return { hub, server, url: `${server.origin}${path}`, origin: server.origin };
}

function client(
  url: string,
  transport: HttpTransportType,
  user = 'alice',
  protocol?: IHubProtocol,
  headers: Record<string, string> = {},
): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(url, { transport, headers: { 'x-user': user, ...headers } })
    .configureLogging(LogLevel.None);
  if (protocol) builder = builder.withHubProtocol(protocol);
  const connection = builder.build();
  opened.push({ close: () => connection.stop() });
  return connection;
}

const heard = (connection: HubConnection, within = 3000) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing heard within ${within} ms`)), within);
    connection.on('heard', (text: string) => {
      clearTimeout(timer);
      resolve(text);
    });
  });

const closed = (connection: HubConnection) =>
  new Promise<Error | undefined>((resolve) => connection.onclose((error) => resolve(error)));

async function exercise(connection: HubConnection, user = 'alice') {
  await connection.start();
  expect(connection.state).toBe(HubConnectionState.Connected);
  expect(await connection.invoke('Add', 2, 3)).toBe(5);
  expect(await connection.invoke('WhoAmI')).toBe(user);
  const items: number[] = [];
  await new Promise<void>((resolve, reject) =>
    connection.stream('Counter', 4).subscribe({ next: (i: number) => items.push(i), complete: resolve, error: reject }),
  );
  expect(items).toEqual([0, 1, 2, 3]);
  const event = heard(connection);
  await connection.send('Tell', user, 'hello');
  expect(await event).toBe('hello');
}

/** A round-robin balancer without affinity: every request and upgrade goes to the next instance. */
async function roundRobin(targets: string[]) {
  let next = 0;
  const pick = () => new URL(targets[next++ % targets.length]!);
  const server: Server = createServer((req, res) => {
    const target = pick();
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const target = pick();
    const upstream = netConnect(Number(target.port), target.hostname, () => {
      let lines = `${req.method} ${req.url} HTTP/1.1\r\n`;
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
      upstream.write(`${lines}\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  opened.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return `http://127.0.0.1:${port}`;
}

async function negotiate(
  url: string,
  query = '?negotiateVersion=1',
  headers: Record<string, string> = { 'x-user': 'alice' },
) {
  const response = await fetch(`${url}/negotiate${query}`, { method: 'POST', headers });
  return (await response.json()) as { connectionId: string; connectionToken?: string; negotiateVersion?: number };
}

function rawSocket(url: string, query: string, headers: Record<string, string> = { 'x-user': 'alice' }) {
  return new Promise<{ status: number; socket?: WebSocket }>((resolve) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}${query}`, { headers });
    socket.on('open', () => resolve({ status: 101, socket }));
    socket.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    socket.on('error', () => undefined);
  });
}

describe('the three transports with the official client', () => {
  it.each([
    ['WebSockets', HttpTransportType.WebSockets],
    ['Server-Sent Events', HttpTransportType.ServerSentEvents],
    ['long polling', HttpTransportType.LongPolling],
  ])('%s: connects, invokes, streams and receives events', async (_name, transport) => {
    const { url } = await instance();
    await exercise(client(url, transport));
  });

  it('long polling carries MessagePack (binary) too', async () => {
    const { url } = await instance();
    await exercise(client(url, HttpTransportType.LongPolling, 'alice', new MessagePackHubProtocol()));
  });

  it('delivers events between clients on different transports, and stop() ends the connection on the server', async () => {
    const { url, hub } = await instance();
    const sse = client(url, HttpTransportType.ServerSentEvents, 'sam');
    const poll = client(url, HttpTransportType.LongPolling, 'lou');
    await sse.start();
    await poll.start();
    const toLou = heard(poll);
    await sse.invoke('Tell', 'lou', 'from sse');
    expect(await toLou).toBe('from sse');
    const toSam = heard(sse);
    await poll.invoke('Tell', 'sam', 'from polling');
    expect(await toSam).toBe('from polling');
    expect(hub.connectionCount()).toBe(2);
    await poll.stop();
    await sse.stop();
    await sleep(100);
    expect(hub.connectionCount()).toBe(0);
  });

  it('keeps an idle long-polling client alive: empty polls at the poll timeout, pings at keep-alive', async () => {
    const { url } = await instance({ pollTimeoutMs: 200, keepAliveMs: 300, clientTimeoutMs: 2000 });
    const connection = new HubConnectionBuilder()
      .withUrl(url, { transport: HttpTransportType.LongPolling, headers: { 'x-user': 'alice' } })
      .configureLogging(LogLevel.None)
      .build();
    connection.serverTimeoutInMilliseconds = 1000;
    connection.keepAliveIntervalInMilliseconds = 300;
    opened.push({ close: () => connection.stop() });
    await connection.start();
    await sleep(2500);
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(await connection.invoke('Add', 1, 1)).toBe(2);
  });

  it('drops a long-polling connection whose client stopped polling, not one whose poll is waiting', async () => {
    const { url, hub } = await instance({ clientTimeoutMs: 1500, pollTimeoutMs: 2500, keepAliveMs: 10_000 });
    const token = (await negotiate(url)).connectionToken!;
    const at = `${url}?id=${token}`;
    const headers = { 'x-user': 'alice' };
    await fetch(at, { headers });
    await fetch(at, { method: 'POST', headers, body: '{"protocol":"json","version":1}\x1e' });
    expect(await (await fetch(at, { headers })).text()).toBe('{}\x1e');
    // A poll waiting longer than the client timeout keeps the connection.
    expect((await fetch(at, { headers })).status).toBe(200);
    expect(hub.connectionCount()).toBe(1);
    await sleep(2500);
    expect(hub.connectionCount()).toBe(0);
    expect((await fetch(at, { headers })).status).toBe(204);
  });

  it('answers a server Close over SSE and long polling as the client expects', async () => {
    const { url, hub } = await instance();
    for (const transport of [HttpTransportType.ServerSentEvents, HttpTransportType.LongPolling]) {
      const connection = client(url, transport, 'bob');
      await connection.start();
      const ended = closed(connection);
      await hub.disconnectUser('bob', { error: 'removed' });
      expect(String(await ended)).toContain('removed');
    }
  });
});

describe('negotiate without a version and without negotiate', () => {
  it('lets the ASP.NET Core 2.x client (@aspnet/signalr 1.1.4) connect and invoke: the connection id is the token', async () => {
    const { url } = await instance();
    for (const transport of [legacy.HttpTransportType.WebSockets, legacy.HttpTransportType.LongPolling]) {
      const connection = new legacy.HubConnectionBuilder()
        .withUrl(url, { transport, accessTokenFactory: () => 'carol' })
        .configureLogging(legacy.LogLevel.None)
        .build();
      opened.push({ close: () => connection.stop() });
      await connection.start();
      expect(await connection.invoke('Add', 20, 22)).toBe(42);
      expect(await connection.invoke('WhoAmI')).toBe('carol');
      await connection.stop();
    }
    const answer = await negotiate(url, '', { 'x-user': 'carol' });
    expect(answer).not.toHaveProperty('connectionToken');
    expect(answer.connectionId).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('accepts skipNegotiation over WebSockets, authorized like negotiate', async () => {
    const { url } = await instance();
    const connection = new HubConnectionBuilder()
      .withUrl(url, { transport: HttpTransportType.WebSockets, skipNegotiation: true, headers: { 'x-user': 'dan' } })
      .configureLogging(LogLevel.None)
      .build();
    opened.push({ close: () => connection.stop() });
    await exercise(connection, 'dan');
    expect((await rawSocket(url, '', {})).status).toBe(401);
    const { url: closedUrl } = await instance({ path: '/hubs/no-skip', skipNegotiation: false });
    expect((await rawSocket(closedUrl, '')).status).toBe(404);
  });
});

describe('tokens', () => {
  it('refuses a replayed, expired, forged or foreign token, on every transport', async () => {
    const { url } = await instance({ tokenTtlMs: 500 });
    const token = (await negotiate(url)).connectionToken!;
    const first = await rawSocket(url, `?id=${token}`);
    expect(first.status).toBe(101);
    first.socket!.close();
    await sleep(50);
    // Replayed once its connection is over: refused as a socket, a stream and a poll.
    expect((await rawSocket(url, `?id=${token}`)).status).toBe(404);
    expect(
      (await fetch(`${url}?id=${token}`, { headers: { 'x-user': 'alice', accept: 'text/event-stream' } })).status,
    ).toBe(404);
    expect((await fetch(`${url}?id=${token}`, { headers: { 'x-user': 'alice' } })).status).toBe(404);
    // Another user's token.
    const stolen = (await negotiate(url)).connectionToken!;
    expect((await rawSocket(url, `?id=${stolen}`, { 'x-user': 'mallory' })).status).toBe(404);
    expect((await fetch(`${url}?id=${stolen}`, { headers: { 'x-user': 'mallory' } })).status).toBe(404);
    // Expired.
    const late = (await negotiate(url)).connectionToken!;
    await sleep(700);
    expect((await rawSocket(url, `?id=${late}`)).status).toBe(404);
    expect((await fetch(`${url}?id=${late}`, { headers: { 'x-user': 'alice' } })).status).toBe(404);
    // Forged: well formed, signed with another key; tampered: another user in a genuine token.
    const claims = {
      connectionId: newConnectionId(),
      userId: 'alice',
      hub: '/hubs/transports',
      expiresAt: Date.now() + 60_000,
      stateful: false,
      version: 1 as const,
    };
    const forged = issueConnectionToken(Buffer.from('not-the-secret'), claims);
    expect((await rawSocket(url, `?id=${forged}`)).status).toBe(404);
    const genuine = issueConnectionToken(Buffer.from(SECRET), claims);
    const [, signature] = genuine.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ c: claims.connectionId, u: 'mallory', h: claims.hub, e: claims.expiresAt, s: 0, v: 1 })).toString('base64url')}.${signature}`;
    expect((await rawSocket(url, `?id=${tampered}`, { 'x-user': 'mallory' })).status).toBe(404);
    expect((await rawSocket(url, `?id=${genuine}`)).status).toBe(101);
    // A token of another hub.
    const other = issueConnectionToken(Buffer.from(SECRET), {
      ...claims,
      connectionId: newConnectionId(),
      hub: '/hubs/other',
    });
    expect((await rawSocket(url, `?id=${other}`)).status).toBe(404);
  });
});

describe('the rules of WebSockets hold on SSE and long polling', () => {
  it('refuses an Origin outside the allow-list on the stream, polls, sends and DELETE', async () => {
    const { url } = await instance({ allowOrigin: (origin) => !origin || origin === 'https://it.wakat.pl' });
    const token = (await negotiate(url)).connectionToken!;
    const evil = { 'x-user': 'alice', Origin: 'https://evil.example' };
    expect((await fetch(`${url}?id=${token}`, { headers: { ...evil, accept: 'text/event-stream' } })).status).toBe(403);
    expect((await fetch(`${url}?id=${token}`, { headers: evil })).status).toBe(403);
    expect((await fetch(`${url}?id=${token}`, { method: 'POST', headers: evil, body: '{}\x1e' })).status).toBe(403);
    expect((await fetch(`${url}?id=${token}`, { method: 'DELETE', headers: evil })).status).toBe(403);
    for (const transport of [HttpTransportType.ServerSentEvents, HttpTransportType.LongPolling]) {
      await expect(
        client(url, transport, 'alice', undefined, { Origin: 'https://evil.example' }).start(),
      ).rejects.toThrow();
      const allowed = client(url, transport, 'alice', undefined, { Origin: 'https://it.wakat.pl' });
      await allowed.start();
      expect(await allowed.invoke('Add', 1, 2)).toBe(3);
    }
  });

  it.each([
    ['Server-Sent Events', HttpTransportType.ServerSentEvents],
    ['long polling', HttpTransportType.LongPolling],
  ])('%s: a record over the size limit closes the connection, as on a socket', async (_name, transport) => {
    const { url } = await instance({ maxMessageBytes: 1024 });
    const connection = client(url, transport);
    await connection.start();
    const ended = closed(connection);
    await connection.invoke('WhoAmI', 'x'.repeat(2000)).catch(() => undefined);
    expect(String(await ended)).toContain('Connection closed with an error.');
  });

  it('answers a send larger than a socket frame may be with 413 and ends the connection', async () => {
    const { url } = await instance({ maxMessageBytes: 1024 });
    const connection = client(url, HttpTransportType.LongPolling);
    await connection.start();
    const ended = closed(connection);
    const at = (connection as unknown as { connection: { transport: { _url: string } } }).connection.transport._url;
    const response = await fetch(at, { method: 'POST', headers: { 'x-user': 'alice' }, body: 'x'.repeat(4096) });
    expect(response.status).toBe(413);
    expect(String(await ended)).toContain('Connection closed with an error.');
  });

  it('applies the rate limit hook to calls over long polling', async () => {
    let calls = 0;
    const { url } = await instance({ rateLimit: () => ++calls <= 1 });
    const connection = client(url, HttpTransportType.LongPolling);
    await connection.start();
    expect(await connection.invoke('Add', 1, 1)).toBe(2);
    await expect(connection.invoke('Add', 1, 1)).rejects.toThrow('Rate limit exceeded.');
  });

  it('formats SSE events as the protocol does: one data line per line, an empty line after', () => {
    expect(sseEvent('{"type":6}\x1e')).toBe('data: {"type":6}\x1e\r\n\r\n');
    expect(sseEvent('a\nb')).toBe('data: a\r\ndata: b\r\n\r\n');
  });
});

describe('malformed hub frames close the connection', () => {
  it.each([
    ['arguments that are not an array', '{"type":1,"invocationId":"0","target":"Add","arguments":{"a":1}}\x1e'],
    ['an invocation without a target', '{"type":1,"invocationId":"0","arguments":[1,2]}\x1e'],
    ['an unknown message type', '{"type":42}\x1e'],
    ['a message without a type', '{"target":"Add","arguments":[]}\x1e'],
    ['a stream invocation without an id', '{"type":4,"target":"Counter","arguments":[1]}\x1e'],
    ['a non-string invocation id', '{"type":1,"invocationId":7,"target":"Add","arguments":[1,2]}\x1e'],
    ['not JSON', '{"type":1,\x1e'],
  ])('%s', async (_name, frame) => {
    const { url, hub } = await instance();
    const token = (await negotiate(url)).connectionToken!;
    const { socket } = await rawSocket(url, `?id=${token}`);
    const got: string[] = [];
    const ended = new Promise<number>((resolve) => socket!.on('close', (code) => resolve(code)));
    socket!.on('message', (data) => got.push(String(data)));
    socket!.send('{"protocol":"json","version":1}\x1e');
    await sleep(50);
    socket!.send(frame);
    await ended;
    expect(got[0]).toBe('{}\x1e');
    expect(got.at(-1)).toBe('{"type":7,"error":"Connection closed with an error."}\x1e');
    expect(got.some((record) => record.includes('"type":3'))).toBe(false);
    expect(hub.connectionCount()).toBe(0);
  });

  it('closes a long-polling connection that sends an invocation without a target', async () => {
    const { url } = await instance();
    const token = (await negotiate(url)).connectionToken!;
    const at = `${url}?id=${token}`;
    const headers = { 'x-user': 'alice' };
    expect((await fetch(at, { headers })).status).toBe(200);
    expect((await fetch(at, { method: 'POST', headers, body: '{"protocol":"json","version":1}\x1e' })).status).toBe(
      200,
    );
    expect(await (await fetch(at, { headers })).text()).toBe('{}\x1e');
    await fetch(at, { method: 'POST', headers, body: '{"type":1,"arguments":[]}\x1e' });
    expect(await (await fetch(at, { headers })).text()).toBe(
      '{"type":7,"error":"Connection closed with an error."}\x1e',
    );
    expect((await fetch(at, { headers })).status).toBe(204);
  });
});

describe('any instance takes any request (two instances sharing Redis)', () => {
  async function pair() {
    const prefix = `test-${RUN}-${randomBytes(4).toString('hex')}`;
    const path = `/hubs/rt-${RUN}`;
    const a = await instance({ relay: await redisRelay(REDIS, prefix), path, shared: true });
    const b = await instance({ relay: await redisRelay(REDIS, prefix), path, shared: true });
    const balancer = await roundRobin([a.origin, b.origin]);
    return { a, b, path, balanced: `${balancer}${path}` };
  }

  it('negotiate on one instance, a socket on the other; the token is still single-use across them', async () => {
    const { a, b } = await pair();
    const token = (await negotiate(a.url)).connectionToken!;
    const socket = await rawSocket(b.url, `?id=${token}`);
    expect(socket.status).toBe(101);
    expect((await rawSocket(a.url, `?id=${token}`)).status).toBe(404);
    expect((await fetch(`${a.url}?id=${token}`, { headers: { 'x-user': 'alice' } })).status).toBe(404);
    socket.socket!.close();
  });

  it.each([
    ['WebSockets', HttpTransportType.WebSockets],
    ['Server-Sent Events', HttpTransportType.ServerSentEvents],
    ['long polling', HttpTransportType.LongPolling],
  ])('%s through a round-robin balancer without affinity', async (_name, transport) => {
    const { a, b, balanced } = await pair();
    await exercise(client(balanced, transport));
    // Events cross instances too: a client on each, whichever instance holds it.
    const other = client(balanced, transport, 'erin');
    await other.start();
    const toErin = heard(other);
    const first = client(a.url, HttpTransportType.WebSockets, 'fay');
    await first.start();
    await first.invoke('Tell', 'erin', 'across');
    expect(await toErin).toBe('across');
    expect(a.hub.connectionCount() + b.hub.connectionCount()).toBe(3);
  });

  it('serves a long-polling connection whose polls and sends alternate between the instances', async () => {
    const { a, b } = await pair();
    const token = (await negotiate(a.url)).connectionToken!;
    const headers = { 'x-user': 'alice' };
    const on = (x: { url: string }) => `${x.url}?id=${token}`;
    expect((await fetch(on(b), { headers })).status).toBe(200);
    expect((await fetch(on(a), { method: 'POST', headers, body: '{"protocol":"json","version":1}\x1e' })).status).toBe(
      200,
    );
    expect(await (await fetch(on(a), { headers })).text()).toBe('{}\x1e');
    const poll = fetch(on(b), { headers }).then((r) => r.text());
    await sleep(100);
    await fetch(on(a), {
      method: 'POST',
      headers,
      body: '{"type":1,"invocationId":"1","target":"Add","arguments":[4,5]}\x1e',
    });
    expect(await poll).toBe('{"type":3,"invocationId":"1","result":9}\x1e');
    await fetch(on(b), {
      method: 'POST',
      headers,
      body: '{"type":1,"invocationId":"2","target":"Add","arguments":[1,1]}\x1e',
    });
    expect(await (await fetch(on(a), { headers })).text()).toBe('{"type":3,"invocationId":"2","result":2}\x1e');
    expect((await fetch(on(a), { method: 'DELETE', headers })).status).toBe(202);
    expect((await fetch(on(b), { headers })).status).toBe(204);
    expect((await fetch(on(b), { method: 'POST', headers, body: '{"type":6}\x1e' })).status).toBe(404);
  });

  it('a stateful client whose socket comes back to the other instance starts a new connection', async () => {
    const { balanced } = await pair();
    const connection = new HubConnectionBuilder()
      .withUrl(balanced, { transport: HttpTransportType.WebSockets, headers: { 'x-user': 'alice' } })
      .withStatefulReconnect()
      .withAutomaticReconnect([0, 0, 0])
      .configureLogging(LogLevel.None)
      .build();
    opened.push({ close: () => connection.stop() });
    await connection.start();
    const id = connection.connectionId;
    const reconnected = new Promise<string | undefined>((resolve) => connection.onreconnected(resolve));
    // Drop the socket where it is; the balancer sends its return to the other instance.
    const transport = (connection as unknown as { connection: { transport: { _webSocket: WebSocket } } }).connection
      .transport;
    transport._webSocket.close(4000);
    const newId = await reconnected;
    expect(newId).not.toBe(id);
    expect(await connection.invoke('Add', 1, 2)).toBe(3);
  });
});
