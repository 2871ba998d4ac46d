import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';
import type { Bus } from '@/lib/cache/bus';
import { HubConnectionState } from './hub-connection';
import { dispatchMessage } from './hub-dispatch';
import { createFanout, type Fanout } from './hub-fanout';
import { handshakeReply, MessageType, parseHandshake, ProtocolError, protocolNamed, type Frame } from './hub-protocol';
import type { HubContext, HubLogger, HubOptions, HubUser } from './hub-types';
import { processLogger, redactUrl, sameHost, toFrame } from './hub-request';
import type { HubEndpoint } from './upgrade-router';

/** The .NET defaults (HubOptions, HttpConnectionDispatcherOptions). */
const DEFAULTS = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  tokenTtlMs: 15_000,
  reconnectGraceMs: 15_000,
  maxMessageBytes: 32 * 1024,
  statefulBufferBytes: 100_000,
  maxPendingBytes: 1024 * 1024,
};

export type Hub<U extends HubUser> = Fanout & {
  endpoint: HubEndpoint;
  /** Resolves once the hub listens on its bus. */
  ready: Promise<void>;
  /** Closes every connection (Close with allowReconnect, so clients move to another instance) and stops. */
  close(): Promise<void>;
  connectionCount(): number;
  /** @internal for the dispatcher */
  context(state: HubConnectionState<U>, signal?: AbortSignal): HubContext<U>;
};

interface Pending<U> {
  connectionId: string;
  user: U;
  createdAt: number;
  stateful: boolean;
}

let anonymousCount = 0;

