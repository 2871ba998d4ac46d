import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What one request's render did that decides whether its answer may be kept for others: server.ts runs
 * Next's handler inside a scope, and the session reader marks it when the render saw a signed-in visitor
 * (lib/auth/caller.ts). The page cache refuses to keep a marked answer (decision 0066). The storage lives on
 * globalThis: server.ts and the bundles Next builds load this module separately and must share it.
 */
export interface RenderScope {
  /** The render read a signed-in visitor's identity. */
  personal: boolean;
  /** The status the page asked for in place of Next's 200 (a page that renders its own 404). */
  status?: number;
}

const KEY = Symbol.for('wakat.render-scope');
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RenderScope> | undefined>;
const storage: AsyncLocalStorage<RenderScope> = (holder[KEY] ??= new AsyncLocalStorage<RenderScope>());

export function runInRenderScope<T>(scope: RenderScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** Marks the current request's render as personal (a no-op outside a scope: tests, scripts). */
export function markPersonalRender(): void {
  const scope = storage.getStore();
  if (scope) scope.personal = true;
}

/**
 * Sets the current request's status from inside its render (a no-op outside a scope). Next's `notFound()` is
 * not rendered on the server (its 404 document is empty until the browser renders it), so a page with nothing
 * to show renders its 404 itself and asks for the status here (decision 0083).
 */
export function setRenderStatus(status: number): void {
  const scope = storage.getStore();
  if (scope) scope.status = status;
}

/**
 * Makes `res` answer with the status its render asked for when Next sends a 200 (server.ts). Only a
 * document's answer (GET or HEAD): a client navigation's payload stays 200, or Next's router would reload the
 * page instead of showing the 404 in place, and a server action's answer is the action's.
 */
export function keepRenderStatus(req: IncomingMessage, res: ServerResponse, scope: RenderScope): void {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.rsc !== undefined) return;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(status === 200 && scope.status ? scope.status : status, ...rest)) as typeof res.writeHead;
}
