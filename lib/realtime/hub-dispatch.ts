import { UploadChannel, type HubConnectionState } from './hub-connection';
import type { HubMessage } from './hub-protocol';
import { HubError, type HubLogger, type HubOptions, type HubUser } from './hub-types';
import type { Hub } from './hub';

type End = (state: HubConnectionState<never>, close: { error?: string; allowReconnect?: boolean } | null) => void;

/** The .NET server's error texts (DefaultHubDispatcher, ErrorMessageHelper), which clients parse. */
export const hubErrors = {
  unknownMethod: (target: string) => `Unknown hub method '${target}'`,
  invoking: (name: string) => `An unexpected error occurred invoking '${name}' on the server.`,
  streaming: () => 'An error occurred on the server while streaming results.',
  streamingWithInvoke: (name: string) =>
    `The client attempted to invoke the streaming '${name}' method with a non-streaming invocation.`,
  invokeWithStream: (name: string) =>
    `The client attempted to invoke the non-streaming '${name}' method with a streaming invocation.`,
  rateLimited: 'Rate limit exceeded.',
};

/** `HubError`s are shown to the caller (… HubException: message); anything else stays on the server. */
function describe(prefix: string, error: unknown): string {
  return error instanceof HubError ? `${prefix} HubException: ${error.message}` : prefix;
}

type AnyMethod = (...args: unknown[]) => unknown;
const lookups = new WeakMap<object, Map<string, [string, AnyMethod]>>();

function findMethod<U extends HubUser>(methods: HubOptions<U>['methods'], target: string) {
  let byName = lookups.get(methods);
  if (!byName) {
    byName = new Map(
      Object.entries(methods).map(([name, fn]) => [name.toLowerCase(), [name, fn as unknown as AnyMethod]]),
    );
    lookups.set(methods, byName);
  }
  return byName.get(target.toLowerCase());
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return value != null && typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';
}

export function dispatchMessage<U extends HubUser>(
  hub: Hub<U>,
  options: HubOptions<U>,
  state: HubConnectionState<U>,
  message: HubMessage,
  tools: { log: HubLogger; end: End },
): void {
  switch (message.type) {
    case 1:
    case 4: {
      const uploads = (message.streamIds ?? []).map((id) => {
        const channel = new UploadChannel();
        state.uploads.set(id, channel);
        return channel;
      });
      const run = () => invoke(hub, options, state, message, uploads, tools.log);
      // Calls run one at a time (MaximumParallelInvocationsPerClient = 1); like .NET, calls that stream
      // either way run beside them, so their items and cancellation keep flowing.
      if (message.type === 1 && uploads.length === 0) state.queue = state.queue.then(run);
      else void run();
      return;
    }
    case 2:
      state.uploads.get(message.invocationId)?.push(message.item);
      return;
    case 3: {
      const upload = state.uploads.get(message.invocationId);
      state.uploads.delete(message.invocationId);
      if (message.error !== undefined) upload?.fail(new Error(message.error));
      else upload?.complete();
      return;
    }
    case 5:
      state.streams.get(message.invocationId)?.abort();
      return;
    case 7:
      tools.end(state as HubConnectionState<never>, null);
      return;
    case 8:
      state.acked(message.sequenceId);
      return;
    case 9:
      state.resequence(message.sequenceId);
      return;
    default:
      return;
  }
}

async function invoke<U extends HubUser>(
  hub: Hub<U>,
  options: HubOptions<U>,
  state: HubConnectionState<U>,
  message: Extract<HubMessage, { type: 1 | 4 }>,
  uploads: UploadChannel[],
  log: HubLogger,
): Promise<void> {
  const id = message.invocationId;
  const fail = (error: string) => id !== undefined && state.send({ type: 3, invocationId: id, error });
  // Errors name the target as the client sent it, like DefaultHubDispatcher.
  const target = message.target;
  const found = findMethod(options.methods, target);
  if (!found) return void fail(hubErrors.unknownMethod(target));
  const [name, method] = found;
  // An async generator function is known to stream before it runs; other methods are judged by what they return.
  const isGenerator = method.constructor.name === 'AsyncGeneratorFunction';
  if (isGenerator && message.type === 1) return void fail(hubErrors.streamingWithInvoke(target));
  if (message.type === 4 && state.streams.has(message.invocationId))
    return void fail(`Invocation ID '${message.invocationId}' is already in use.`);
  const controller = new AbortController();
  const ctx = hub.context(state, controller.signal);
  if (options.rateLimit && !(await options.rateLimit(state.user, name))) {
    await Promise.resolve(options.onRateLimited?.(ctx, name)).catch(() => undefined);
    return void fail(`${hubErrors.invoking(target)} HubException: ${hubErrors.rateLimited}`);
  }
  const call = () => method(ctx, ...message.arguments, ...uploads);
  if (message.type === 4) {
    state.streams.set(message.invocationId, controller);
    return stream(state, target, message.invocationId, call, controller, log);
  }
  try {
    const result = await call();
    if (isAsyncIterable(result)) {
      void (result as AsyncIterable<unknown>)[Symbol.asyncIterator]().return?.();
      return void fail(hubErrors.streamingWithInvoke(target));
    }
    if (id !== undefined) state.send({ type: 3, invocationId: id, result });
  } catch (error) {
    if (!(error instanceof HubError))
      log.error({ err: error, method: name, connectionId: state.id }, 'hub method failed');
    fail(describe(hubErrors.invoking(target), error));
  } finally {
    for (const upload of uploads) upload.complete();
    for (const streamId of message.streamIds ?? []) state.uploads.delete(streamId);
  }
}

async function stream<U extends HubUser>(
  state: HubConnectionState<U>,
  target: string,
  id: string,
  start: () => unknown,
  controller: AbortController,
  log: HubLogger,
): Promise<void> {
  let error: string | undefined;
  let source: unknown;
  try {
    source = await start();
    if (!isAsyncIterable(source)) error = hubErrors.invokeWithStream(target);
  } catch (thrown) {
    if (!(thrown instanceof HubError))
      log.error({ err: thrown, method: target, connectionId: state.id }, 'hub method failed');
    error = describe(hubErrors.invoking(target), thrown);
  }
  if (error === undefined) {
    const iterator = (source as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    const cancelled = new Promise<'cancelled'>((resolve) =>
      controller.signal.addEventListener('abort', () => resolve('cancelled'), { once: true }),
    );
    try {
      for (;;) {
        const next = await Promise.race([iterator.next(), cancelled]);
        if (next === 'cancelled') {
          void Promise.resolve(iterator.return?.()).catch(() => undefined);
          break;
        }
        if (next.done) break;
        state.send({ type: 2, invocationId: id, item: next.value });
      }
    } catch (thrown) {
      if (!(thrown instanceof HubError))
        log.error({ err: thrown, method: target, connectionId: state.id }, 'hub stream failed');
      error = describe(hubErrors.streaming(), thrown);
    }
  }
  state.streams.delete(id);
  state.send(error === undefined ? { type: 3, invocationId: id } : { type: 3, invocationId: id, error });
}
