import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';
import type { Bus } from '@/lib/cache/bus';
import { issueConnectionToken, newConnectionId, readConnectionToken, type ConnectionClaims } from './connection-token';
import { HubConnectionState, type HubSink } from './hub-connection';
import { dispatchMessage } from './hub-dispatch';
import { createFanout, type Fanout } from './hub-fanout';
import { handshakeReply, MessageType, parseHandshake, ProtocolError, protocolNamed, type Frame } from './hub-protocol';
import { processRelay, type ConnectionRelay, type Inbound } from './hub-relay';
import type { HubContext, HubLogger, HubOptions, HubUser } from './hub-types';
import { processLogger, redactUrl, sameHost, toFrame } from './hub-request';
import {
  ALL_TRANSPORTS,
  answerPoll,
  availableTransports,
  longPollingSink,
  readBody,
  serverSentEventsSink,
  webSocketSink,
} from './hub-transports';
import type { HubEndpoint } from './upgrade-router';

/*
 * One hub: negotiate, the upgrade checks, the HTTP transports and the life of each connection. Longer than
 * 400 lines because these share one hub's state (its connections, the relay, the signing key, the settings)
 * in the closure of `createHub`; what needs none of it already lives beside it (protocol, transports, fan-out,
 * dispatch, relay, tokens).
 */

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
  // .NET waits 90 s; 50 s stays under the 60 s read timeout of a default nginx proxy.
  pollTimeoutMs: 50_000,
};

/** What a client reads when its connection is closed for a protocol error (.NET without detailed errors). */
const CLOSED_WITH_ERROR = 'Connection closed with an error.';

export type Hub<U extends HubUser> = Fanout & {
  endpoint: HubEndpoint;
  /** The names of the methods clients may invoke (tests run each one under every rule). */
  methods: readonly string[];
  /** Resolves once the hub listens on its bus. */
  ready: Promise<void>;
  /** Closes every connection (Close with allowReconnect, so clients move to another instance) and stops. */
  close(): Promise<void>;
  connectionCount(): number;
  /** @internal for the dispatcher */
  context(state: HubConnectionState<U>, signal?: AbortSignal): HubContext<U>;
};

/** What the upgrade check decided, for the socket that follows. */
type Verdict<U> =
  | { kind: 'new'; claims: ConnectionClaims; token: string; user: U }
  | { kind: 'direct'; user: U }
  | { kind: 'resume'; state: HubConnectionState<U> };

type Status = { ok: false; status: number };

