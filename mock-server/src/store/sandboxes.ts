/**
 * Per-session sandboxes: a request carrying `X-Mock-Session: <name>` works in that name's own store
 * (users, sessions, carts, codes, outbox; rate limits stay the server's), seeded like a fresh server and sharing the
 * read-only catalogue. Parallel test workers can then share one server without seeing each other.
 *
 * Names are chosen by clients, so memory is bounded twice: a sandbox idle for `idleMs` is dropped,
 * and past `max` sandboxes the least recently used one is dropped. A Map keeps insertion order, and a
 * sandbox is moved to the end on every use, so the front is always the least recently used: both
 * sweeps only ever look at the front.
 */
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

interface Sandbox {
  store: Store;
  lastUsed: number;
}

export function createSandboxes(base: Store, now: Clock, options: SandboxOptions = defaultSandboxOptions): Sandboxes {
  const sandboxes = new Map<string, Sandbox>();

  const dropIdle = (time: number) => {
    for (const [name, sandbox] of sandboxes) {
      if (time - sandbox.lastUsed < options.idleMs) break;
      sandboxes.delete(name);
    }
  };

  return {
    enabled: options.max > 0,
    storeFor(name) {
      if (!sessionNamePattern.test(name))
        throw new RangeError('A session name is 1-64 letters, digits, ".", "_" or "-"');
      const time = now();
      dropIdle(time);
      const sandbox = sandboxes.get(name) ?? { store: devExtensionOf(base).fork(), lastUsed: time };
      sandbox.lastUsed = time;
      sandboxes.delete(name);
      sandboxes.set(name, sandbox);
      while (sandboxes.size > options.max) {
        const oldest = sandboxes.keys().next().value;
        if (oldest === undefined) break;
        sandboxes.delete(oldest);
      }
      return sandbox.store;
    },
    get size() {
      return sandboxes.size;
    },
    names: () => [...sandboxes.keys()],
    clear: () => sandboxes.clear(),
  };
}
