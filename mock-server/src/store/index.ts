/**
 * The server's whole in-memory state, decorated on the app as `app.store`. Tests and the Pact
 * provider-state helper set up situations through these methods (then call the HTTP API as a client
 * would). Nothing here is persisted. Going back to the seeded state and forking a sandbox are a
 * dev-only extension, not part of `Store` (./dev.ts); the catalogue's pre-encoded answers are not
 * either (`CatalogBodies` in ./catalog).
 *
 *   store.catalog.list()                    every Product (catalogue order)
 *   store.catalog.byId(id) / at(index)      one Product or undefined; .has(id), .size
 *   await store.users.register({ firstname, lastname, username, email, password, phone }, id?)
 *                                           -> UserRecord { _id, firstname, lastname, username, email, phone }
 *                                              (throws EmailTakenError if the email is in use; id fixes the _id)
 *   store.users.findByEmail(email) / byId(id)
 *   store.deleteAccount(userId)             the account, its cart and its sessions, in one call
 *   store.sessions.issue(userId, { verified: true, token? })
 *                                           -> a bearer token (verified: false = a login token awaiting its code;
 *                                              token fixes its value, e.g. the one written in a pact)
 *   store.otps.issue(email, { code?, loginTokenHash? }) -> the 4-digit code (code fixes it; loginTokenHash binds it to a
 *                                              pending login; not delivered: use store.outbox.deliver)
 *   store.carts.add(userId, productId)      -> 'added' | 'exists' | 'unknown-product'; .remove, .productIds, .products
 *   store.orders.add(userId, key, draft) / byKey / list / get / cancel / catchUp / settle
 *                                           an account's orders and their payments (./orders.ts)
 *   store.outbox.deliver({ to, subject, body }, sentBy?); store.outbox.list() (newest first); latestTo(email)
 *   store.demo                              the demo account's details, password included (it is public, see README)
 *   await devExtensionOf(store).reset()     seeded state: only the demo account, empty carts, no orders, outbox, codes
 *   devExtensionOf(store).fork()            a new, independent store seeded like a fresh server, sharing the
 *                                              read-only catalogue (one per X-Mock-Session, see sandboxes.ts)
 */
import type { Product } from '../contract/api-types.js';
import { createAccountDataBudget, type AccountDataBudget } from './account-data.js';
import { createCarts } from './carts.js';
import { createCatalog, type Catalog } from './catalog/index.js';
import { movableClock, systemClock, type Clock } from './clock.js';
import { demoAccount } from './demo.js';
import { extendForDev } from './dev.js';
import type { Store } from './store.js';
import { createOrders } from './orders.js';
import { createOtps } from './otps.js';
import { createOutbox, createOutboxBudget, type OutboxBudget } from './outbox.js';
import {
  createPasswordHasher,
  defaultMaxWaitingHashes,
  defaultPasswordCost,
  type PasswordHasher,
} from './passwords.js';
import { createSessions } from './sessions.js';
import { createUsers, type UserRecord, type Users } from './users.js';

export interface StoreOptions {
  /** An already built catalogue (catalogues are immutable and can be shared); else one is built. */
  catalog?: Catalog;
  catalogSize?: number;
  now?: Clock;
  /** log2 of scrypt's N; lower only in tests. */
  passwordCost?: number;
  /** Password checks that may wait for a turn before one is refused (default 16). */
  maxWaitingHashes?: number;
  /** Bytes of outbox messages kept across this store and every fork (default 32 MiB). */
  outboxMaxBytes?: number;
  /** Bytes of carts and orders kept across this store and every fork (default 64 MiB). */
  accountDataMaxBytes?: number;
  /** Called with every generated product (the app checks them against openapi.yaml). */
  checkProduct?: (product: Product) => void;
}

export async function createStore(options: StoreOptions = {}): Promise<Store> {
  const now = options.now ?? systemClock;
  const catalog =
    options.catalog ??
    createCatalog({
      ...(options.catalogSize === undefined ? {} : { size: options.catalogSize }),
      ...(options.checkProduct ? { check: options.checkProduct } : {}),
    });
  const hasher = createPasswordHasher(
    options.passwordCost ?? defaultPasswordCost,
    options.maxWaitingHashes ?? defaultMaxWaitingHashes,
  );

  // The demo account is hashed once; reset() and fork() restore it from this record without hashing again.
  const users = createUsers(hasher);
  const demoUser: UserRecord = await users.register(demoAccount, demoAccount._id);
  const seed: Seed = {
    catalog,
    now,
    hasher,
    demoUser,
    demoHash: users.passwordHashOf(demoUser._id) ?? '',
    outboxBudget: createOutboxBudget(options.outboxMaxBytes),
    accountDataBudget: createAccountDataBudget(options.accountDataMaxBytes),
  };
  return seededStore(seed, users);
}

interface Seed {
  catalog: Catalog;
  now: Clock;
  hasher: PasswordHasher;
  demoUser: UserRecord;
  demoHash: string;
  /** One budget for the outboxes of the store, its resets and its forks. */
  outboxBudget: OutboxBudget;
  /** One budget for the carts and orders of the store, its resets and its forks. */
  accountDataBudget: AccountDataBudget;
}

/** The mutable parts of a store (a reset replaces them all). */
function freshParts(seed: Seed, users: Users) {
  const { catalog, now } = seed;
  // Orders put a failed payment's products back in this cart (./orders.ts).
  const carts = createCarts(catalog, seed.accountDataBudget.part());
  return {
    users,
    sessions: createSessions(now),
    otps: createOtps(now),
    carts,
    orders: createOrders(now, seed.accountDataBudget.part(), carts),
    outbox: createOutbox(now, seed.outboxBudget),
  };
}

/** Accounts holding only the demo account, restored from its record without hashing again. */
function seededUsers(seed: Seed): Users {
  const users = createUsers(seed.hasher);
  users.restore(seed.demoUser, seed.demoHash);
  return users;
}

/**
 * A store over `users` (already holding the demo account) and fresh mutable parts, with its dev
 * extension. Its clock runs on `seed.now`: a fork's on its parent's, so moving a sandbox's clock
 * moves that sandbox only.
 */
function seededStore(base: Seed, users: Users): Store {
  const clock = movableClock(base.now);
  const seed: Seed = { ...base, now: clock.now };
  const store = {
    catalog: seed.catalog,
    now: seed.now,
    demo: demoAccount,
    ...freshParts(seed, users),
    deleteAccount(userId: string) {
      if (!store.users.remove(userId)) return false;
      store.carts.clearFor(userId);
      store.orders.clearFor(userId);
      store.sessions.revokeAll(userId);
      return true;
    },
  };
  return extendForDev(store, {
    clock,
    // Every mutable part is replaced at once; handlers read `request.store.<part>` per request.
    async reset() {
      Object.assign(store, freshParts(seed, seededUsers(seed)));
    },
    fork: () => seededStore(seed, seededUsers(seed)),
  });
}

export { PasswordQueueFull } from './passwords.js';
export { EmailTakenError, normalizeEmail, type NewUser, type UserRecord } from './users.js';
export { demoAccount } from './demo.js';
export type { Catalog, CatalogBodies, EncodedCatalog } from './catalog/index.js';
export { devExtensionOf, type DevStoreExtension } from './dev.js';
export type { Store } from './store.js';
export { movableClock, systemClock, type Clock, type MovableClock } from './clock.js';
export { createLimits, type Limits, type RateRule } from './limits.js';
