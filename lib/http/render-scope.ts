import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one request's render did that decides whether its answer may be kept for others: server.ts runs
 * Next's handler inside a scope, and the session reader marks it when the render saw a signed-in visitor
 * (lib/auth/caller.ts). The page cache refuses to keep a marked answer (decision 0066). The storage lives on
 * globalThis: server.ts and the bundles Next builds load this module separately and must share it.
 */
export interface RenderScope {
  /** The render read a signed-in visitor's identity. */
  personal: boolean;
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
