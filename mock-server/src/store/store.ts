/** What a store holds: one server's (or one sandbox's) state. Built by ./index.ts; extended for /dev by ./dev.ts. */
import type { Carts } from './carts.js';
import type { Catalog } from './catalog/index.js';
import type { Clock } from './clock.js';
import type { demoAccount } from './demo.js';
import type { Orders } from './orders.js';
import type { Otps } from './otps.js';
import type { Outbox } from './outbox.js';
import type { Sessions } from './sessions.js';
import type { Users } from './users.js';

export interface Store {
  readonly catalog: Catalog;
  readonly users: Users;
  readonly sessions: Sessions;
  readonly otps: Otps;
  readonly carts: Carts;
  readonly orders: Orders;
  readonly outbox: Outbox;
  readonly now: Clock;
  readonly demo: typeof demoAccount;
  /** Deletes the account with everything that is its own (its cart, orders and sessions) at once; false when there is none. */
  deleteAccount(userId: string): boolean;
}
