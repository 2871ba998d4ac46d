import { getBus } from '@/lib/cache/bus';
import { logger } from '@/lib/log';

/**
 * A generation number per board that every cache of offer results (counts, cluster indexes) puts
 * in its key. `offersChanged` bumps it here and, through the bus, on every other instance, so
 * the next request recomputes instead of serving what was true before the change. When the bus
 * comes back after a Redis outage, changes announced meanwhile were lost: the instance announces
 * EVERY_BOARD, and every instance (itself included) moves every board to a new generation.
 */
const CHANNEL = 'wakat:offers-changed';
const EVERY_BOARD = '*';

interface BoardVersions {
  versions: Map<number, number>;
  /** Added to every board's generation; moves when every board must be read again. */
  base?: number;
  watching?: Promise<void>;
}

const globalForBoards = globalThis as typeof globalThis & { __wakatBoardVersions?: BoardVersions };
const state: BoardVersions = (globalForBoards.__wakatBoardVersions ??= { versions: new Map<number, number>() });

/** Generation 0 stands for "any board" (the all-boards count); every change bumps it too. */
export const ANY_BOARD = 0;

function bump(tenantId: number) {
  for (const id of new Set([tenantId, ANY_BOARD])) state.versions.set(id, (state.versions.get(id) ?? 0) + 1);
}

/** Listens for changes made by other instances (once per process). */
export function watchBoardChanges(): Promise<void> {
  state.watching ??= getBus()
    .then((bus) => {
      bus.subscribe(CHANNEL, (message) => {
        if (message === EVERY_BOARD) return void (state.base = (state.base ?? 0) + 1);
        const tenantId = Number(message);
        if (Number.isInteger(tenantId)) bump(tenantId);
      });
      bus.onReconnect(() => {
        logger.info('offer changes may have been missed while Redis was away: every board is read again');
        void bus.publish(CHANNEL, EVERY_BOARD);
      });
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'board change subscription failed'));
  return state.watching;
}

/** The board's current generation; caches key their entries by it. */
export function boardVersion(tenantId: number): number {
  void watchBoardChanges();
  return (state.versions.get(tenantId) ?? 0) + (state.base ?? 0);
}

/** Call after offers of a board are published, changed, expired or removed. */
export async function offersChanged(tenantId: number): Promise<void> {
  bump(tenantId);
  await watchBoardChanges();
  try {
    await (await getBus()).publish(CHANNEL, String(tenantId));
  } catch (error) {
    logger.warn({ err: error, tenantId }, 'could not announce an offer change to other instances');
  }
}
