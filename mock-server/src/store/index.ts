/**
 * The server's whole in-memory state, decorated on the app as `app.store`. Tests and the Pact
 * provider-state helper set up situations through these methods (then call the HTTP API as a client
 * would). Nothing here is persisted; `reset()` goes back to the seeded state.
 *
 *   store.catalog.list()                    every Product (catalogue order)
 *   store.catalog.byId(id) / at(index)      one Product or undefined; .has(id), .size
 *   await store.users.register({ firstname, lastname, username, email, password, phone }, id?)
 *                                           -> UserRecord { _id, firstname, lastname, username, email, phone }
 *                                              (throws EmailTakenError if the email is in use; id fixes the _id)
 *   store.users.findByEmail(email) / byId(id)
 *   store.sessions.issue(userId, { verified: true, token? })
 *                                           -> a bearer token (verified: false = a login token awaiting its code;
 *                                              token fixes its value, e.g. the one written in a pact)
 *   store.otps.issue(email, { code?, loginTokenHash? }) -> the 4-digit code (code fixes it; loginTokenHash binds it to a
 *                                              pending login; not delivered: use store.outbox.deliver)
 *   store.carts.add(userId, productId)      -> 'added' | 'exists' | 'unknown-product'; .remove, .productIds, .products
 *   store.outbox.deliver({ to, subject, body }); store.outbox.list() (newest first); latestTo(email)
 *   store.limits.consume(key, { max, windowMs }); store.limits.clear()
 *   await store.reset()                     seeded state: only the demo account, empty carts, outbox, codes, limits
 *   store.fork()                            a new, independent store seeded like a fresh server, sharing the
 *                                              read-only catalogue (one per X-Mock-Session, see sandboxes.ts)
 *   store.demo                              the demo account's details, password included (it is public, see README)
 */
import type { Product } from '../contract/api-types.js';
import { createCarts, type Carts } from './carts.js';
import { createCatalog, type Catalog } from './catalog/index.js';
import { systemClock, type Clock } from './clock.js';
import { demoAccount } from './demo.js';
import { createLimits, type Limits } from './limits.js';
import { createOtps, type Otps } from './otps.js';
import { createOutbox, type Outbox } from './outbox.js';
import { createPasswordHasher, defaultPasswordCost, type PasswordHasher } from './passwords.js';
import { createSessions, type Sessions } from './sessions.js';
import { createUsers, type UserRecord, type Users } from './users.js';

export interface StoreOptions {
  /** An already built catalogue (catalogues are immutable and can be shared); else one is built. */
  catalog?: Catalog;
  catalogSize?: number;
  now?: Clock;
  /** log2 of scrypt's N; lower only in tests. */
  passwordCost?: number;
  /** Called with every generated product (the app checks them against openapi.yaml). */
  checkProduct?: (product: Product) => void;
}

export interface Store {
  readonly catalog: Catalog;
  readonly users: Users;
  readonly sessions: Sessions;
  readonly otps: Otps;
  readonly carts: Carts;
  readonly outbox: Outbox;
  readonly limits: Limits;
  readonly now: Clock;
  readonly demo: typeof demoAccount;
  reset(): Promise<void>;
  /** A fresh, independent store in the seeded state that shares this one's catalogue and clock. */
  fork(): Store;
}

export async function createStore(options: StoreOptions = {}): Promise<Store> {
  const now = options.now ?? systemClock;
  const catalog = options.catalog ?? createCatalog({
    ...(options.catalogSize === undefined ? {} : { size: options.catalogSize }),
    ...(options.checkProduct ? { check: options.checkProduct } : {}),
  });
  const hasher = createPasswordHasher(options.passwordCost ?? defaultPasswordCost);

  // The demo account is hashed once; reset() and fork() restore it from this record without hashing again.
  const users = createUsers(hasher);
  const demoUser: UserRecord = await users.register(demoAccount, demoAccount._id);
  const seed: Seed = { catalog, now, hasher, demoUser, demoHash: users.passwordHashOf(demoUser._id) ?? '' };
  return seededStore(seed, users);
}

interface Seed {
  catalog: Catalog;
  now: Clock;
  hasher: PasswordHasher;
  demoUser: UserRecord;
  demoHash: string;
}

/** A store over `users` (already holding the demo account) and fresh mutable parts. */
function seededStore(seed: Seed, users: Users): Store {
  const { catalog, now, demoUser, demoHash } = seed;
  const sessions = createSessions(now);
  const otps = createOtps(now);
  const carts = createCarts(catalog);
  const outbox = createOutbox(now);
  const limits = createLimits(now);

  return {
    catalog,
    users,
    sessions,
    otps,
    carts,
    outbox,
    limits,
    now,
    demo: demoAccount,
    async reset() {
      users.clear();
      sessions.clear();
      otps.clear();
      carts.clear();
      outbox.clear();
      limits.clear();
      users.restore(demoUser, demoHash);
    },
    fork() {
      const freshUsers = createUsers(seed.hasher);
      freshUsers.restore(demoUser, demoHash);
      return seededStore(seed, freshUsers);
    },
  };
}

export { EmailTakenError, normalizeEmail, type NewUser, type UserRecord } from './users.js';
export { demoAccount } from './demo.js';
export type { Catalog } from './catalog/index.js';
export type { Clock } from './clock.js';
export type { RateRule } from './limits.js';
