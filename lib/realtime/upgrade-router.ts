import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

/** A real-time endpoint mounted on the custom server, e.g. `/hubs/chat`. */
export interface HubEndpoint {
  path: string;
  /** Decides whether the upgrade may proceed (Origin, session); answers the HTTP status otherwise. */
  authorize?(request: IncomingMessage): Promise<{ ok: true } | { ok: false; status: number }>;
  onConnection(socket: WebSocket, request: IncomingMessage): void;
  /** Plain HTTP requests under the hub's path (SignalR's negotiate); true when answered. */
  handleRequest?(request: IncomingMessage, response: ServerResponse): boolean;
  /** On shutdown: tell connected clients to reconnect (elsewhere) and stop. */
  close?(): Promise<void>;
}

const HUB_PREFIX = '/hubs/';

/**
 * Owns WebSocket upgrades for the hubs under /hubs/; every other upgrade (Next's dev hot
 * reload among them) is handed to `fallback`.
 */
export function createUpgradeRouter(
  endpoints: HubEndpoint[],
  fallback: (request: IncomingMessage, socket: Duplex, head: Buffer) => void,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  return function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!pathname.startsWith(HUB_PREFIX)) {
      fallback(request, socket, head);
      return;
    }
    // Read at each upgrade: hubs may register after the server started (see hubs.ts).
    const endpoint = endpoints.find((e) => e.path === pathname);
    if (!endpoint) {
      reject(socket, 404);
      return;
    }
    const authorize = endpoint.authorize ?? (async () => ({ ok: true as const }));
    authorize(request)
      .then((verdict) => {
        if (!verdict.ok) {
          reject(socket, verdict.status);
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => endpoint.onConnection(ws, request));
      })
      .catch(() => reject(socket, 500));
  };
}

/** Answers the hubs' HTTP requests (negotiate) before Next sees them; false for anything else. */
export function createHubRequestHandler(endpoints: HubEndpoint[]) {
  return function handleHubRequest(request: IncomingMessage, response: ServerResponse): boolean {
    if (!request.url?.startsWith(HUB_PREFIX)) return false;
    return endpoints.some((endpoint) => endpoint.handleRequest?.(request, response) ?? false);
  };
}

function reject(socket: Duplex, status: number) {
  const reason =
    status === 404
      ? 'Not Found'
      : status === 403
        ? 'Forbidden'
        : status === 401
          ? 'Unauthorized'
          : status === 409
            ? 'Conflict'
            : 'Error';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
