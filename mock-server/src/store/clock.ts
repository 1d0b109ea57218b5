/** Milliseconds since the epoch. Injected everywhere time matters, so tests can move it forward. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const minutes = (n: number) => n * 60_000;
export const days = (n: number) => n * 24 * 60 * 60_000;

/** How far ahead of its base a clock may be moved in all: far enough for any delivery date or expiry. */
export const maxClockOffsetMs = days(400);

/**
 * A store's one clock: `base` plus an offset that only grows (POST /dev/clock), up to 400 days.
 * Browser tests move it past a rate-limit window instead of sleeping through it. Never backwards: a
 * window, code or session that has ended must not come back to life. Bounded, so no number of calls
 * pushes a Date past its range.
 */
export interface MovableClock {
  readonly now: Clock;
  readonly offsetMs: number;
  /** False, and no move, when the offset would pass maxClockOffsetMs. */
  advance(ms: number): boolean;
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
      if (offsetMs + ms > maxClockOffsetMs) return false;
      offsetMs += ms;
      return true;
    },
  };
}
