import type { IncomingMessage } from 'node:http';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  Subject,
  type HubConnection,
  type IHubProtocol,
} from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import WebSocket from 'ws';
import { memoryBus } from '@/lib/cache/bus';
import { createHub, type Hub } from './hub';
import { bearerToken } from './hub-request';
import { startHubServer } from './hub-test-server';
import { HubError, type HubOptions, type HubUser } from './hub-types';

type User = HubUser & { name: string };

const userOf = (req: IncomingMessage): User | null => {
  const name = req.headers['x-user'];
  return typeof name === 'string' ? { id: name, name } : null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function serve(overrides: Partial<HubOptions<User>> = {}) {
  const hub: Hub<User> = createHub<User>({
    path: '/hubs/test',
    authorize: userOf,
    bus: memoryBus(),
    methods: {
      Echo: (_ctx, value: unknown) => value,
      Add: async (_ctx, a: number, b: number) => a + b,
      Nothing: () => undefined,
      Boom: () => {
        throw new Error('database password is hunter2');
      },
      Refuse: () => {
        throw new HubError('You cannot do that.');
      },
      WhoAmI: (ctx) => ctx.user.name,
      Notify: async (ctx, text: string) => ctx.clients.caller.send('Notified', text, 42),
      JoinGroup: async (ctx, group: string) => ctx.groups.add(ctx.connection.id, group),
      TellGroup: async (ctx, group: string, text: string) => ctx.clients.group(group).send('GroupMessage', text),
      TellUser: async (ctx, userId: string, text: string) => ctx.clients.user(userId).send('Direct', text),
      Slow: async (_ctx, ms: number, label: string) => {
        order.push(`start ${label}`);
        await sleep(ms);
        order.push(`end ${label}`);
        return label;
      },
      Counter: async function* (ctx, count: number, delay: number) {
        try {
          for (let i = 0; i < count; i++) {
            yield i;
            await sleep(delay);
          }
        } finally {
          streamEnded.push(ctx.signal.aborted ? 'cancelled' : 'done');
        }
      },
      BadStream: async function* () {
        yield 1;
        throw new HubError('stream broke');
      },
      Sum: async (_ctx, values: AsyncIterable<number>) => {
        let total = 0;
        for await (const value of values) total += value;
        return total;
      },
      Leave: (ctx, reconnect: boolean) => ctx.connection.close({ error: 'bye', allowReconnect: reconnect }),
    },
    ...overrides,
  });
  const server = await startHubServer([hub.endpoint]);
  opened.push(server, hub);
  await hub.ready;
  return { hub, server, url: `${server.origin}/hubs/test` };
}

const order: string[] = [];
const streamEnded: string[] = [];
beforeEach(() => {
  order.length = 0;
  streamEnded.length = 0;
});

function client(
  url: string,
  user = 'alice',
  configure: (b: HubConnectionBuilder) => HubConnectionBuilder = (b) => b,
  protocol?: IHubProtocol,
) {
  let builder = new HubConnectionBuilder()
    .withUrl(url, { transport: HttpTransportType.WebSockets, headers: { 'x-user': user } })
    .configureLogging(LogLevel.None);
  if (protocol) builder = builder.withHubProtocol(protocol);
  const connection = configure(builder).build();
  opened.push({ close: () => connection.stop() });
  return connection;
}

const eventOnce = (connection: HubConnection, name: string) =>
  new Promise<unknown[]>((resolve) => connection.on(name, (...args: unknown[]) => resolve(args)));

async function negotiate(url: string, query = '', headers: Record<string, string> = { 'x-user': 'alice' }) {
  const response = await fetch(`${url}/negotiate?negotiateVersion=1${query}`, { method: 'POST', headers });
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
}

function rawSocket(url: string, token: string, headers: Record<string, string> = { 'x-user': 'alice' }) {
  return new Promise<{ status: number; socket?: WebSocket }>((resolve) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}?id=${token}`, { headers });
    socket.on('open', () => resolve({ status: 101, socket }));
    socket.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    socket.on('error', () => undefined);
  });
}

describe('negotiate', () => {
  it('answers a signed token, a public id and the three transports', async () => {
    const { url } = await serve();
    const { status, body } = await negotiate(url);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
      ],
    });
    expect(body.connectionToken).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(body.connectionId).not.toBe(body.connectionToken);
    expect(body).not.toHaveProperty('useStatefulReconnect');
    expect((await negotiate(url, '&useStatefulReconnect=true')).body.useStatefulReconnect).toBe(true);
  });

  it('refuses callers the authorize hook does not know, and anything but POST', async () => {
    const { url } = await serve();
    expect((await negotiate(url, '', {})).status).toBe(401);
    expect((await fetch(`${url}/negotiate?negotiateVersion=1`)).status).toBe(405);
  });

  it('forgets a token not used in time, and refuses it to another user or a second socket', async () => {
    const { url } = await serve({ tokenTtlMs: 400 });
    const late = (await negotiate(url)).body.connectionToken;
    const stolen = (await negotiate(url)).body.connectionToken;
    expect((await rawSocket(url, stolen, { 'x-user': 'mallory' })).status).toBe(404);
    const used = (await negotiate(url)).body.connectionToken;
    const first = await rawSocket(url, used);
    expect(first.status).toBe(101);
    expect((await rawSocket(url, used)).status).toBe(409);
    first.socket?.close();
    await sleep(600);
    expect((await rawSocket(url, late)).status).toBe(404);
  });

  it('refuses an Origin outside the allow-list, on negotiate and on the upgrade', async () => {
    const { url } = await serve({ allowOrigin: (origin) => !origin || origin === 'https://it.wakat.pl' });
    const connection = client(url, 'alice', (b) =>
      b.withUrl(url, {
        transport: HttpTransportType.WebSockets,
        headers: { 'x-user': 'alice', Origin: 'https://evil.example' },
      }),
    );
    await expect(connection.start()).rejects.toThrow();
    const token = (await negotiate(url)).body.connectionToken;
    expect((await rawSocket(url, token, { 'x-user': 'alice', Origin: 'https://evil.example' })).status).toBe(403);
    const allowed = await rawSocket(url, token, { 'x-user': 'alice', Origin: 'https://it.wakat.pl' });
    expect(allowed.status).toBe(101);
    allowed.socket?.close();
  });
});

describe('handshake', () => {
  const frames = (socket: WebSocket, count: number) =>
    new Promise<{ data: Buffer; binary: boolean }[]>((resolve) => {
      const got: { data: Buffer; binary: boolean }[] = [];
      socket.on('message', (data, binary) => {
        got.push({ data: data as Buffer, binary });
        if (got.length === count) resolve(got);
      });
    });

  it('answers {} and handles records sent in the same frame as the handshake', async () => {
    const { url } = await serve();
    const { socket } = await rawSocket(url, (await negotiate(url)).body.connectionToken);
    const replies = frames(socket!, 2);
    socket!.send(
      '{"protocol":"json","version":1}\x1e{"type":1,"invocationId":"0","target":"Add","arguments":[1,2]}\x1e',
    );
    const [handshake, completion] = await replies;
    expect(handshake!.data.toString()).toBe('{}\x1e');
    expect(JSON.parse(completion!.data.toString().slice(0, -1))).toEqual({ type: 3, invocationId: '0', result: 3 });
    socket!.close();
  });

  it('answers MessagePack handshakes in a binary frame and refuses unknown protocols or versions', async () => {
    const { url } = await serve();
    const { socket } = await rawSocket(url, (await negotiate(url)).body.connectionToken);
    const reply = frames(socket!, 1);
    socket!.send('{"protocol":"messagepack","version":2}\x1e');
    expect(await reply).toEqual([{ data: Buffer.from('{}\x1e'), binary: true }]);
    socket!.close();
    const answers: string[] = [];
    for (const request of ['{"protocol":"xml","version":1}', '{"protocol":"json","version":3}', '{"protocol":']) {
      const { socket: other } = await rawSocket(url, (await negotiate(url)).body.connectionToken);
      const refused = frames(other!, 1);
      other!.send(`${request}\x1e`);
      const [answer] = await refused;
      answers.push(JSON.parse(answer!.data.toString().slice(0, -1)).error);
    }
    expect(answers).toEqual([
      "The protocol 'xml' is not supported.",
      "The server does not support version 3 of the 'json' protocol.",
      'An unexpected error occurred during connection handshake.',
    ]);
  });

  it('cancels a handshake that does not come in time', async () => {
    const { url } = await serve({ handshakeTimeoutMs: 100 });
    const { socket } = await rawSocket(url, (await negotiate(url)).body.connectionToken);
    const reply = frames(socket!, 1);
    const closed = new Promise((resolve) => socket!.on('close', resolve));
    expect((await reply)[0]!.data.toString()).toBe('{"error":"Handshake was canceled."}\x1e');
    await closed;
  });

  it('lets a browser authenticate the socket with access_token in the query', async () => {
    const { url } = await serve({
      authorize: (req) => {
        const token = bearerToken(req);
        return token === 'secret-alice' ? { id: 'alice', name: 'alice' } : null;
      },
    });
    const token = (await negotiate(url, '', { Authorization: 'Bearer secret-alice' })).body.connectionToken;
    expect((await rawSocket(`${url}`, `${token}&access_token=wrong`, {})).status).toBe(401);
    const { status, socket } = await rawSocket(url, `${token}&access_token=secret-alice`, {});
    expect(status).toBe(101);
    socket!.close();
    const connection = client(url, 'alice', (b) =>
      b.withUrl(url, { transport: HttpTransportType.WebSockets, accessTokenFactory: () => 'secret-alice' }),
    );
    await connection.start();
    expect(await connection.invoke('WhoAmI')).toBe('alice');
  });
});

describe.each([
  ['json', undefined],
  ['messagepack', new MessagePackHubProtocol()],
])('hub over %s', (_name, protocol) => {
  it('invokes with results, void, case-insensitive names, and the .NET error strings', async () => {
    const { url } = await serve();
    const connection = client(url, 'alice', undefined, protocol);
    await connection.start();
    expect(await connection.invoke('Add', 2, 3)).toBe(5);
    expect(await connection.invoke('echo', { a: [1, 'x'] })).toEqual({ a: [1, 'x'] });
    expect(await connection.invoke('Echo', null)).toBeNull();
    expect(await connection.invoke('Nothing')).toBeUndefined();
    expect(await connection.invoke('WhoAmI')).toBe('alice');
    await expect(connection.invoke('Missing')).rejects.toThrow("Unknown hub method 'Missing'");
    await expect(connection.invoke('Boom')).rejects.toThrow(
      /^An unexpected error occurred invoking 'Boom' on the server\.$/,
    );
    await expect(connection.invoke('boom')).rejects.toThrow(
      "An unexpected error occurred invoking 'boom' on the server.",
    );
    await expect(connection.invoke('Refuse')).rejects.toThrow(
      "An unexpected error occurred invoking 'Refuse' on the server. HubException: You cannot do that.",
    );
    await expect(connection.invoke('Counter', 1, 1)).rejects.toThrow(
      "The client attempted to invoke the streaming 'Counter' method with a non-streaming invocation.",
    );
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('sends without an id (no completion) and pushes server events', async () => {
    const { url } = await serve();
    const connection = client(url, 'alice', undefined, protocol);
    await connection.start();
    const notified = eventOnce(connection, 'notified');
    await connection.send('Notify', 'hello');
    expect(await notified).toEqual(['hello', 42]);
    // A send of a failing method reports nothing and leaves the connection up.
    await connection.send('Boom');
    expect(await connection.invoke('Add', 1, 1)).toBe(2);
  });

  it('streams items, cancels a stream, and reports stream errors', async () => {
    const { url } = await serve();
    const connection = client(url, 'alice', undefined, protocol);
    await connection.start();
    const items: unknown[] = [];
    await new Promise<void>((resolve, reject) =>
      connection.stream('Counter', 3, 1).subscribe({ next: (i) => items.push(i), complete: resolve, error: reject }),
    );
    expect(items).toEqual([0, 1, 2]);
    expect(streamEnded).toEqual(['done']);

    const received: unknown[] = [];
    const subscription = connection
      .stream('Counter', 1000, 20)
      .subscribe({ next: (i) => received.push(i), complete: () => undefined, error: () => undefined });
    await sleep(100);
    subscription.dispose();
    await sleep(100);
    expect(streamEnded).toEqual(['done', 'cancelled']);
    const count = received.length;
    await sleep(100);
    expect(received.length).toBe(count);

    const error = await new Promise<Error>((resolve) =>
      connection.stream('BadStream').subscribe({ next: () => undefined, complete: () => undefined, error: resolve }),
    );
    expect(error.message).toBe('An error occurred on the server while streaming results. HubException: stream broke');
    const misuse = await new Promise<Error>((resolve) =>
      connection.stream('add', 1, 2).subscribe({ next: () => undefined, complete: () => undefined, error: resolve }),
    );
    expect(misuse.message).toBe(
      "The client attempted to invoke the non-streaming 'add' method with a streaming invocation.",
    );
  });

  it('takes a client-to-server stream', async () => {
    const { url } = await serve();
    const connection = client(url, 'alice', undefined, protocol);
    await connection.start();
    const subject = new Subject<number>();
    const total = connection.invoke('Sum', subject);
    subject.next(1);
    // The upload runs beside the one-at-a-time queue, so other calls are not held behind it.
    expect(await connection.invoke('Add', 1, 1)).toBe(2);
    for (const n of [2, 3, 4]) subject.next(n);
    subject.complete();
    expect(await total).toBe(10);
  });
});

describe('hub behaviour', () => {
  it('runs one invocation at a time per connection', async () => {
    const { url } = await serve();
    const connection = client(url);
    await connection.start();
    const results = await Promise.all([connection.invoke('Slow', 80, 'a'), connection.invoke('Slow', 10, 'b')]);
    expect(results).toEqual(['a', 'b']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('targets users and groups, and disconnects a user without reconnect', async () => {
    const { url, hub } = await serve();
    const alice = client(url, 'alice');
    const bob = client(url, 'bob');
    const bobAgain = client(url, 'bob');
    await Promise.all([alice.start(), bob.start(), bobAgain.start()]);
    const direct = [eventOnce(bob, 'direct'), eventOnce(bobAgain, 'direct')];
    let aliceGot = false;
    alice.on('direct', () => (aliceGot = true));
    await alice.invoke('TellUser', 'bob', 'hi bob');
    expect(await Promise.all(direct)).toEqual([['hi bob'], ['hi bob']]);

    await bob.invoke('JoinGroup', 'java');
    const grouped = eventOnce(bob, 'groupmessage');
    let otherGot = false;
    bobAgain.on('groupmessage', () => (otherGot = true));
    await alice.invoke('TellGroup', 'java', 'new offer');
    expect(await grouped).toEqual(['new offer']);
    expect(aliceGot || otherGot).toBe(false);

    const closed = new Promise<Error | undefined>((resolve) => bob.onclose(resolve));
    await hub.disconnectUser('bob', { error: 'access revoked' });
    expect((await closed)?.message).toBe('Server returned an error on close: access revoked');
    expect(alice.state).toBe(HubConnectionState.Connected);
  });

  it('closes with and without allowReconnect', async () => {
    const { url } = await serve();
    const final = client(url, 'alice', (b) => b.withAutomaticReconnect([0]));
    await final.start();
    let reconnecting = false;
    final.onreconnecting(() => (reconnecting = true));
    const closed = new Promise<Error | undefined>((resolve) => final.onclose(resolve));
    await final.send('Leave', false);
    expect((await closed)?.message).toBe('Server returned an error on close: bye');
    expect(reconnecting).toBe(false);

    const again = client(url, 'alice', (b) => b.withAutomaticReconnect([0]));
    await again.start();
    const firstId = again.connectionId;
    const reconnected = new Promise<string | undefined>((resolve) => again.onreconnected(resolve));
    await again.send('Leave', true);
    const secondId = await reconnected;
    expect(secondId).toBeTruthy();
    expect(secondId).not.toBe(firstId);
    expect(await again.invoke('Add', 1, 2)).toBe(3);
  });

  it('asks clients to reconnect when the hub shuts down', async () => {
    const { url, hub } = await serve();
    const connection = client(url, 'alice', (b) => b.withAutomaticReconnect([60_000]));
    await connection.start();
    const reconnecting = new Promise<Error | undefined>((resolve) => connection.onreconnecting(resolve));
    await hub.endpoint.close!();
    // A Close with allowReconnect: the client's reconnect policy takes over (a final Close would not).
    expect(await reconnecting).toBeUndefined();
  });

  it('refuses a message over 32 KB by closing the connection', async () => {
    const warnings: string[] = [];
    const logger = {
      info: () => undefined,
      error: () => undefined,
      warn: (data: object) => warnings.push(JSON.stringify(data)),
    };
    const { url } = await serve({ logger });
    const connection = client(url);
    await connection.start();
    expect(await connection.invoke('Echo', 'x'.repeat(30_000))).toHaveLength(30_000);
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    void connection.invoke('Echo', 'x'.repeat(33_000)).catch(() => undefined);
    expect((await closed)?.message).toBe('Server returned an error on close: Connection closed with an error.');
    expect(warnings.join()).toMatch(/maximum message size of 32768B was exceeded/);
  });

  it('pings an idle client (keep-alive) so its server timeout does not fire', async () => {
    const { url } = await serve({ keepAliveMs: 100 });
    const connection = client(url, 'alice', (b) => b.withServerTimeout(500).withKeepAliveInterval(250));
    await connection.start();
    await sleep(1200);
    expect(connection.state).toBe(HubConnectionState.Connected);

    const { url: quietUrl } = await serve({ keepAliveMs: 60_000 });
    const quiet = client(quietUrl, 'alice', (b) => b.withServerTimeout(500).withKeepAliveInterval(250));
    const closed = new Promise<Error | undefined>((resolve) => quiet.onclose(resolve));
    await quiet.start();
    expect((await closed)?.message).toMatch(/Server timeout elapsed/);
  });

  it('drops a client that sends nothing within the client timeout', async () => {
    const { url, hub } = await serve({ clientTimeoutMs: 300, keepAliveMs: 100 });
    const connection = client(url, 'alice', (b) => b.withKeepAliveInterval(60_000).withServerTimeout(120_000));
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await connection.start();
    expect(hub.connectionCount()).toBe(1);
    expect(await closed).toBeInstanceOf(Error);
    expect(hub.connectionCount()).toBe(0);
  });

  it('drops the socket of a client that stops reading', async () => {
    const { url, hub } = await serve({ maxPendingBytes: 64 * 1024 });
    const { socket } = await rawSocket(url, (await negotiate(url)).body.connectionToken);
    const handshaken = new Promise((resolve) => socket!.once('message', resolve));
    socket!.send('{"protocol":"json","version":1}\x1e');
    await handshaken;
    const closed = new Promise((resolve) => socket!.on('close', resolve));
    // Stop reading: the kernel buffers fill, then the server's send buffer grows past the limit.
    (socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const chunk = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 2000 && hub.connectionCount() > 0; i++) {
      await hub.clients.user('alice').send('Flood', chunk);
      if (i % 50 === 0) await sleep(5);
    }
    expect(hub.connectionCount()).toBe(0);
    (socket as unknown as { _socket: { resume(): void } })._socket.resume();
    await closed;
  });

  it('applies the per-user rate limit hook and tells the client', async () => {
    let calls = 0;
    const { url } = await serve({
      rateLimit: () => ++calls <= 2,
      onRateLimited: (ctx) => ctx.clients.caller.send('RateLimit'),
    });
    const connection = client(url);
    await connection.start();
    const told = eventOnce(connection, 'ratelimit');
    expect(await connection.invoke('Add', 1, 1)).toBe(2);
    expect(await connection.invoke('Add', 1, 1)).toBe(2);
    await expect(connection.invoke('Add', 1, 1)).rejects.toThrow(
      "An unexpected error occurred invoking 'Add' on the server. HubException: Rate limit exceeded.",
    );
    await told;
  });

  async function statefulSetup(overrides: Partial<HubOptions<User>> = {}, protocol?: IHubProtocol) {
    const sockets: WebSocket[] = [];
    const served = await serve(overrides);
    const onConnection = served.hub.endpoint.onConnection;
    served.hub.endpoint.onConnection = (socket, req) => {
      sockets.push(socket);
      onConnection(socket, req);
    };
    const connection = client(
      served.url,
      'alice',
      (b) => b.withStatefulReconnect().withAutomaticReconnect([0]),
      protocol,
    );
    return { ...served, sockets, connection };
  }

  it.each([
    ['json', undefined],
    ['messagepack', new MessagePackHubProtocol()],
  ])(
    'reconnects statefully over %s: same connection, buffered events replayed, no reconnecting',
    async (_n, protocol) => {
      const { hub, sockets, connection } = await statefulSetup({}, protocol);
      let reconnecting = false;
      connection.onreconnecting(() => (reconnecting = true));
      const seen: string[] = [];
      connection.on('direct', (text: string) => seen.push(text));
      await connection.start();
      const id = connection.connectionId;
      await connection.invoke('TellUser', 'alice', 'before');
      sockets[0]!.terminate();
      await hub.clients.user('alice').send('Direct', 'while away');
      await sleep(300);
      expect(sockets).toHaveLength(2);
      expect(await connection.invoke('Add', 2, 2)).toBe(4);
      await connection.invoke('TellUser', 'alice', 'after');
      expect(seen).toEqual(['before', 'while away', 'after']);
      expect(connection.connectionId).toBe(id);
      expect(reconnecting).toBe(false);
    },
  );

  it('lets a stateful client come back while its old socket still looks open', async () => {
    const { url } = await serve();
    const token = (await negotiate(url, '&useStatefulReconnect=true')).body.connectionToken;
    const { socket: first } = await rawSocket(url, token);
    const handshaken = new Promise((resolve) => first!.once('message', resolve));
    first!.send('{"protocol":"json","version":2}\x1e');
    await handshaken;
    const firstClosed = new Promise((resolve) => first!.on('close', resolve));
    const { status, socket: second } = await rawSocket(url, token);
    expect(status).toBe(101);
    await firstClosed;
    const answer = new Promise<string>((resolve) => second!.once('message', (data) => resolve(String(data))));
    second!.send('{"type":9,"sequenceId":1}\x1e');
    expect(await answer).toBe('{"type":9,"sequenceId":1}\x1e');
    second!.close();
  });

  it('frees acked messages, and drops a disconnected connection whose un-acked buffer is too large', async () => {
    const { hub, sockets, connection } = await statefulSetup({ statefulBufferBytes: 500 });
    await connection.start();
    const id = connection.connectionId;
    for (let i = 0; i < 4; i++) await hub.clients.user('alice').send('Direct', 'x'.repeat(200));
    // The client acks after a second; the buffer is then empty and a reconnect keeps the connection.
    await sleep(1300);
    sockets[0]!.terminate();
    await sleep(300);
    expect(connection.connectionId).toBe(id);

    const reconnected = new Promise<string | undefined>((resolve) => connection.onreconnected(resolve));
    for (let i = 0; i < 4; i++) await hub.clients.user('alice').send('Direct', 'x'.repeat(200));
    sockets[1]!.terminate();
    // Over the limit while away: the connection is gone, so the client starts a new one.
    expect(await reconnected).not.toBe(id);
  });
});
