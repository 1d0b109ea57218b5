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

export interface Limits {
  /** Counts one use of `key` under `rule`, unless the window is already full. */
  consume(key: string, rule: RateRule): LimitCheck;
  /** Whether `key` may be used once more, without counting (failure budgets count only failures). */
  peek(key: string, rule: RateRule): LimitCheck;
}

/** Past this many live keys, expired windows are swept before adding more. */
const sweepThreshold = 10_000;

export function createLimits(now: Clock): Limits {
  const windows = new Map<string, { resetsAt: number; count: number }>();

  return {
    consume(key, rule) {
      const time = now();
      let window = windows.get(key);
      if (!window || time >= window.resetsAt) {
        if (!window && windows.size >= sweepThreshold) {
          for (const [k, w] of windows) if (time >= w.resetsAt) windows.delete(k);
        }
        window = { resetsAt: time + rule.windowMs, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= rule.max) return { allowed: false, retryAfterMs: window.resetsAt - time };
      window.count += 1;
      return { allowed: true };
    },
    peek(key, rule) {
      const time = now();
      const window = windows.get(key);
      if (!window || time >= window.resetsAt || window.count < rule.max) return { allowed: true };
      return { allowed: false, retryAfterMs: window.resetsAt - time };
    },
  };
}