export function createHub<U extends HubUser>(options: HubOptions<U>): Hub<U> {
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  const log: HubLogger = options.logger ?? processLogger();
  const transports = options.transports ?? ALL_TRANSPORTS;
  /** Live connections of this instance, by the connection id inside their token. */
  const connections = new Map<string, HubConnectionState<U>>();
  const unlisten = new Map<string, () => void>();
  const ownedAt = new Map<string, number>();
  const verdicts = new WeakMap<IncomingMessage, Verdict<U>>();
  const anonymous = () => ({ id: `anonymous-${randomBytes(12).toString('base64url')}` }) as U;
  const authorize = options.authorize ?? anonymous;
  const allowOrigin = options.allowOrigin ?? sameHost;
  const busPromise: Promise<Bus> = Promise.resolve(options.bus ?? import('@/lib/cache/bus').then((m) => m.getBus()));
  const relayPromise: Promise<ConnectionRelay> = Promise.resolve(options.relay ?? processRelay());
  // The deployment's secret signs connection tokens, so every instance accepts what any of them issued.
  const keyPromise: Promise<Buffer> = options.secret
    ? Promise.resolve(Buffer.from(options.secret))
    : import('@/lib/secret').then((m) => m.derivedKey('hub-connection'));
  keyPromise.catch(() => undefined);
  relayPromise.catch(() => undefined);
  const ownTtlMs = settings.clientTimeoutMs * 2;
  const fanout = createFanout<U>(options.path, busPromise, (state, close) =>
    end(state as HubConnectionState<U>, close),
  );

  const hub: Hub<U> = {
    ...fanout.api,
    methods: Object.keys(options.methods),
    ready: fanout.ready,
    endpoint: {
      path: options.path,
      handleRequest,
      authorize: authorizeUpgrade,
      onConnection,
      close: () => hub.close(),
    },
    connectionCount: () => connections.size,
    context,
    async close() {
      clearInterval(timer);
      for (const state of [...connections.values()]) end(state, { allowReconnect: true });
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

  /** `{path}/negotiate` and the HTTP transports on `{path}` (SSE stream, poll, send, DELETE). */
  function handleRequest(req: IncomingMessage, res: ServerResponse): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== `${options.path}/negotiate` && url.pathname !== options.path) return false;
    const negotiating = url.pathname !== options.path;
    void (negotiating ? negotiate(req, res, url) : httpTransport(req, res, url)).catch((error: unknown) => {
      log.error({ err: error, url: redactUrl(req.url) }, 'hub request failed');
      // Only the relay (Redis) can fail here: the client may retry.
      if (!res.headersSent) plain(res, 503);
      else res.destroy();
    });
    return true;
  }

  /**
   * POST {path}/negotiate[?negotiateVersion=1]: a signed token bound to the caller, the hub and an expiry.
   * Without a version (protocol version 0, the 2.x clients) there is no separate token: the connection id
   * the client gets is the token, as in ASP.NET Core.
   */
  async function negotiate(req: IncomingMessage, res: ServerResponse, url: URL) {
    const answer = (status: number, body?: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(body ? JSON.stringify(body) : undefined);
    };
    if (req.method !== 'POST') return answer(405);
    if (!allowOrigin(req.headers.origin, req)) return answer(403);
    const user = await authorize(req);
    if (!user) return answer(401);
    const version = Number(url.searchParams.get('negotiateVersion') ?? 0) >= 1 ? 1 : 0;
    const stateful =
      version === 1 &&
      settings.statefulReconnect !== false &&
      transports.includes('WebSockets') &&
      url.searchParams.get('useStatefulReconnect') === 'true';
    const connectionId = newConnectionId();
    const token = issueConnectionToken(await keyPromise, {
      connectionId,
      userId: user.id,
      hub: options.path,
      expiresAt: Date.now() + settings.tokenTtlMs,
      stateful,
      version,
    });
    const offered = availableTransports(transports);
    if (version === 0) return answer(200, { connectionId: token, availableTransports: offered });
    answer(200, {
      negotiateVersion: 1,
      connectionId,
      connectionToken: token,
      availableTransports: offered,
      ...(stateful ? { useStatefulReconnect: true } : {}),
    });
  }

  /** The caller of a connection's request must be who negotiated it (anonymous hubs: the token's identity). */
  async function identify(req: IncomingMessage, claims: ConnectionClaims): Promise<{ ok: true; user: U } | Status> {
    if (!options.authorize) return { ok: true, user: { id: claims.userId } as U };
    const user = await options.authorize(req);
    if (!user) return { ok: false, status: 401 };
    if (user.id !== claims.userId) return { ok: false, status: 404 };
    return { ok: true, user };
  }

  /** The token of `?id=`, checked: signed by this deployment for this hub, and the caller its user. */
  async function connectionOf(
    req: IncomingMessage,
    token: string,
  ): Promise<{ ok: true; claims: ConnectionClaims; user: U } | Status> {
    const claims = readConnectionToken(await keyPromise, token, options.path);
    if (!claims) return { ok: false, status: 404 };
    const who = await identify(req, claims);
    return who.ok ? { ok: true, claims, user: who.user } : who;
  }

  /** Single use across instances: the first request of a fresh token claims its connection id. */
  async function claim(claims: ConnectionClaims): Promise<boolean> {
    const left = claims.expiresAt - Date.now();
    if (left <= 0) return false;
    return (await relayPromise).claim(claims.connectionId, left + 1000);
  }

  /** Upgrade checks in the order of the protocol notes: Origin, the token and its user, one socket per token. */
  async function authorizeUpgrade(req: IncomingMessage): Promise<{ ok: true } | Status> {
    if (!allowOrigin(req.headers.origin, req)) return { ok: false, status: 403 };
    if (!transports.includes('WebSockets')) return { ok: false, status: 404 };
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('id');
    if (token === null) {
      // skipNegotiation: the upgrade itself is authenticated like negotiate, so it may open a connection.
      if (options.skipNegotiation === false) return { ok: false, status: 404 };
      const user = await authorize(req);
      if (!user) return { ok: false, status: 401 };
      verdicts.set(req, { kind: 'direct', user });
      return { ok: true };
    }
    const checked = await connectionOf(req, token);
    if (!checked.ok) return checked;
    const { claims, user } = checked;
    const existing = connections.get(claims.connectionId);
    if (existing) {
      // A stateful connection may come back before its old socket is known dead; the new socket replaces it.
      if (!existing.stateful || !existing.handshaken || existing.socket?.transport === 'LongPolling')
        return { ok: false, status: 409 };
      if (existing.socket && existing.socket.transport !== 'WebSockets') return { ok: false, status: 409 };
      verdicts.set(req, { kind: 'resume', state: existing });
      return { ok: true };
    }
    let claimed: boolean;
    try {
      claimed = await claim(claims);
    } catch (error) {
      log.warn({ err: error }, 'hub relay unavailable');
      return { ok: false, status: 503 };
    }
    // A used token is a replay, or a stateful connection resuming on another instance than the one holding
    // its state: refused, so the client ends that connection and its automatic reconnect negotiates anew.
    if (!claimed) return { ok: false, status: 404 };
    verdicts.set(req, { kind: 'new', claims, token, user });
    return { ok: true };
  }

  function onConnection(socket: WebSocket, req: IncomingMessage) {
    const verdict = verdicts.get(req);
    verdicts.delete(req);
    if (!verdict) return socket.close(1008);
    let state: HubConnectionState<U>;
    if (verdict.kind === 'resume') {
      state = verdict.state;
      if (state.ended) return socket.close(1008);
      // A stateful reconnect: same connection, no handshake; wait for the client's Sequence.
      const previous = state.socket;
      state.socket = null;
      previous?.abort();
      state.resyncing = true;
    } else {
      state = open(verdict.kind === 'new' ? verdict : null, verdict.user);
    }
    attach(state, webSocketSink(socket), req);
    const sink = state.socket!;
    socket.on('message', (data, isBinary) => receive(state, toFrame(data, isBinary)));
    socket.on('close', () => detached(state, sink));
    socket.on('error', () => socket.terminate());
  }

  /** A new connection of this instance; version 0 clients know it by its token. */
  function open(from: { claims: ConnectionClaims; token: string } | null, user: U): HubConnectionState<U> {
    const key = from?.claims.connectionId ?? newConnectionId();
    const publicId = from && from.claims.version === 0 ? from.token : key;
    const state = new HubConnectionState(publicId, key, user, from?.claims.stateful ?? false, settings.maxPendingBytes);
    connections.set(key, state);
    return state;
  }

  function attach(state: HubConnectionState<U>, sink: HubSink, req: IncomingMessage) {
    state.socket = sink;
    state.attachedAt = state.lastReceived = state.lastSent = Date.now();
    log.info(
      { hub: options.path, connectionId: state.id, transport: sink.transport, url: redactUrl(req.url) },
      'hub connection open',
    );
  }

  /**
   * GET with `Accept: text/event-stream` opens an SSE stream; another GET is a long poll (the first one
   * opens the connection and is answered at once); POST carries client data; DELETE ends the connection.
   * Any instance takes any of them: client data reaches the owner through the relay.
   */
  async function httpTransport(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!allowOrigin(req.headers.origin, req)) return plain(res, 403);
    const token = url.searchParams.get('id');
    if (!token) return plain(res, 400, 'Connection ID required');
    if (!['GET', 'POST', 'DELETE'].includes(req.method ?? '')) return plain(res, 405);
    const checked = await connectionOf(req, token);
    if (!checked.ok) return plain(res, checked.status);
    const { claims } = checked;
    const id = claims.connectionId;
    const relay = await relayPromise;
    if (req.method === 'POST') {
      // The socket's frame limit applies to a send; past it the connection ends, as a socket would.
      const body = await readBody(req, 2 * settings.maxMessageBytes);
      if (body === null) {
        await relay.forward(id, { kind: 'abort' });
        return plain(res, 413);
      }
      const delivered = await relay.forward(id, { kind: 'data', frame: new Uint8Array(body) });
      return plain(res, delivered ? 200 : 404);
    }
    if (req.method === 'DELETE') return plain(res, (await relay.forward(id, { kind: 'delete' })) ? 202 : 404);
    const sse = (req.headers.accept ?? '').includes('text/event-stream');
    if (!transports.includes(sse ? 'ServerSentEvents' : 'LongPolling')) return plain(res, 404);
    const local = connections.get(id);
    // A poll of a long-polling connection, live or just ended (what is left, then 204), held here or elsewhere.
    if (!sse && (local?.socket?.transport === 'LongPolling' || (!local && (await relay.status(id)) !== null)))
      return answerPoll(relay, id, req, res, settings.pollTimeoutMs);
    if (local) return plain(res, 409);
    if (!(await claim(claims))) return plain(res, 404);
    const state = open({ claims, token }, checked.user);
    // Listening before the client hears back: its first send may follow at once, on any instance.
    unlisten.set(id, await relay.listen(id, (message) => inbound(state, message)));
    if (sse) {
      const sink = serverSentEventsSink(res);
      attach(state, sink, req);
      res.on('close', () => detached(state, sink));
      return;
    }
    await relay.own(id, ownTtlMs);
    ownedAt.set(id, Date.now());
    attach(
      state,
      longPollingSink(relay, id, ownTtlMs, (error) => {
        log.warn({ err: error, connectionId: state.id }, 'hub relay unavailable');
        end(state, null);
      }),
      req,
    );
    // The first poll only opens the connection.
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': 0,
      'Cache-Control': 'no-store',
    });
    res.end();
  }

  function inbound(state: HubConnectionState<U>, message: Inbound) {
    if (state.ended) return;
    if (message.kind === 'data') return receive(state, message.frame);
    if (message.kind === 'delete') return end(state, null);
    if (message.kind === 'poll') {
      state.pollingSince = message.active ? Date.now() : null;
      if (!message.active) state.lastPolled = Date.now();
      return;
    }
    log.warn({ connectionId: state.id, reason: 'request too large' }, 'hub connection closed with an error');
    end(state, { error: CLOSED_WITH_ERROR });
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
      end(state, { error: CLOSED_WITH_ERROR });
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

  function detached(state: HubConnectionState<U>, socket: HubSink) {
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
    socket?.close();
    connections.delete(state.token);
    ownedAt.delete(state.token);
    unlisten.get(state.token)?.();
    unlisten.delete(state.token);
    if (state.handshaken) {
      fanout.detach(state);
      void Promise.resolve(options.onDisconnected?.(context(state))).catch((error: unknown) =>
        log.error({ err: error, connectionId: state.id }, 'hub onDisconnected failed'),
      );
    }
  }

  // One tick for every connection: keep-alive pings, client and handshake timeouts, reconnect grace.
  const shortest = Math.min(
    settings.keepAliveMs,
    settings.clientTimeoutMs,
    settings.handshakeTimeoutMs,
    settings.reconnectGraceMs,
  );
  const tickMs = Math.max(10, Math.min(1000, shortest / 5));
  const timer = setInterval(() => {
    const now = Date.now();
    for (const state of connections.values()) {
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
      // Long-polling clients send no pings (their transport keeps itself alive): a connection lives while a
      // poll is under way (bounded, should the instance serving it die) or ended within the client timeout.
      const lost =
        state.socket.transport === 'LongPolling'
          ? state.pollingSince !== null
            ? now - state.pollingSince > settings.pollTimeoutMs + settings.clientTimeoutMs
            : now - state.lastPolled > settings.clientTimeoutMs
          : now - state.lastReceived > settings.clientTimeoutMs;
      if (lost) {
        // Like .NET: the connection is aborted, so the client sees an error and may reconnect.
        log.info({ connectionId: state.id }, 'hub client timed out');
        // A stateful connection keeps its grace period: its client may still come back on a new socket.
        state.socket.abort();
        if (!state.stateful) end(state, null);
        continue;
      }
      // A long-polling connection tells the other instances it still lives, well before that lapses.
      const owned = ownedAt.get(state.token);
      if (owned !== undefined && now - owned > ownTtlMs / 3) {
        ownedAt.set(state.token, now);
        void relayPromise.then((relay) => relay.own(state.token, ownTtlMs)).catch(() => undefined);
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

function plain(res: ServerResponse, status: number, text?: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
  res.end(text);
}
