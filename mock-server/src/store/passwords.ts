/**
 * Password hashing with scrypt (node:crypto): a random 16-byte salt per password, parameters stored
 * with the hash (so a hash made at another cost still verifies), and a timing-safe comparison.
 * Stored form: `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>`.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

/** log2 of scrypt's N. 2^15 with r=8 takes about 32 MiB and tens of milliseconds per hash. */
export const defaultPasswordCost = 15;
const blockSize = 8;
const parallelism = 1;
const keyLength = 32;
/**
 * scrypt calls running at once, across every route: each takes 32 MiB and a libuv thread, so a burst
 * of logins or password changes waits in line instead of exhausting memory and starving file reads.
 */
export const maxConcurrentHashes = 2;
/**
 * Password checks that may wait for a turn. Past it a check is refused at once (PasswordQueueFull,
 * a 503 with Retry-After): an unbounded queue let a flood of logins make a shopper's wait 11 s.
 */
export const defaultMaxWaitingHashes = 16;

/** Thrown instead of queueing past the bound; http/errors.ts answers 503. */
export class PasswordQueueFull extends Error {
  override name = 'PasswordQueueFull';
  constructor() {
    super('Too many password checks are waiting');
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function scryptOptions(cost: number, r: number, p: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs about 128 * N * r bytes; allow twice that so Node does not refuse the cost.
  return { N, r, p, maxmem: 256 * N * r };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown accounts (no timing hint that an email exists). */
  verifyNothing(password: string): Promise<false>;
  /** scrypt calls running now (at most maxConcurrentHashes) and waiting for a turn. */
  readonly load: { running: number; waiting: number };
}

export function createPasswordHasher(cost = defaultPasswordCost, maxWaiting = defaultMaxWaitingHashes): PasswordHasher {
  if (!Number.isInteger(cost) || cost < 4 || cost > 20)
    throw new RangeError(`Password cost must be 4..20, got ${cost}`);
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0)
    throw new RangeError(`maxWaiting must be a whole number, got ${maxWaiting}`);
  const inTurn = pLimit(maxConcurrentHashes);
  const scryptInTurn = async (password: string, salt: Buffer, options: ScryptOptions) => {
    // Counted together: p-limit starts queued work a microtask later, so a same-tick burst is all "pending".
    if (inTurn.activeCount + inTurn.pendingCount >= maxConcurrentHashes + maxWaiting) throw new PasswordQueueFull();
    return inTurn(() => scrypt(password, salt, options));
  };

  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await scryptInTurn(password, salt, scryptOptions(cost, blockSize, parallelism));
    return ['scrypt', cost, blockSize, parallelism, salt.toString('base64'), key.toString('base64')].join('$');
  };

  const verify = async (password: string, stored: string) => {
    const [scheme, costText, rText, pText, saltText, keyText] = stored.split('$');
    if (scheme !== 'scrypt' || !saltText || !keyText) return false;
    const expected = Buffer.from(keyText, 'base64');
    const actual = await scryptInTurn(
      password,
      Buffer.from(saltText, 'base64'),
      scryptOptions(Number(costText), Number(rText), Number(pText)),
    );
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };

  let decoy: Promise<string> | undefined;
  return {
    hash,
    verify,
    async verifyNothing(password) {
      decoy ??= hash('decoy password, never matches');
      await verify(password, await decoy);
      return false;
    },
    get load() {
      return { running: inTurn.activeCount, waiting: inTurn.pendingCount };
    },
  };
}
