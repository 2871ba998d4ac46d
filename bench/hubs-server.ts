// Child process of bench/hubs.ts and bench/realtime-transports.ts: one hub instance on an ephemeral
// loopback port. argv: [redisUrl] [redisPrefix]; with Redis, events and the connection relay (token
// single use, SSE and long-polling requests for connections held elsewhere) go through it.
// Answers 'memory' messages with its memory after a GC.
import type { IncomingMessage } from 'node:http';
import { memoryBus, redisBus } from '@/lib/cache/bus';
import { createHub } from '@/lib/realtime/hub';
import { memoryRelay, redisRelay } from '@/lib/realtime/hub-relay';
import { startHubServer } from '@/lib/realtime/hub-test-server';

async function main() {
  const [redisUrl, prefix = 'bench'] = process.argv.slice(2);
  const bus = redisUrl ? await redisBus(redisUrl) : memoryBus();
  const relay = redisUrl ? await redisRelay(redisUrl, prefix) : memoryRelay();
  const hub = createHub({
    path: '/hubs/bench',
    bus,
    relay,
    // Instances of one deployment share its secret.
    secret: 'bench-deployment-secret',
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
