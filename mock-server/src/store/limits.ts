/**
 * A small fixed-window rate limiter, shared by every limited route. A key ("login:ip:127.0.0.1")
 * may be used `max` times per window of `windowMs`; the window starts at the first use.
 */
import type { Clock } from './clock.js';

export interface RateRule {
  max: number;
  windowMs: number;
}

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A use counted up front, to give back when the attempt turned out not to count (see `take`). */
export type TakenSlot = { allowed: true; release: () => void } | { allowed: false; retryAfterMs: number };

export interface Limits {
  /** Counts one use of `key` under `rule`, unless the window is already full. */
  consume(key: string, rule: RateRule): LimitCheck;
  /** Whether `key` may be used once more, without counting (failure budgets count only failures). */
  peek(key: string, rule: RateRule): LimitCheck;
  /**
   * Counts one use now, before an await, and returns a `release` that gives it back if the window
   * is still the same. Concurrent attempts cannot all pass a peek made before any of them counted.
   */
  take(key: string, rule: RateRule): TakenSlot;
  /** Forgets every window whose key `matches` (POST /dev/reset). */
  clear(matches?: (key: string) => boolean): void;
}

/** Past this many live keys, expired windows are swept before adding more. */
const sweepThreshold = 10_000;

export function createLimits(now: Clock): Limits {
  const windows = new Map<string, { resetsAt: number; count: number }>();

  /** The live window of `key`, opened now if there is none. */
  const windowOf = (key: string, rule: RateRule, time: number) => {
    let window = windows.get(key);
    if (!window || time >= window.resetsAt) {
      if (!window && windows.size >= sweepThreshold) {
        for (const [k, w] of windows) if (time >= w.resetsAt) windows.delete(k);
      }
      window = { resetsAt: time + rule.windowMs, count: 0 };
      windows.set(key, window);
    }
    return window;
  };

  return {
    consume(key, rule) {
      const time = now();
      const window = windowOf(key, rule, time);
      if (window.count >= rule.max) return { allowed: false, retryAfterMs: window.resetsAt - time };
      window.count += 1;
      return { allowed: true };
    },
    take(key, rule) {
      const time = now();
      const window = windowOf(key, rule, time);
      if (window.count >= rule.max) return { allowed: false, retryAfterMs: window.resetsAt - time };
      window.count += 1;
      return {
        allowed: true,
        release() {
          // A window that ended meanwhile was replaced: the new one never counted this use.
          if (windows.get(key) === window && window.count > 0) window.count -= 1;
        },
      };
    },
    clear(matches = () => true) {
      for (const key of windows.keys()) if (matches(key)) windows.delete(key);
    },
    peek(key, rule) {
      const time = now();
      const window = windows.get(key);
      if (!window || time >= window.resetsAt || window.count < rule.max) return { allowed: true };
      return { allowed: false, retryAfterMs: window.resetsAt - time };
    },
  };
}
