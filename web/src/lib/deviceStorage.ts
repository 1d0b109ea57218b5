/**
 * Everything the shop keeps on the device, through one module: the cart lines, the cart outbox, the
 * wishlist, the address book, notification preferences, recently viewed products, the remembered
 * email and the language. Which of them is per shopper and which per browser, and why:
 * docs/decisions/010-one-device-storage-module.md.
 *
 * - Keys are versioned, `storefront.<name>.v<version>`, and a per-shopper value adds
 *   `:<email, trimmed and lower-cased>`. A value stored under an older key (`legacyKey`) is still read
 *   (as a string when it is not JSON), and moves to the new key at the next write.
 * - Reading never throws: storage may be disabled, or hold something an old version or a hand edit
 *   wrote, so every value is parsed by its own `parse`, which turns anything into a valid value.
 * - Writing never throws either: with the quota full or storage disabled the shop keeps working on
 *   what it has in memory, and simply forgets at the next visit.
 * - A value read twice is the same object until the stored text changes, as useSyncExternalStore
 *   requires; `subscribe` follows writes in this tab and (through the storage event) in others.
 * - Signing out clears the values kept for whoever is signed in (`signedInValue`); deleting an
 *   account forgets every per-shopper value of that email (`forgetShopper`).
 */

interface ValueOptions<Value> {
  /** Names the value in its key. */
  name: string;
  /** Part of the key: a new version starts from empty instead of misreading an old shape. */
  version: number;
  /** The key an earlier build used for this value, without the shopper's email. */
  legacyKey?: string;
  /** A valid value from whatever was stored: undefined when nothing was, or JSON of any shape. */
  parse: (stored: unknown) => Value;
}

/** A value kept once for this browser. */
export interface DeviceValue<Value> {
  readonly key: string;
  // Functions, not methods: none reads `this`, so they may be handed on (useSyncExternalStore).
  read: () => Value;
  write: (value: Value) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

/** A value kept per shopper on this browser, found by the shopper's email. */
export interface ShopperValue<Value> {
  keyFor: (email: string) => string;
  read: (email: string) => Value;
  write: (email: string, value: Value) => void;
  clear: (email: string) => void;
  subscribe: (listener: () => void) => () => void;
}

const prefix = 'storefront.';
const changedEvent = 'storefront-device-storage-changed';
const cache = new Map<string, { raw: string | null; value: unknown }>();
const signedInValues: DeviceValue<unknown>[] = [];
/** Keys of per-shopper values before they were versioned (`wishlist:<email>`, `addresses:<email>`). */
const shopperLegacyNames = ['wishlist', 'addresses'];

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser: the shop still works, it just forgets
  }
}

function getRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined; // a damaged entry reads as empty; the next write replaces it
  }
}

function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(changedEvent));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(changedEvent, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(changedEvent, listener);
    window.removeEventListener('storage', listener);
  };
}

/** Reads, writes and clears one key (and the legacy key it replaces). */
function entry<Value>(key: string, legacyKey: string | undefined, parse: (stored: unknown) => Value) {
  return {
    read(): Value {
      const current = getRaw(key);
      const legacy = current === null && legacyKey ? getRaw(legacyKey) : null;
      const raw = current ?? legacy;
      const cached = cache.get(key);
      if (cached && cached.raw === raw) return cached.value as Value;
      // Old keys may hold plain text (the remembered email did): what is not JSON there is a string.
      const value = parse(legacy !== null ? (parseJson(legacy) ?? legacy) : parseJson(raw));
      cache.set(key, { raw, value });
      return value;
    },
    write(value: Value): void {
      try {
        storage()?.setItem(key, JSON.stringify(value));
        if (legacyKey) storage()?.removeItem(legacyKey);
      } catch {
        // quota full or storage disabled: keep working with the in-memory state
      }
      announceChange();
    },
    clear(): void {
      try {
        storage()?.removeItem(key);
        if (legacyKey) storage()?.removeItem(legacyKey);
      } catch {
        // storage disabled: there is nothing to clear
      }
      announceChange();
    },
  };
}

const versioned = ({ name, version }: ValueOptions<unknown>) => `${prefix}${name}.v${version}`;
const shopperSuffix = (email: string) => `:${email.trim().toLowerCase()}`;

/** A value for this browser, whoever is signed in (or nobody). */
export function browserValue<Value>(options: ValueOptions<Value>): DeviceValue<Value> {
  const key = versioned(options);
  return { key, ...entry(key, options.legacyKey, options.parse), subscribe };
}

/** A value for this browser that belongs to whoever is signed in: signing out clears it. */
export function signedInValue<Value>(options: ValueOptions<Value>): DeviceValue<Value> {
  const value = browserValue(options);
  signedInValues.push(value as DeviceValue<unknown>);
  return value;
}

/** A value per shopper: each email has its own, and it stays on the device across sign-outs. */
export function shopperValue<Value>(options: ValueOptions<Value>): ShopperValue<Value> {
  const keyFor = (email: string) => versioned(options) + shopperSuffix(email);
  const entryFor = (email: string) =>
    entry(keyFor(email), options.legacyKey && options.legacyKey + shopperSuffix(email), options.parse);
  return {
    keyFor,
    read: (email) => entryFor(email).read(),
    write: (email, value) => entryFor(email).write(value),
    clear: (email) => entryFor(email).clear(),
    subscribe,
  };
}

/** At sign-out: clears every value that belongs to whoever was signed in. */
export function clearSignedInValues(): void {
  for (const value of signedInValues) value.clear();
}

/**
 * When an account is deleted: removes every per-shopper value of that email, including those of
 * features whose code is not loaded yet (found by their key's form, not by a registry).
 */
export function forgetShopper(email: string): void {
  const store = storage();
  if (!store) return;
  const suffix = shopperSuffix(email);
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string =>
      key !== null &&
      key.endsWith(suffix) &&
      (key.startsWith(prefix) || shopperLegacyNames.some((name) => key === name + suffix)),
  );
  for (const key of keys) store.removeItem(key);
  announceChange();
}

/** Helpers for `parse`. */
export const stored = {
  strings: (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
  listOf:
    <Item>(isItem: (value: unknown) => value is Item) =>
    (value: unknown): Item[] =>
      Array.isArray(value) ? value.filter(isItem) : [],
};
