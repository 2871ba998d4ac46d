import { getAppliedStatuses } from './api/get-applied-statuses';
import { HISTORY_BATCH } from './constants';

/**
 * Which offers on screen the signed-in candidate has applied to (spec: application history asked with
 * isConfirmed=true and jobAdvertisementsIds in batches of 25). One store per page; cards that mount
 * together share one request per 25 ids.
 */
export interface AppliedStore {
  subscribe(listener: () => void): () => void;
  isApplied(offerId: number): boolean | undefined;
  request(offerId: number): void;
  /** What the page-state call told: of `asked`, the `applied` ones (no request for them follows). */
  prime(asked: number[], applied: number[]): void;
}

export function createAppliedStore(): AppliedStore {
  const statuses = new Map<number, boolean>();
  const queued = new Set<number>();
  const listeners = new Set<() => void>();
  let scheduled = false;

  async function load(ids: number[]) {
    for (let i = 0; i < ids.length; i += HISTORY_BATCH) {
      const batch = ids.slice(i, i + HISTORY_BATCH);
      const applied = await getAppliedStatuses(batch).catch(() => null);
      if (!applied) continue;
      for (const id of batch) statuses.set(id, applied.has(id));
    }
    listeners.forEach((l) => l());
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isApplied: (id) => statuses.get(id),
    prime(asked, applied) {
      const yes = new Set(applied);
      for (const id of asked) statuses.set(id, yes.has(id));
      listeners.forEach((l) => l());
    },
    request(id) {
      if (statuses.has(id) || queued.has(id)) return;
      queued.add(id);
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        scheduled = false;
        const ids = [...queued];
        queued.clear();
        void load(ids);
      }, 0);
    },
  };
}

let shared: AppliedStore | undefined;

/** The page's store (created on first use, in the browser only). */
export function appliedStore(): AppliedStore {
  shared ??= createAppliedStore();
  return shared;
}

/** Primes the page's store with the page-state call's answer (decision 0066). */
export function primeAppliedStore(asked: number[], applied: number[]): void {
  appliedStore().prime(asked, applied);
}
