/**
 * A bound on upstream calls at once. Each call may hold a 64 MB answer while it is decoded and
 * checked, so a burst of calls (or a hostile upstream that answers slowly) must not grow memory
 * without limit: `max` run, `maxWaiting` wait in order, and past that the caller is told at once.
 * A task whose `abandoned` signal fires while it waits leaves the line without running.
 */
export interface Slots {
  /**
   * Runs `task` in a slot (waiting for one), or returns null when every slot and place in line is
   * taken. When `abandoned` fires while it waits, `task` never runs and the promise rejects.
   */
  run<T>(task: () => Promise<T>, abandoned?: AbortSignal): Promise<T> | null;
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

  /** Waits for a slot; rejects (and leaves the line) when `abandoned` fires first. */
  const inLine = (abandoned: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const turn = () => {
        abandoned?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(abandoned?.reason as Error);
      };
      waiting.push(turn);
      abandoned?.addEventListener('abort', leave, { once: true });
    });

  return {
    run(task, abandoned) {
      if (active >= max && waiting.length >= maxWaiting) return null;
      const queued = active >= max;
      if (!queued) active += 1;
      return (async () => {
        if (queued) await inLine(abandoned);
        try {
          return await task();
        } finally {
          release();
        }
      })();
    },
  };
}