export function createHub<U extends HubUser>(options: HubOptions<U>): Hub<U> {
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  const log: HubLogger = options.logger ?? processLogger();
  const pending = new Map<string, Pending<U>>();
  const byToken = new Map<string, HubConnectionState<U>>();
  const authorize = options.authorize ?? (() => ({ id: `anonymous-${++anonymousCount}` }) as U);
  const allowOrigin = options.allowOrigin ?? sameHost;
  const busPromise: Promise<Bus> = Promise.resolve(options.bus ?? import('@/lib/cache/bus').then((m) => m.getBus()));
  const fanout = createFanout<U>(options.path, busPromise, (state, close) =>
    end(state as HubConnectionState<U>, close),
  );

  const hub: Hub<U> = {
    ...fanout.api,
    ready: fanout.ready,
    endpoint: {
      path: options.path,
      handleRequest,
      authorize: authorizeUpgrade,
      onConnection,
      close: () => hub.close(),
    },
    connectionCount: () => byToken.size,
    context,
    async close() {
      clearInterval(timer);
      for (const state of [...byToken.values()]) end(state, { allowReconnect: true });
      await fanout.stop();
    },
  };

  function context(state: HubConnectionState<U>, signal = new AbortController().signal): HubContext<U> {
    const caller = {
      send: async (target: string, ...args: unknown[]) => state.send({ type: 1, target, arguments: args }),
    };
    return {
      connection: {
        id: state.id,
        user: state.user,
        items: state.items,
        close: (close) => end(state, close ?? {}),
      },
      user: state.user,
      clients: { ...fanout.api.clients, caller, others: fanout.others(state.id) },
      groups: fanout.api.groups,
      signal,
    };
  }

  /** POST {path}/negotiate?negotiateVersion=1 → token, connection id, WebSockets only. */
  function handleRequest(req: IncomingMessage, res: ServerResponse): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== `${options.path}/negotiate`) return false;
    const answer = (status: number, body?: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(body ? JSON.stringify(body) : undefined);
    };
    if (req.method !== 'POST') return (answer(405), true);
    if (!allowOrigin(req.headers.origin, req)) return (answer(403), true);
    void Promise.resolve(authorize(req))
      .then((user) => {
        if (!user) return answer(401);
        const stateful =
          settings.statefulReconnect !== false && url.searchParams.get('useStatefulReconnect') === 'true';
        // 192 random bits, base64url: the client puts it into ?id= without encoding it.
        const connectionToken = randomBytes(24).toString('base64url');
        const connectionId = randomBytes(16).toString('base64url');
        pending.set(connectionToken, { connectionId, user, createdAt: Date.now(), stateful });
        answer(200, {
          negotiateVersion: 1,
          connectionId,
          connectionToken,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
          ...(stateful ? { useStatefulReconnect: true } : {}),
        });
      })
      .catch((error: unknown) => {
        log.error({ err: error, url: redactUrl(req.url) }, 'hub negotiate failed');
        answer(500);
      });
    return true;
  }

  /** Upgrade checks in the order of the protocol notes: Origin, the token and its user, one socket per token. */
  async function authorizeUpgrade(req: IncomingMessage): Promise<{ ok: true } | { ok: false; status: number }> {
    if (!allowOrigin(req.headers.origin, req)) return { ok: false, status: 403 };
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('id') ?? '';
    const waiting = pending.get(token);
    const existing = byToken.get(token);
    const owner = waiting?.user ?? existing?.user;
    if (!owner || (waiting && Date.now() - waiting.createdAt > settings.tokenTtlMs)) return { ok: false, status: 404 };
    if (options.authorize) {
      const user = await options.authorize(req);
      if (!user) return { ok: false, status: 401 };
      if (user.id !== owner.id) return { ok: false, status: 404 };
    }
    // A stateful connection may come back before its old socket is known dead; the new socket replaces it.
    if (existing && (!existing.stateful || !existing.handshaken)) return { ok: false, status: 409 };
    return { ok: true };
  }

  function onConnection(socket: WebSocket, req: IncomingMessage) {
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('id') ?? '';
    let state = byToken.get(token);
    if (state) {
      if (!state.stateful || !state.handshaken) return socket.close(1008);
      // A stateful reconnect: same connection, no handshake; wait for the client's Sequence.
      const previous = state.socket;
      state.socket = null;
      previous?.terminate();
      state.resyncing = true;
    } else {
      const waiting = pending.get(token);
      if (!waiting) return socket.close(1008);
      pending.delete(token);
      state = new HubConnectionState(
        waiting.connectionId,
        token,
        waiting.user,
        waiting.stateful,
        settings.maxPendingBytes,
      );
      byToken.set(token, state);
    }
    const current = state;
    current.socket = socket;
    current.attachedAt = current.lastReceived = current.lastSent = Date.now();
    log.info({ hub: options.path, connectionId: current.id, url: redactUrl(req.url) }, 'hub socket open');
    socket.on('message', (data, isBinary) => receive(current, toFrame(data, isBinary)));
    socket.on('close', () => detached(current, socket));
    socket.on('error', () => socket.terminate());
  }

  function receive(state: HubConnectionState<U>, frame: Frame) {
    state.lastReceived = Date.now();
    try {
      if (!state.handshaken) return handshake(state, frame);
      for (const message of state.protocol!.parse(frame, settings.maxMessageBytes)) {
        if (state.ended) return;
        if (!state.accept(message)) continue;
        dispatchMessage(hub, options, state, message, { log, end });
      }
    } catch (error) {
      // Like .NET without detailed errors: the reason is logged, the client reads only that it failed.
      const reason = error instanceof ProtocolError || error instanceof SyntaxError ? error.message : String(error);
      log.warn({ connectionId: state.id, reason }, 'hub connection closed with an error');
      end(state, { error: 'Connection closed with an error.' });
    }
  }

  function handshake(state: HubConnectionState<U>, frame: Frame) {
    let request: ReturnType<typeof parseHandshake>;
    try {
      request = parseHandshake(frame);
    } catch {
      state.socket?.send(handshakeReply(null, 'An unexpected error occurred during connection handshake.'));
      return end(state, {});
    }
    const protocol = protocolNamed(request.protocol);
    const version = request.version;
    // Version 2 adds Ack/Sequence; clients that negotiated stateful reconnect ask for it, others for 1.
    if (!protocol || (version !== 1 && version !== 2)) {
      const error = protocol
        ? `The server does not support version ${String(version)} of the '${protocol.name}' protocol.`
        : `The protocol '${String(request.protocol)}' is not supported.`;
      state.socket?.send(handshakeReply(protocol, error));
      return end(state, {});
    }
    state.protocol = protocol;
    if (version !== 2) (state as { stateful: boolean }).stateful = false;
    state.handshaken = true;
    state.write(handshakeReply(protocol));
    fanout.attach(state);
    void Promise.resolve(options.onConnected?.(context(state))).catch((error: unknown) =>
      log.error({ err: error, connectionId: state.id }, 'hub onConnected failed'),
    );
    if (request.rest) receive(state, request.rest);
  }

  function detached(state: HubConnectionState<U>, socket: WebSocket) {
    if (state.socket !== socket) return;
    state.socket = null;
    state.detachedAt = Date.now();
    const keep = state.stateful && state.handshaken && state.bufferedBytes() <= settings.statefulBufferBytes;
    if (!keep) end(state, null);
  }

  /** Ends a connection: a Close message (unless `close` is null), the socket, the registries. */
  function end(state: HubConnectionState<U>, close: { error?: string; allowReconnect?: boolean } | null) {
    if (state.ended) return;
    if (close && state.protocol) state.write(state.protocol.write({ type: MessageType.Close, ...close }));
    state.dispose();
    const socket = state.socket;
    state.socket = null;
    socket?.close(1000);
    byToken.delete(state.token);
    if (state.handshaken) {
      fanout.detach(state);
      void Promise.resolve(options.onDisconnected?.(context(state))).catch((error: unknown) =>
        log.error({ err: error, connectionId: state.id }, 'hub onDisconnected failed'),
      );
    }
  }

  // One tick for every connection: keep-alive pings, client and handshake timeouts, stale tokens.
  const shortest = Math.min(
    settings.keepAliveMs,
    settings.clientTimeoutMs,
    settings.tokenTtlMs,
    settings.handshakeTimeoutMs,
    settings.reconnectGraceMs,
  );
  const tickMs = Math.max(10, Math.min(1000, shortest / 5));
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [token, entry] of pending) if (now - entry.createdAt > settings.tokenTtlMs) pending.delete(token);
    for (const state of byToken.values()) {
      const overBuffer = state.stateful && state.bufferedBytes() > settings.statefulBufferBytes;
      if (!state.socket) {
        if (overBuffer || now - state.detachedAt > settings.reconnectGraceMs) end(state, null);
        continue;
      }
      if (overBuffer && state.bufferedBytes() > 10 * settings.statefulBufferBytes) {
        end(state, { allowReconnect: true });
        continue;
      }
      if (!state.handshaken) {
        if (now - state.attachedAt > settings.handshakeTimeoutMs) {
          state.socket.send(handshakeReply(null, 'Handshake was canceled.'));
          end(state, null);
        }
        continue;
      }
      if (now - state.lastReceived > settings.clientTimeoutMs) {
        // Like .NET: the connection is aborted, so the client sees an error and may reconnect.
        log.info({ connectionId: state.id }, 'hub client timed out');
        // A stateful connection keeps its grace period: its client may still come back on a new socket.
        state.socket.terminate();
        if (!state.stateful) end(state, null);
        continue;
      }
      if (now - state.lastSent >= settings.keepAliveMs && !state.resyncing)
        state.write(state.protocol!.write({ type: 6 }));
    }
  }, tickMs);
  timer.unref();

  return hub;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
