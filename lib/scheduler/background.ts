/**
 * The background loops running in this process, kept on globalThis: Next's bundled code starts them
 * (instrumentation.ts) and the custom server stops them on shutdown, from another module copy.
 */
export interface BackgroundHandle {
  stop(): Promise<void>;
}

const globalForJobs = globalThis as typeof globalThis & { __wakatBackground?: BackgroundHandle[] };

/** True the first time in a process; later callers must not start anything. */
export function claimBackgroundStart(): boolean {
  if (globalForJobs.__wakatBackground) return false;
  globalForJobs.__wakatBackground = [];
  return true;
}

export function registerBackground(...handles: BackgroundHandle[]): void {
  (globalForJobs.__wakatBackground ??= []).push(...handles);
}

/** Stops every loop and waits for the passes under way (before the database closes). */
export async function stopBackgroundWork(): Promise<void> {
  const handles = globalForJobs.__wakatBackground ?? [];
  globalForJobs.__wakatBackground = undefined;
  await Promise.allSettled(handles.map((h) => h.stop()));
}
