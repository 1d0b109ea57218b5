/**
 * How many pages render at once, and how many may wait for a turn: a render takes memory and CPU,
 * so past `running` at once a page waits in line, and past `waiting` in line it is not rendered at
 * all (the server answers the frame at once). A page whose client leaves, or whose deadline passes,
 * leaves the line.
 */
export interface RenderSlots {
  /**
   * A turn: resolves with its release once the page may render; undefined when the line is full.
   * Rejects with `signal`'s reason when it aborts first.
   */
  take(signal: AbortSignal): Promise<(() => void) | undefined>;
  readonly running: number;
  readonly waiting: number;
}

export function renderSlots(running: number, waiting: number): RenderSlots {
  if (!Number.isInteger(running) || running < 1)
    throw new RangeError('maxConcurrentRenders must be a whole number from 1');
  if (!Number.isInteger(waiting) || waiting < 0) throw new RangeError('maxQueuedRenders must be a whole number from 0');
  let busy = 0;
  /** Those in line: each takes the turn it is handed, or refuses it when its page is no longer wanted. */
  const line: Array<() => boolean> = [];

  const release = () => {
    for (let next = line.shift(); next; next = line.shift()) if (next()) return;
    busy -= 1;
  };
  /** Each turn is released once, whatever its caller does. */
  const turn = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    get running() {
      return busy;
    },
    get waiting() {
      return line.length;
    },
    take(signal) {
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      if (busy < running) {
        busy += 1;
        return Promise.resolve(turn());
      }
      if (line.length >= waiting) return Promise.resolve(undefined);
      return new Promise((resolve, reject) => {
        const admit = () => {
          signal.removeEventListener('abort', leave);
          if (signal.aborted) {
            reject(signal.reason as Error);
            return false;
          }
          resolve(turn());
          return true;
        };
        const leave = () => {
          const at = line.indexOf(admit);
          if (at >= 0) line.splice(at, 1);
          reject(signal.reason as Error);
        };
        line.push(admit);
        signal.addEventListener('abort', leave, { once: true });
      });
    },
  };
}
