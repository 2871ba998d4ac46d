import {
  connectionReducer,
  connectionView,
  initialConnectionState,
  isRefusal,
  RECONNECT_DELAYS_MS,
  reconnectDelay,
  type ConnectionEvent,
  type ConnectionState,
} from './connection-state';

const half = () => 0.5; // no jitter
const run = (events: ConnectionEvent['type'][], from: ConnectionState = initialConnectionState) =>
  events.reduce((state, type) => connectionReducer(state, { type } as ConnectionEvent, half), from);

describe('the assistant connection as the employer sees it', () => {
  it('says connected only after a start that succeeded, and shows no error while connecting', () => {
    expect(connectionView(initialConnectionState)).toEqual({
      label: 'connecting',
      canSend: false,
      alert: null,
      retry: false,
    });
    expect(connectionView(run(['start', 'connected']))).toEqual({
      label: 'connected',
      canSend: true,
      alert: null,
      retry: false,
    });
  });

  it('reconnects by itself after a loss with growing pauses, reading "reconnecting", never an error', () => {
    let state = run(['start', 'connected', 'lost']);
    const pauses: number[] = [];
    while (state.status === 'reconnecting') {
      pauses.push(state.retryInMs!);
      expect(connectionView(state)).toEqual({ label: 'reconnecting', canSend: false, alert: null, retry: false });
      // The scheduled attempt keeps the label and fails again (the server is still down).
      state = connectionReducer(state, { type: 'start' }, half);
      expect(state.status).toBe('reconnecting');
      state = connectionReducer(state, { type: 'lost' }, half);
    }
    expect(pauses).toEqual([...RECONNECT_DELAYS_MS]);
    expect(pauses.every((p, i) => i === 0 || p >= pauses[i - 1]!)).toBe(true);
    expect(pauses.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(120_000);
    // Only when the pauses run out: disconnected, with the error and a retry.
    expect(connectionView(state)).toEqual({
      label: 'disconnected',
      canSend: false,
      alert: 'connection',
      retry: true,
    });
  });

  it('comes back to connected from any attempt, and a later loss starts the pauses again', () => {
    const back = run(['start', 'connected', 'lost', 'start', 'lost', 'start', 'connected']);
    expect(back).toEqual({ status: 'connected', attempt: 0, retryInMs: null });
    expect(run(['lost'], back)).toMatchObject({ status: 'reconnecting', attempt: 1, retryInMs: 0 });
  });

  it('a first start that fails is retried the same way', () => {
    expect(run(['start', 'lost'])).toMatchObject({ status: 'reconnecting', attempt: 1 });
  });

  it('the retry after giving up starts afresh', () => {
    let state = run(['start', 'connected']);
    for (let i = 0; i <= RECONNECT_DELAYS_MS.length; i++) state = run(['lost', 'start'], state);
    state = run(['lost'], state);
    expect(state.status).toBe('disconnected');
    expect(run(['lost'], state).status).toBe('disconnected');
    const retried = run(['retry'], state);
    expect(retried).toEqual({ status: 'connecting', attempt: 0, retryInMs: null });
    expect(connectionView(retried).alert).toBeNull();
    expect(run(['start', 'connected'], retried).status).toBe('connected');
  });

  it('the request limit closes the connection without retrying and without a retry button', () => {
    const limited = run(['start', 'connected', 'rateLimited']);
    expect(connectionView(limited)).toEqual({
      label: 'disconnected',
      canSend: false,
      alert: 'rateLimit',
      retry: false,
    });
    // The close that follows the limit is not a loss to recover from.
    expect(run(['lost', 'start'], limited)).toEqual(limited);
  });

  it('a refusal (signed out, removed from the company) is not retried by itself, but can be retried', () => {
    const refused = run(['start', 'connected', 'lost', 'start', 'refused']);
    expect(connectionView(refused)).toEqual({
      label: 'disconnected',
      canSend: false,
      alert: 'connection',
      retry: true,
    });
    expect(isRefusal(new Error('hub token: 401'))).toBe(true);
    expect(
      isRefusal(new Error("Failed to complete negotiation with the server: Error: Forbidden: Status code '403'")),
    ).toBe(true);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRefusal(new Error('hub token: 502'))).toBe(false);
  });

  it('a retry or a start while connected changes nothing', () => {
    const connected = run(['start', 'connected']);
    expect(run(['retry', 'start'], connected)).toEqual(connected);
  });

  it('jitters the pauses by at most a fifth, and gives up after the last', () => {
    expect(reconnectDelay(3, () => 0)).toBe(3200);
    expect(reconnectDelay(3, () => 1)).toBe(4800);
    expect(reconnectDelay(0, () => 1)).toBe(0);
    expect(reconnectDelay(RECONNECT_DELAYS_MS.length)).toBeNull();
  });
});
