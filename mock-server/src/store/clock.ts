/** Milliseconds since the epoch. Injected everywhere time matters, so tests can move it forward. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const minutes = (n: number) => n * 60_000;
export const days = (n: number) => n * 24 * 60 * 60_000;

/**
 * The server's one clock: `base` plus an offset that only grows (POST /dev/clock). Browser tests move
 * it past a rate-limit window instead of sleeping through it. Never backwards: a window, code or
 * session that has ended must not come back to life.
 */
export interface MovableClock {
  readonly now: Clock;
  readonly offsetMs: number;
  advance(ms: number): void;
}

export function movableClock(base: Clock): MovableClock {
  let offsetMs = 0;
  return {
    now: () => base() + offsetMs,
    get offsetMs() {
      return offsetMs;
    },
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('a clock moves forward by whole milliseconds');
      offsetMs += ms;
    },
  };
}
