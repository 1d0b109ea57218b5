/**
 * One byte budget for what accounts keep on the server, their carts and their orders, across the
 * main store, its resets and every X-Mock-Session sandbox (each has its own carts and orders, so
 * without a shared bound many accounts or sandboxes could hold gigabytes). Signing up is quick and
 * a 50-line order holds about 42 KB, so an account's cart or orders are charged what they cost
 * whenever they change; past the budget the least recently changed go first (the oldest idle
 * account's), whichever store holds them, like the outbox's budget (./outbox.ts).
 */

/** Bytes of carts and orders kept across the main store and every sandbox. */
export const defaultAccountDataMaxBytes = 64 * 1024 * 1024;

/** What one part of one store (its carts, or its orders) charges the budget. */
export interface AccountDataCharges {
  /** The account's data in this part now costs `bytes`; `drop` forgets it when its turn to go comes. */
  charge(userId: string, bytes: number, drop: () => void): void;
  /** The account's data in this part is gone (emptied, deleted): no longer counted. */
  forget(userId: string): void;
}

export interface AccountDataBudget {
  /** The charges of one part of one store: its keys never meet another part's. */
  part(): AccountDataCharges;
  readonly bytes: number;
}

export function createAccountDataBudget(maxBytes = defaultAccountDataMaxBytes): AccountDataBudget {
  if (!Number.isInteger(maxBytes) || maxBytes < 1)
    throw new RangeError('The account data budget must be a positive integer');
  /** By part and account, least recently changed first (a Map keeps insertion order). */
  const charged = new Map<string, { bytes: number; drop: () => void }>();
  let total = 0;
  let parts = 0;

  const forget = (key: string) => {
    const entry = charged.get(key);
    if (!entry) return;
    charged.delete(key);
    total -= entry.bytes;
  };

  /** Drops the least recently changed until the budget holds; the one just charged goes last of all. */
  const shrink = () => {
    for (const [key, entry] of charged) {
      if (total <= maxBytes || charged.size === 1) return;
      forget(key);
      entry.drop();
    }
  };

  return {
    part() {
      parts += 1;
      const prefix = `${parts}:`;
      return {
        charge(userId, bytes, drop) {
          const key = prefix + userId;
          forget(key); // re-inserted last: now the most recently changed
          charged.set(key, { bytes, drop });
          total += bytes;
          shrink();
        },
        forget: (userId) => forget(prefix + userId),
      };
    },
    get bytes() {
      return total;
    },
  };
}
