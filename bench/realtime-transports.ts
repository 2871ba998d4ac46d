// npx tsx bench/realtime-transports.ts [--messages 200] [--connections 1000] [--redis redis://127.0.0.1:6379]
// A chat-like message between clients on two hub instances (two processes sharing Redis), sender on
// instance A, receiver on instance B, both on the transport measured, driven by the official
// @microsoft/signalr client: p50 per transport (goals ≤ 15 ms WebSockets, ≤ 50 ms SSE and long polling),
// beside a reference measured in the same run: a plain `ws` echo to another process. Then the memory of
// one instance holding N WebSocket connections and N SSE connections (goal ≤ 300 MB more than idle).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import { percentile, printTable, ROOT } from './lib';

const RS = '\x1e';

interface Instance {
  child: ChildProcess;
  origin: string;
}

function startInstance(args: string[]): Promise<Instance> {
  const child = fork(path.join(ROOT, 'bench/hubs-server.ts'), args, {
    cwd: ROOT,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { origin: string }) => resolve({ child, origin: m.origin }));
    child.once('exit', (code) => reject(new Error(`hub process exited with ${code}`)));
  });
}

function memoryOf(instance: Instance): Promise<{ rss: number; heapUsed: number; connections: number }> {
  return new Promise((resolve) => {
    instance.child.once('message', resolve as (m: unknown) => void);
    instance.child.send('memory');
  });
}

/** The reference: a plain ws echo server in another process, the same loopback and the same Node. */
function startEcho(): Promise<{ child: ChildProcess; port: number }> {
  const code = `
    const { WebSocketServer } = require('ws');
    const server = require('node:http').createServer((req, res) => req.pipe(res));
    const wss = new WebSocketServer({ server });
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));
    wss.on('connection', (s) => s.on('message', (d, binary) => s.send(d, { binary })));
    process.on('disconnect', () => process.exit(0));`;
  const child = spawn(process.execPath, ['-e', code], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve) => child.once('message', (port: number) => resolve({ child, port })));
}

/** The reference of the HTTP transports: a plain HTTP POST echoed by another process (a new connection each). */
async function httpEchoLatency(port: number, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/' }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end(`{"type":1,"target":"Heard","arguments":["m${i}"]}${RS}`);
    });
    samples.push(performance.now() - started);
  }
  return samples;
}

async function echoLatency(port: number, count: number): Promise<number[]> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}`);
  await new Promise((resolve) => socket.once('open', resolve));
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const back = new Promise((resolve) => socket.once('message', resolve));
    socket.send(`{"type":1,"target":"Heard","arguments":["m${i}"]}${RS}`);
    await back;
    samples.push(performance.now() - started);
  }
  socket.terminate();
  return samples;
}

function client(origin: string, user: string, transport: HttpTransportType): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${origin}/hubs/bench`, { transport, headers: { 'x-user': user } })
    .configureLogging(LogLevel.None)
    .build();
}

/** Sequential messages: the sender's send('Tell') without an id; the clock stops when the receiver hears it. */
async function chatLatency(from: HubConnection, to: HubConnection, count: number): Promise<number[]> {
  const samples: number[] = [];
  let waiting: { text: string; resolve: () => void } | null = null;
  to.on('heard', (text: string) => {
    if (waiting?.text === text) waiting.resolve();
  });
  for (let i = 0; i < count; i++) {
    const text = `m${i}`;
    const arrived = new Promise<void>((resolve) => (waiting = { text, resolve }));
    const started = performance.now();
    await from.send('Tell', 'receiver', text);
    await arrived;
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Negotiates, opens the socket and completes the JSON handshake, like HubConnection.start(). */
async function rawSocket(origin: string, user: string): Promise<WebSocket> {
  const { connectionToken } = await negotiate(origin, user);
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/hubs/bench?id=${connectionToken}`, {
    headers: { 'x-user': user },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
    socket.once('message', () => resolve());
    socket.once('error', reject);
  });
  return socket;
}

async function negotiate(origin: string, user: string): Promise<{ connectionToken: string }> {
  const response = await fetch(`${origin}/hubs/bench/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { 'x-user': user },
  });
  return (await response.json()) as { connectionToken: string };
}

