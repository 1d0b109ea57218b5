/**
 * The one bound on work at once, for both servers: past `running` at once a task waits in line, and
 * past `waiting` in line it is refused at once (the shop server then answers the frame, or `busy`
 * for an upstream call). A task whose caller gives up (its client left, its deadline passed) leaves
 * the line. `run` wraps take and release around one task.
 * `createClientSlots`: a line of its own per client, for work that one client must not fill for all.
 */
export interface Slots {
  /**
   * A turn: resolves with its release once the task may run; undefined when the line is full.
   * Rejects with `signal`'s reason when it aborts first.
   */
  take(signal: AbortSignal): Promise<(() => void) | undefined>;
  /** `task` in a turn, or `full` at once when the line is full; rejects as `take` does. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T | typeof full>;
  readonly running: number;
  readonly waiting: number;
}

/** What `run` gives when the line is full. */
export const full = Symbol('the line is full');

const never = new AbortController().signal;

export function createSlots(running: number, waiting: number): Slots {
  if (!Number.isInteger(running) || running < 1) throw new RangeError('slots: running must be a whole number from 1');
  if (!Number.isInteger(waiting) || waiting < 0) throw new RangeError('slots: waiting must be a whole number from 0');
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

  const slots: Slots = {
    get running() {
      return busy;
    },
    get waiting() {
      return line.length;
    },
    async run(task, signal = never) {
      const release = await slots.take(signal);
      if (!release) return full;
      try {
        return await task();
      } finally {
        release();
      }
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
  return slots;
}

/**
 * Slots of their own for each client (an address, say), so that one client's calls cannot fill a
 * line others share: past `running` at once a client's task waits in its own line, past `waiting`
 * there it is refused at once (`full`), whatever other clients do. Wrap the shared bound inside
 * `run`. A client's line is kept only while it holds a task, so memory follows the work in hand.
 */
export interface ClientSlots {
  /** `task` in one of `client`'s turns, or `full` at once when its line is full; rejects as `Slots.run`. */
  run<T>(client: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T | typeof full>;
  /** Clients with a task running or waiting. */
  readonly clients: number;
}

export function createClientSlots(running: number, waiting: number): ClientSlots {
  // The bounds are checked once, here, rather than at a first client's call.
  createSlots(running, waiting);
  const lines = new Map<string, Slots>();
  return {
    get clients() {
      return lines.size;
    },
    async run(client, task, signal) {
      let line = lines.get(client);
      if (!line) {
        line = createSlots(running, waiting);
        lines.set(client, line);
      }
      try {
        return await line.run(task, signal);
      } finally {
        if (line.running === 0 && line.waiting === 0 && lines.get(client) === line) lines.delete(client);
      }
    },
  };
}
