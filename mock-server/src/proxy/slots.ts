/**
 * A bound on upstream calls at once. Each call may hold a 64 MB answer while it is decoded and
 * checked, so a burst of calls (or a hostile upstream that answers slowly) must not grow memory
 * without limit: `max` run, `maxWaiting` wait in order, and past that the caller is told at once.
 */
export interface Slots {
  /** Runs `task` in a slot (waiting for one), or returns null when every slot and place in line is taken. */
  run<T>(task: () => Promise<T>): Promise<T> | null;
}

export function createSlots(max: number, maxWaiting: number): Slots {
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next in line
    else active -= 1;
  };

  return {
    run(task) {
      if (active >= max && waiting.length >= maxWaiting) return null;
      const queued = active >= max;
      if (!queued) active += 1;
      return (async () => {
        if (queued) await new Promise<void>((resolve) => waiting.push(resolve));
        try {
          return await task();
        } finally {
          release();
        }
      })();
    },
  };
}
