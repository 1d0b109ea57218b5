/**
 * JSON kept in this browser's localStorage for client-only state (the cart lines, the cart outbox).
 * Reading never throws: storage may be disabled, full, or hold something an old version or a hand
 * edit wrote, so each caller re-validates what it reads.
 */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser: the shop still works, it just forgets
  }
}

/** The parsed value under `key`; undefined when there is none or it is not JSON. */
export function readStoredJson(key: string, storage: Storage | undefined = browserStorage()): unknown {
  const raw = storage?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeStoredJson(key: string, value: unknown, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // quota full or storage disabled: keep working with the in-memory state
  }
}
