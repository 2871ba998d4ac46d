import { isSequenced, MessageType, type Frame, type HubMessage, type HubProtocol } from './hub-protocol';

/**
 * The transport under a hub connection: a WebSocket, a Server-Sent Events response, or the queue that
 * long polls take from (lib/realtime/hub-transports.ts).
 */
export interface HubSink {
  readonly transport: 'WebSockets' | 'ServerSentEvents' | 'LongPolling';
  isOpen(): boolean;
  /** Bytes written but not yet taken by the client. */
  pending(): number;
  send(frame: Frame): void;
  /** Drops the transport at once (the client sees an error and may reconnect). */
  abort(): void;
  /** Ends the transport after what was sent. */
  close(): void;
}

/**
 * One logical hub connection: its transport (replaced on a stateful reconnect), the outbound buffer and
 * the sequence numbers of stateful reconnect (§7 of the protocol notes; the JS client's MessageBuffer),
 * and the timestamps the hub's keep-alive tick reads.
 */
export class HubConnectionState<U> {
  socket: HubSink | null = null;
  protocol: HubProtocol | null = null;
  handshaken = false;
  ended = false;
  /** While true, nothing but a Sequence is accepted from the client and nothing is written to it. */
  resyncing = false;
  lastSent = Date.now();
  lastReceived = Date.now();
  attachedAt = Date.now();
  detachedAt = 0;
  /** Long polling: when the poll under way began (null between polls), and when the last one ended. */
  pollingSince: number | null = null;
  lastPolled = Date.now();
  readonly groups = new Set<string>();
  readonly items = new Map<string, unknown>();
  /** Runs non-streaming invocations one at a time (MaximumParallelInvocationsPerClient = 1). */
  queue: Promise<void> = Promise.resolve();
  readonly streams = new Map<string, AbortController>();
  readonly uploads = new Map<string, UploadChannel>();

  private sentCount = 0;
  private buffer: { id: number; frame: Frame }[] = [];
  private bufferBytes = 0;
  private nextIncoming = 1;
  private latestIncoming = 0;
  private ackTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly id: string,
    /** The connection id inside the token (the registry's key; `id` is the token itself for version 0). */
    readonly token: string,
    readonly user: U,
    readonly stateful: boolean,
    private readonly maxPendingBytes = 1024 * 1024,
  ) {}

  /** Encodes and sends one message; under stateful reconnect numbered messages are kept until acked. */
  send(message: HubMessage, encoded?: Frame): void {
    if (this.ended || !this.protocol) return;
    const frame = encoded ?? this.protocol.write(message);
    if (this.stateful && isSequenced(message)) {
      this.sentCount += 1;
      this.buffer.push({ id: this.sentCount, frame });
      this.bufferBytes += sizeOf(frame);
    }
    this.write(frame);
  }

  write(frame: Frame): void {
    if (!this.socket || this.resyncing || !this.socket.isOpen()) return;
    // A client that does not read would make the server hold everything sent to it: drop its socket.
    if (this.socket.pending() > this.maxPendingBytes) {
      this.socket.abort();
      return;
    }
    this.lastSent = Date.now();
    this.socket.send(frame);
  }

  /** False for messages to drop: anything before the Sequence after a reconnect, and replayed duplicates. */
  accept(message: HubMessage): boolean {
    if (!this.stateful) return true;
    if (this.resyncing) return message.type === MessageType.Sequence;
    if (!isSequenced(message)) return true;
    const current = this.nextIncoming++;
    if (current <= this.latestIncoming) return false;
    this.latestIncoming = current;
    this.scheduleAck();
    return true;
  }

  /** The client's Ack: frees what it has processed. */
  acked(sequenceId: number): void {
    while (this.buffer.length > 0 && this.buffer[0]!.id <= sequenceId)
      this.bufferBytes -= sizeOf(this.buffer.shift()!.frame);
  }

  /** The client's Sequence after a reconnect: our own Sequence (oldest un-acked id, as both clients do), then the replay. */
  resequence(sequenceId: number): void {
    this.nextIncoming = sequenceId;
    this.resyncing = false;
    const oldest = this.buffer[0]?.id ?? this.sentCount + 1;
    this.write(this.protocol!.write({ type: MessageType.Sequence, sequenceId: oldest }));
    for (const entry of this.buffer) this.write(entry.frame);
  }

  /** Bytes sent but not acked yet (stateful reconnect only). */
  bufferedBytes(): number {
    return this.bufferBytes;
  }

  private scheduleAck(): void {
    if (this.ackTimer) return;
    // One second, like both clients: one Ack covers a burst.
    this.ackTimer = setTimeout(() => {
      this.ackTimer = null;
      if (this.protocol && !this.ended)
        this.write(this.protocol.write({ type: MessageType.Ack, sequenceId: this.latestIncoming }));
    }, 1000);
    this.ackTimer.unref();
  }

  dispose(): void {
    this.ended = true;
    if (this.ackTimer) clearTimeout(this.ackTimer);
    for (const controller of this.streams.values()) controller.abort();
    for (const upload of this.uploads.values()) upload.fail(new Error('The connection ended.'));
    this.buffer = [];
    this.bufferBytes = 0;
  }
}

function sizeOf(frame: Frame): number {
  return typeof frame === 'string' ? frame.length : frame.byteLength;
}

/** A client-to-server stream: items pushed by StreamItem messages, ended by their Completion. */
export class UploadChannel implements AsyncIterable<unknown> {
  private items: unknown[] = [];
  private done = false;
  private error: Error | null = null;
  private wake: (() => void) | null = null;

  push(item: unknown): void {
    this.items.push(item);
    this.notify();
  }

  complete(): void {
    this.done = true;
    this.notify();
  }

  fail(error: Error): void {
    this.error = error;
    this.done = true;
    this.notify();
  }

  private notify() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<unknown> {
    for (;;) {
      if (this.items.length > 0) {
        yield this.items.shift();
        continue;
      }
      if (this.error) throw this.error;
      if (this.done) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}