/** An SSE connection as the client opens one: the event stream, then the handshake as a POST. */
async function rawEventStream(
  origin: string,
  user: string,
  agent: http.Agent,
): Promise<{ request: http.ClientRequest; url: string; user: string }> {
  const { connectionToken } = await negotiate(origin, user);
  const url = `${origin}/hubs/bench?id=${connectionToken}`;
  const request = await new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'x-user': user, accept: 'text/event-stream' } }, (res) => {
      res.once('data', () => resolve(req));
    });
    req.on('error', reject);
  });
  await fetch(url, { method: 'POST', headers: { 'x-user': user }, body: `{"protocol":"json","version":1}${RS}` });
  return { request, url, user };
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const ms = (value: number) => Math.round(value * 100) / 100;

async function main() {
  const { values } = parseArgs({
    options: {
      messages: { type: 'string', default: '200' },
      connections: { type: 'string', default: '1000' },
      redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    },
  });
  const messages = Math.min(Number(values.messages), 2000);
  const total = Math.min(Number(values.connections), 3000);
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  const rows: Record<string, string | number>[] = [];

  const echo = await startEcho();
  await echoLatency(echo.port, 20);
  const reference = percentile(await echoLatency(echo.port, messages), 50);
  rows.push({
    figure: 'reference: plain ws echo to another process (round trip)',
    value: `p50 ${ms(reference)} ms`,
    goal: '',
    detail: `${messages} messages`,
  });
  await httpEchoLatency(echo.port, 20);
  const httpReference = percentile(await httpEchoLatency(echo.port, messages), 50);
  rows.push({
    figure: 'reference: plain HTTP POST echo to another process (round trip)',
    value: `p50 ${ms(httpReference)} ms`,
    goal: '',
    detail: `${messages} messages`,
  });
  echo.child.disconnect();

  const [a, b] = await Promise.all([startInstance([values.redis, prefix]), startInstance([values.redis, prefix])]);
  // WebSockets against the ws echo; SSE and long polling (a POST to send, and for long polling a poll to
  // receive) against the HTTP echo.
  const goals: [string, HttpTransportType, number, number][] = [
    ['WebSockets', HttpTransportType.WebSockets, 15, reference],
    ['Server-Sent Events', HttpTransportType.ServerSentEvents, 50, httpReference],
    ['long polling', HttpTransportType.LongPolling, 50, httpReference],
  ];
  try {
    for (const [name, transport, goal, base] of goals) {
      const from = client(a!.origin, 'sender', transport);
      const to = client(b!.origin, 'receiver', transport);
      await from.start();
      await to.start();
      await chatLatency(from, to, 20);
      const samples = await chatLatency(from, to, messages);
      const p50 = percentile(samples, 50);
      rows.push({
        figure: `chat message A → B over Redis, ${name}`,
        value: `p50 ${ms(p50)} ms`,
        goal: `≤ ${goal} ms`,
        detail: `${ms(p50 / base)}× its reference, p99 ${ms(percentile(samples, 99))} ms`,
      });
      await from.stop();
      await to.stop();
    }
  } finally {
    a!.child.disconnect();
    b!.child.disconnect();
  }

  for (const kind of ['WebSockets', 'Server-Sent Events'] as const) {
    const one = await startInstance([values.redis, prefix]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const sockets: WebSocket[] = [];
    const streams: { request: http.ClientRequest; url: string; user: string }[] = [];
    // Clients ping as the official one does, so none times out while the others connect.
    const pings = setInterval(() => {
      for (const socket of sockets) socket.send(`{"type":6}${RS}`);
      for (const { url, user } of streams)
        void fetch(url, { method: 'POST', headers: { 'x-user': user }, body: `{"type":6}${RS}` }).catch(
          () => undefined,
        );
    }, 10_000);
    try {
      const idle = await memoryOf(one);
      for (let i = 0; i < total; i += 50) {
        const batch = Array.from({ length: Math.min(50, total - i) }, (_, j) => `user-${i + j}`);
        if (kind === 'WebSockets') sockets.push(...(await Promise.all(batch.map((u) => rawSocket(one.origin, u)))));
        else streams.push(...(await Promise.all(batch.map((u) => rawEventStream(one.origin, u, agent)))));
      }
      const loaded = await memoryOf(one);
      rows.push({
        figure: `memory for ${loaded.connections} ${kind} connections (RSS more than idle)`,
        value: `${mb(loaded.rss - idle.rss)} MB`,
        goal: '≤ 300 MB',
        detail: `idle ${mb(idle.rss)} MB, heap +${mb(loaded.heapUsed - idle.heapUsed)} MB`,
      });
    } finally {
      for (const socket of sockets) socket.terminate();
      clearInterval(pings);
      for (const stream of streams) stream.request.destroy();
      agent.destroy();
      one.child.disconnect();
    }
  }
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
