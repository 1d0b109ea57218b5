/**
 * Per-session sandboxes: a request carrying `X-Mock-Session: <name>` works in that name's own store
 * (users, sessions, carts, codes, outbox; rate limits stay the server's), seeded like a fresh server and sharing the
 * read-only catalogue. Parallel test workers can then share one server without seeing each other.
 *
 * Names are chosen by clients, so memory is bounded twice: a sandbox idle for `idleMs` is dropped,
 * and past `max` sandboxes the least recently used one is dropped. Both are lru-cache's: `ttl` with
 * the age renewed on every use, read from the server's one clock (so POST /dev/clock ages them too).
 */
import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.js';
import { devExtensionOf } from './dev.js';
import type { Store } from './index.js';

/** Letters, digits, '.', '_' and '-', 1 to 64 of them: safe in logs, URLs and JSON. */
export const sessionNamePattern = /^[A-Za-z0-9._-]{1,64}$/;

export interface SandboxOptions {
  /** Most sandboxes alive at once; 0 turns the X-Mock-Session header off. */
  max: number;
  /** A sandbox unused for this long is dropped. */
  idleMs: number;
}

export const defaultSandboxOptions: SandboxOptions = { max: 1000, idleMs: 30 * 60_000 };

export interface Sandboxes {
  readonly enabled: boolean;
  /** The named sandbox, created in the seeded state when it does not exist (or expired). */
  storeFor(name: string): Store;
  readonly size: number;
  /** Names, least recently used first. */
  names(): string[];
  clear(): void;
}

export function createSandboxes(base: Store, now: Clock, options: SandboxOptions = defaultSandboxOptions): Sandboxes {
  const sandboxes = new LRUCache<string, Store>({
    max: Math.max(1, options.max),
    ttl: options.idleMs,
    updateAgeOnGet: true,
    perf: { now },
    // The clock is read on every use, never cached between timer ticks: it may be moved by hand.
    ttlResolution: 0,
  });

  return {
    enabled: options.max > 0,
    storeFor(name) {
      if (!sessionNamePattern.test(name))
        throw new RangeError('A session name is 1-64 letters, digits, ".", "_" or "-"');
      const known = sandboxes.get(name);
      if (known) return known;
      const store = devExtensionOf(base).fork();
      sandboxes.set(name, store);
      return store;
    },
    get size() {
      sandboxes.purgeStale();
      return sandboxes.size;
    },
    names: () => {
      sandboxes.purgeStale();
      return [...sandboxes.rkeys()];
    },
    clear: () => sandboxes.clear(),
  };
}
