// Child process of bench/hubs.ts: one hub instance on an ephemeral loopback port.
// argv: [redisUrl]; answers 'memory' messages with its memory after a GC.
import type { IncomingMessage } from 'node:http';
import { memoryBus, redisBus } from '@/lib/cache/bus';
import { createHub } from '@/lib/realtime/hub';
import { startHubServer } from '@/lib/realtime/hub-test-server';

async function main() {
  const redisUrl = process.argv[2];
  const bus = redisUrl ? await redisBus(redisUrl) : memoryBus();
  const hub = createHub({
    path: '/hubs/bench',
    bus,
    logger: { info: () => undefined, warn: () => undefined, error: (data, message) => console.error(message, data) },
    authorize: (req: IncomingMessage) => ({ id: String(req.headers['x-user'] ?? 'anonymous') }),
    methods: {
      Tell: (ctx, userId: string, text: string) => ctx.clients.user(userId).send('Heard', text),
    },
  });
  const server = await startHubServer([hub.endpoint]);
  await hub.ready;
  process.on('message', (message) => {
    if (message !== 'memory') return;
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ rss, heapUsed, connections: hub.connectionCount() });
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ origin: server.origin });
}

void main();
