import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';
import type { HubSink } from './hub-connection';
import type { ConnectionRelay } from './hub-relay';
import type { Frame } from './hub-protocol';

/**
 * The three transports of the SignalR protocol (TransportProtocols.md of dotnet/aspnetcore; the
 * .NET server's WebSocketsServerTransport, ServerSentEventsServerTransport, LongPollingServerTransport).
 */
export type TransportName = HubSink['transport'];

export const ALL_TRANSPORTS: TransportName[] = ['WebSockets', 'ServerSentEvents', 'LongPolling'];

/** What negotiate offers for each transport: SSE carries text only. */
export function availableTransports(names: TransportName[]) {
  return names.map((transport) => ({
    transport,
    transferFormats: transport === 'ServerSentEvents' ? ['Text'] : ['Text', 'Binary'],
  }));
}

export function webSocketSink(socket: WebSocket): HubSink {
  return {
    transport: 'WebSockets',
    isOpen: () => socket.readyState === socket.OPEN,
    pending: () => socket.bufferedAmount,
    send: (frame) => socket.send(frame),
    abort: () => socket.terminate(),
    close: () => socket.close(1000),
  };
}

/** One SSE event per write: each line of the record as `data: …`, then an empty line (the .NET formatter). */
export function sseEvent(frame: Frame): string {
  const text = typeof frame === 'string' ? frame : Buffer.from(frame).toString('utf8');
  return `${text
    .split(/\r?\n/)
    .map((line) => `data: ${line}\r\n`)
    .join('')}\r\n`;
}

/** Opens the event stream on `res` (headers as .NET sends them, plus no proxy buffering) and returns its sink. */
export function serverSentEventsSink(res: ServerResponse): HubSink {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache,no-store',
    Pragma: 'no-cache',
    'Content-Encoding': 'identity',
    'X-Accel-Buffering': 'no',
  });
  // Some EventSource implementations fire `open` only once data arrives: a comment line.
  res.write(':\r\n');
  res.socket?.setNoDelay(true);
  return {
    transport: 'ServerSentEvents',
    isOpen: () => !res.writableEnded && !res.destroyed,
    pending: () => res.writableLength,
    send: (frame) => void res.write(sseEvent(frame)),
    abort: () => res.destroy(),
    close: () => res.end(),
  };
}

/**
 * A long-polling connection's outgoing side: every frame goes to the relay's queue, which the next poll
 * takes on whichever instance it lands. `onError` learns of a relay failure (the connection is then ended).
 */
export function longPollingSink(
  relay: ConnectionRelay,
  connectionId: string,
  ttlMs: number,
  onError: (error: unknown) => void,
): HubSink {
  let open = true;
  // One chain, so frames and the final release reach the relay in the order they were written.
  let chain: Promise<void> = Promise.resolve();
  const then = (step: () => Promise<void>) => {
    chain = chain.then(step).catch((error: unknown) => {
      if (open) onError(error);
    });
  };
  return {
    transport: 'LongPolling',
    isOpen: () => open,
    pending: () => 0,
    send: (frame) => then(() => relay.push(connectionId, frame, ttlMs)),
    abort: () => {
      if (!open) return;
      open = false;
      then(() => relay.release(connectionId));
    },
    close() {
      this.abort();
    },
  };
}

/**
 * Answers one poll: what is queued at once, else waits for a frame, the end of the connection (204) or the
 * poll timeout (200, empty), as the .NET server does. The client has at most one poll out at a time.
 */
export async function answerPoll(
  relay: ConnectionRelay,
  connectionId: string,
  req: IncomingMessage,
  res: ServerResponse,
  timeoutMs: number,
): Promise<void> {
  const watch = relay.watch(connectionId);
  const gone = new Promise<void>((resolve) => res.once('close', resolve));
  const seen = (active: boolean) => relay.forward(connectionId, { kind: 'poll', active }).catch(() => false);
  void seen(true);
  try {
    await watch.ready;
    let { frames, status } = await relay.take(connectionId);
    if (frames.length === 0) {
      if (status !== 'live') return void res.writeHead(204, { 'Content-Type': 'text/plain' }).end();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([watch.changed, timedOut, gone]);
      clearTimeout(timer);
      if (res.destroyed || req.destroyed) return;
      ({ frames, status } = await relay.take(connectionId));
      if (frames.length === 0 && status !== 'live')
        return void res.writeHead(204, { 'Content-Type': 'text/plain' }).end();
    }
    const body = joinFrames(frames);
    res.writeHead(200, {
      'Content-Type': body.length === 0 ? 'text/plain' : 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    });
    res.end(body);
  } finally {
    watch.stop();
    void seen(false);
  }
}

function joinFrames(frames: Frame[]): Buffer {
  return Buffer.concat(frames.map((frame) => (typeof frame === 'string' ? Buffer.from(frame, 'utf8') : frame)));
}

/** The request body, or null past `limit` bytes (the request is then drained, not kept). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
