import { ApiError } from './api-client';

/** The server's own (already localised) message of a failed call, or undefined for the caller's fallback text. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body.message || undefined : undefined;
}
