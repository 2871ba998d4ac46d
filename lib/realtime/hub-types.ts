import type { IncomingMessage } from 'node:http';
import type { Bus } from '@/lib/cache/bus';
import type { ConnectionRelay } from './hub-relay';

/** Who is on a connection; `id` is what `clients.user(id)` targets. */
export interface HubUser {
  id: string;
}

export interface ClientProxy {
  /** Sends a server-to-client event (an Invocation without id). */
  send(target: string, ...args: unknown[]): Promise<void>;
}

export interface HubClients {
  all: ClientProxy;
  user(userId: string): ClientProxy;
  group(name: string): ClientProxy;
  client(connectionId: string): ClientProxy;
}

export interface HubGroups {
  add(connectionId: string, group: string): Promise<void>;
  remove(connectionId: string, group: string): Promise<void>;
}

export interface HubConnectionInfo<U extends HubUser> {
  id: string;
  user: U;
  /** Per-connection state the hub's methods may keep. */
  items: Map<string, unknown>;
  /** Ends the connection with a Close message; without allowReconnect the client stays disconnected. */
  close(options?: { error?: string; allowReconnect?: boolean }): void;
}

export interface HubContext<U extends HubUser> {
  connection: HubConnectionInfo<U>;
  user: U;
  clients: HubClients & { caller: ClientProxy; others: ClientProxy };
  groups: HubGroups;
  /** Aborted when the client cancels a stream or the connection ends. */
  signal: AbortSignal;
}

/**
 * A hub method: returns a value (sent as the result), nothing (void completion), a promise of either,
 * or an async iterable (a server stream, called with `connection.stream()`). Client-to-server streams
 * are appended to the arguments as async iterables.
 */
export type HubMethod<U extends HubUser> = (ctx: HubContext<U>, ...args: never[]) => unknown;

export interface HubOptions<U extends HubUser> {
  /** e.g. `/hubs/chat`; negotiate is `${path}/negotiate`. */
  path: string;
  /** Looked up case-insensitively, like the .NET server. */
  methods: Record<string, HubMethod<U>>;
  /** Identifies the caller of negotiate and of the WebSocket upgrade (cookie, `access_token`); null refuses (401). */
  authorize?(request: IncomingMessage): Promise<U | null> | U | null;
  /** Origin allow-list; by default a missing Origin or one naming the request's own host. */
  allowOrigin?(origin: string | undefined, request: IncomingMessage): boolean;
  /** Per-user rate limit asked before each invocation; false refuses it. */
  rateLimit?(user: U, target: string): Promise<boolean> | boolean;
  /** Told when `rateLimit` refused a call (e.g. to send the client a RateLimit event). */
  onRateLimited?(ctx: HubContext<U>, target: string): Promise<void> | void;
  onConnected?(ctx: HubContext<U>): Promise<void> | void;
  onDisconnected?(ctx: HubContext<U>): Promise<void> | void;
  /** Fan-out between instances; the process bus (Redis with REDIS_URL) by default. */
  bus?: Bus | Promise<Bus>;
  /**
   * What the instances share about connections (token single use, SSE and long-polling requests landing
   * on another instance): the process relay by default, on Redis with REDIS_URL (hub-relay.ts).
   */
  relay?: ConnectionRelay | Promise<ConnectionRelay>;
  /** The key that signs connection tokens; by default one derived from the deployment's AUTH_SECRET. */
  secret?: string | Buffer;
  /** Transports negotiate offers (default all three: WebSockets, ServerSentEvents, LongPolling). */
  transports?: ('WebSockets' | 'ServerSentEvents' | 'LongPolling')[];
  /** Accept WebSockets opened without negotiate (`skipNegotiation`), authorized like negotiate (default true). */
  skipNegotiation?: boolean;
  /** How long a long poll waits for something to send before answering empty (.NET PollTimeout). */
  pollTimeoutMs?: number;
  /** Answer useStatefulReconnect when the client asks (default true). */
  statefulReconnect?: boolean;
  keepAliveMs?: number;
  clientTimeoutMs?: number;
  handshakeTimeoutMs?: number;
  /** A negotiated token not used within this time is forgotten. */
  tokenTtlMs?: number;
  /** How long a stateful connection waits for its client to come back after the socket drops. */
  reconnectGraceMs?: number;
  maxMessageBytes?: number;
  /**
   * Un-acked bytes a stateful connection may hold (the .NET StatefulReconnectBufferSize): past it a
   * disconnected connection is dropped, and a connected one past ten times it is closed with allowReconnect.
   */
  statefulBufferBytes?: number;
  /** Bytes waiting in a socket's send buffer past which the client is deemed stalled and its socket dropped. */
  maxPendingBytes?: number;
  logger?: HubLogger;
}

export interface HubLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** An error whose message the caller sees (`… HubException: <message>`), like .NET's HubException. */
export class HubError extends Error {
  override name = 'HubException';
}
