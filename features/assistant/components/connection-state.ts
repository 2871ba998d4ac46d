/**
 * The assistant's connection as the employer sees it, as a reducer of what the connection reports. The
 * label always says what the connection is doing: "connected" only after a start that succeeded, never
 * beside an error; a lost connection is retried on its own with growing pauses ("reconnecting"), and only
 * when the pauses run out does it say "disconnected" and offer a retry. The request limit is not retried.
 */

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'rateLimited';

export interface ConnectionState {
  status: ConnectionStatus;
  /** Failed attempts since the last time it was connected. */
  attempt: number;
  /** How long to wait before the next attempt while reconnecting. */
  retryInMs: number | null;
}

export type ConnectionEvent =
  /** An attempt to connect begins (the first one, or a scheduled retry). */
  | { type: 'start' }
  /** The hub answered the handshake. */
  | { type: 'connected' }
  /** An attempt failed, or an open connection closed (a server restart, the network). */
  | { type: 'lost' }
  /** The board refused the employer (signed out, no longer a member): retrying by itself would not help. */
  | { type: 'refused' }
  /** The hub said the request limit is reached: nothing is retried until the employer asks. */
  | { type: 'rateLimited' }
  /** The employer pressed "try again", or the browser came back online. */
  | { type: 'retry' };

/** Whether a failed start was the board saying no (HTTP 401 or 403), not the server being away. */
export const isRefusal = (error: unknown): boolean =>
  /\b(401|403)\b/.test(error instanceof Error ? error.message : String(error));

/** Pauses before the attempts after a loss (about two and a half minutes in all), then it gives up. */
export const RECONNECT_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 15_000, 30_000, 30_000, 30_000, 30_000] as const;

/**
 * The pause before attempt `attempt` (0 = the first after the loss), with ±20 % jitter so the employers
 * of one restarted server do not all come back in the same instant; null when it is time to give up.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number | null {
  const base = RECONNECT_DELAYS_MS[attempt];
  if (base === undefined) return null;
  return Math.round(base * (0.8 + 0.4 * random()));
}

export const initialConnectionState: ConnectionState = { status: 'connecting', attempt: 0, retryInMs: null };

export function connectionReducer(
  state: ConnectionState,
  event: ConnectionEvent,
  random: () => number = Math.random,
): ConnectionState {
  switch (event.type) {
    case 'start':
      if (state.status === 'rateLimited' || state.status === 'connected') return state;
      // A scheduled retry still reads "reconnecting" while it runs.
      return { status: state.attempt > 0 ? 'reconnecting' : 'connecting', attempt: state.attempt, retryInMs: null };
    case 'connected':
      return { status: 'connected', attempt: 0, retryInMs: null };
    case 'lost': {
      if (state.status === 'rateLimited' || state.status === 'disconnected') return state;
      const delay = reconnectDelay(state.attempt, random);
      if (delay === null) return { status: 'disconnected', attempt: state.attempt, retryInMs: null };
      return { status: 'reconnecting', attempt: state.attempt + 1, retryInMs: delay };
    }
    case 'refused':
      if (state.status === 'rateLimited') return state;
      return { status: 'disconnected', attempt: state.attempt, retryInMs: null };
    case 'rateLimited':
      return { status: 'rateLimited', attempt: 0, retryInMs: null };
    case 'retry':
      if (state.status === 'connected' || state.status === 'connecting') return state;
      return { status: 'connecting', attempt: 0, retryInMs: null };
  }
}

/** What the popover shows for a state: the status line, whether it can send, and which alert. */
export interface ConnectionView {
  label: 'connecting' | 'connected' | 'reconnecting' | 'disconnected';
  canSend: boolean;
  alert: 'connection' | 'rateLimit' | null;
  /** The "try again" button (only when it no longer tries by itself). */
  retry: boolean;
}

export function connectionView(state: ConnectionState): ConnectionView {
  switch (state.status) {
    case 'connected':
      return { label: 'connected', canSend: true, alert: null, retry: false };
    case 'connecting':
      return { label: 'connecting', canSend: false, alert: null, retry: false };
    case 'reconnecting':
      return { label: 'reconnecting', canSend: false, alert: null, retry: false };
    case 'disconnected':
      return { label: 'disconnected', canSend: false, alert: 'connection', retry: true };
    case 'rateLimited':
      return { label: 'disconnected', canSend: false, alert: 'rateLimit', retry: false };
  }
}
