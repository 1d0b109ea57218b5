import { describe, expect, it } from 'vitest';
import { createPasswordHasher, maxConcurrentHashes } from '../../src/store/passwords.js';
import { testPasswordCost } from '../helpers.js';

describe('password hashing', () => {
  it(`runs at most ${maxConcurrentHashes} scrypt calls at once; the rest wait their turn and still finish`, async () => {
    const hasher = createPasswordHasher(testPasswordCost);
    const stored = await hasher.hash('right');
    const burst = [
      ...Array.from({ length: 6 }, (_, i) => hasher.hash(`p${i}`)),
      ...Array.from({ length: 4 }, () => hasher.verify('wrong', stored)),
    ];
    await Promise.resolve(); // let every call queue
    expect(hasher.load).toEqual({ running: maxConcurrentHashes, waiting: 10 - maxConcurrentHashes });
    const results = await Promise.all(burst);
    expect(results.slice(6)).toEqual([false, false, false, false]);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
    expect(await hasher.verify('right', stored)).toBe(true);
  });
});
