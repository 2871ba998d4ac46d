import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HubEndpoint } from './upgrade-router';
import { createHubRequestHandler, createUpgradeRouter } from './upgrade-router';

/** node:http + the upgrade router on an ephemeral loopback port, as server.ts wires them (tests, bench). */
export async function startHubServer(
  endpoints: HubEndpoint[],
): Promise<{ origin: string; server: Server; close(): Promise<void> }> {
  const requests = createHubRequestHandler(endpoints);
  const server = createServer((req, res) => {
    if (!requests(req, res)) res.writeHead(404).end();
  });
  server.on(
    'upgrade',
    createUpgradeRouter(endpoints, (_req, socket) => socket.destroy()),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
