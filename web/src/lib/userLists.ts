/**
 * Lists kept on this device for one shopper (keyed by email) in localStorage, for what the hosted
 * API does not store: the wishlist and the address book. Readers get the same array back until the
 * list changes, as useSyncExternalStore requires; other tabs are followed through the storage event.
 */
export interface UserListStore<Item> {
  read(email: string): readonly Item[];
  write(email: string, items: readonly Item[]): void;
  clear(email: string): void;
  subscribe(listener: () => void): () => void;
}

export function createUserListStore<Item>(prefix: string, isItem: (value: unknown) => value is Item): UserListStore<Item> {
  const changed = `${prefix}-changed`;
  const empty: readonly Item[] = Object.freeze([]);
  const cache = new Map<string, { raw: string; items: readonly Item[] }>();
  const keyOf = (email: string) => `${prefix}:${email.trim().toLowerCase()}`;

  function read(email: string): readonly Item[] {
    const key = keyOf(email);
    const raw = localStorage.getItem(key);
    if (!raw) return empty;
    const cached = cache.get(key);
    if (cached?.raw === raw) return cached.items;
    let items: readonly Item[] = empty;
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (Array.isArray(parsed)) items = parsed.filter(isItem);
    } catch {
      // A damaged entry reads as an empty list; the next save overwrites it.
    }
    cache.set(key, { raw, items });
    return items;
  }

  function write(email: string, items: readonly Item[]): void {
    localStorage.setItem(keyOf(email), JSON.stringify(items));
    window.dispatchEvent(new Event(changed));
  }

  function clear(email: string): void {
    localStorage.removeItem(keyOf(email));
    window.dispatchEvent(new Event(changed));
  }

  function subscribe(listener: () => void): () => void {
    window.addEventListener(changed, listener);
    window.addEventListener('storage', listener);
    return () => {
      window.removeEventListener(changed, listener);
      window.removeEventListener('storage', listener);
    };
  }

  return { read, write, clear, subscribe };
}
