/**
 * At most `size` callers run at once; the rest wait in order. Used around the write of an application:
 * many 1 MB writes and commits in flight at once compete for the same disk and thread pool and finish
 * later in total than a few at a time (bench/apply.ts: 39/s at 10 in flight against 55/s at 3).
 */
export function createSlots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inSlot<T>(run: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await run();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
