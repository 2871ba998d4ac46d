import type { Server } from 'node:http';

/**
 * Stops an HTTP server the way a balancer expects on SIGTERM: no new connections, idle keep-alive
 * connections closed, requests under way finished — those still running after `timeoutMs` are cut.
 */
export async function drainHttp(server: Server, timeoutMs: number): Promise<'drained' | 'cut'> {
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<'drained'>((resolve) => server.close(() => resolve('drained')));
  server.closeIdleConnections();
  const cut = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      resolve('cut');
    }, timeoutMs);
  });
  const outcome = await Promise.race([closed, cut]);
  clearTimeout(timer);
  return outcome;
}

export interface Shutdown {
  server: Server;
  /** How long requests under way may take to finish (default 10 s). */
  timeoutMs?: number;
  /** Run as shutdown begins, while requests finish (e.g. tell `/readyz` to answer 503, close hub sockets). */
  begin?: () => void;
  /** Run once HTTP is drained, in order (stop background jobs, then close Redis and the database). */
  end?: () => Promise<unknown>;
  log: (message: string, fields?: Record<string, unknown>) => void;
  exit?: (code: number) => void;
}

/** The SIGTERM/SIGINT handler of a server process: drains HTTP, runs `end`, exits 0; a second signal exits at once. */
export function gracefulShutdown({ server, timeoutMs = 10_000, begin, end, log, exit = process.exit }: Shutdown) {
  let started = false;
  return (signal: string) => {
    if (started) return exit(1);
    started = true;
    const since = Date.now();
    log('shutting down: no new connections, finishing requests under way', { signal, timeoutMs });
    begin?.();
    void drainHttp(server, timeoutMs)
      .then((outcome) =>
        log(outcome === 'drained' ? 'requests finished' : 'requests cut at the timeout', { ms: Date.now() - since }),
      )
      .then(() => end?.())
      .catch(() => undefined)
      .finally(() => exit(0));
  };
}
