// npx tsx bench/hubs.ts [--connections 1000] [--messages 500] [--redis redis://127.0.0.1:6379]
// The hub server under load, over loopback: memory of one process holding N connections (goal ≤ 300 MB
// more than idle), and socket → socket latency of a user-targeted event, p50 on one instance (≤ 5 ms)
// and across two instances over Redis (≤ 15 ms). Hubs run in child processes; clients are raw `ws`
// sockets speaking the JSON protocol, as the official client does.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { percentile, printTable, ROOT } from './lib';

const RS = '\x1e';

interface Instance {
  child: ChildProcess;
  origin: string;
}

function startInstance(redisUrl?: string): Promise<Instance> {
  const child = fork(path.join(ROOT, 'bench/hubs-server.ts'), redisUrl ? [redisUrl] : [], {
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

/** Negotiates, opens the socket and completes the JSON handshake, like HubConnection.start(). */
async function connect(origin: string, user: string): Promise<WebSocket> {
  const response = await fetch(`${origin}/hubs/bench/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { 'x-user': user },
  });
  const { connectionToken } = (await response.json()) as { connectionToken: string };
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

/** Sequential round trips: A sends Tell(B) without an id; the clock stops when B's socket gets 'Heard'. */
async function latency(from: WebSocket, to: WebSocket, toUser: string, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const text = `m${i}`;
    const arrived = new Promise<void>((resolve) => {
      const onMessage = (data: WebSocket.RawData) => {
        if (!data.toString().includes(`"${text}"`)) return;
        to.off('message', onMessage);
        resolve();
      };
      to.on('message', onMessage);
    });
    const started = performance.now();
    from.send(JSON.stringify({ type: 1, target: 'Tell', arguments: [toUser, text] }) + RS);
    await arrived;
    samples.push(performance.now() - started);
  }
  return samples;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const ms = (value: number) => Math.round(value * 100) / 100;

async function main() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '1000' },
      messages: { type: 'string', default: '500' },
      redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    },
  });
  const total = Math.min(Number(values.connections), 5000);
  const messages = Math.min(Number(values.messages), 5000);
  const sockets: WebSocket[] = [];
  const one = await startInstance();
  const rows: Record<string, string | number>[] = [];
  try {
    const idle = await memoryOf(one);
    for (let i = 0; i < total; i += 50) {
      const batch = Array.from({ length: Math.min(50, total - i) }, (_, j) => connect(one.origin, `user-${i + j}`));
      sockets.push(...(await Promise.all(batch)));
    }
    const loaded = await memoryOf(one);
    rows.push({
      figure: `memory for ${loaded.connections} connections (RSS more than idle)`,
      value: `${mb(loaded.rss - idle.rss)} MB`,
      goal: '≤ 300 MB',
      detail: `idle ${mb(idle.rss)} MB, heap +${mb(loaded.heapUsed - idle.heapUsed)} MB`,
    });
    const single = await latency(sockets[0]!, sockets[1]!, 'user-1', messages);
    rows.push({
      figure: `latency socket → socket, one instance (${total} open)`,
      value: `p50 ${ms(percentile(single, 50))} ms`,
      goal: '≤ 5 ms',
      detail: `p99 ${ms(percentile(single, 99))} ms, mean ${ms(mean(single))} ms, ${messages} messages`,
    });
  } finally {
    for (const socket of sockets) socket.terminate();
    one.child.disconnect();
  }

  const [a, b] = await Promise.all([startInstance(values.redis), startInstance(values.redis)]);
  try {
    const from = await connect(a!.origin, 'sender');
    const to = await connect(b!.origin, 'receiver');
    await latency(from, to, 'receiver', 20);
    const across = await latency(from, to, 'receiver', messages);
    rows.push({
      figure: 'latency socket → socket, two instances over Redis',
      value: `p50 ${ms(percentile(across, 50))} ms`,
      goal: '≤ 15 ms',
      detail: `p99 ${ms(percentile(across, 99))} ms, mean ${ms(mean(across))} ms, ${messages} messages`,
    });
    from.terminate();
    to.terminate();
  } finally {
    a!.child.disconnect();
    b!.child.disconnect();
  }
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
