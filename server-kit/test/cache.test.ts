import { describe, expect, it, vi } from 'vitest';
import { createCache, type CacheOptions, type Filled } from '../src/cache.js';
import { deferred, isSettled, sleep, tick, type Deferred } from './helpers.js';

/** A reader's context: whose read it is (a shopper's page render, say). */
interface Reader {
  who: string;
}

const alice: Reader = { who: 'alice' };
const bob: Reader = { who: 'bob' };

/**
 * A cache over a fill the test steers: each fill takes the next scripted outcome (a value, or a
 * gate the test opens later); with none scripted it keeps `key@n` (n: the fill's number).
 */
function cacheWith(options: Partial<CacheOptions<string, Reader>> = {}) {
  const script: (Filled<string> | Error | Deferred<Filled<string>>)[] = [];
  const fills: string[] = [];
  const fill = vi.fn(async (key: string): Promise<Filled<string>> => {
    fills.push(key);
    const next = script.shift();
    if (next === undefined) return { keep: `${key}@${fills.length}` };
    if (next instanceof Error) throw next;
    if ('promise' in next) return next.promise;
    return next;
  });
  const onRefreshFailure = vi.fn();
  const cache = createCache<string, Reader>({
    maxBytes: 1_000_000,
    freshMs: 60_000,
    staleMs: 60_000,
    sizeOf: () => 10,
    fill,
    onRefreshFailure,
    ...options,
  });
  /** Every fill under way ended, and what lru-cache does after it. */
  const settle = async () => {
    await cache.settled();
    await tick();
  };
  return { cache, script, fills, fill, onRefreshFailure, settle };
}

/** Entries fresh for 1 ms and then stale for a minute: `sleep(5)` makes every entry stale. */
const staleSoon = { freshMs: 1, staleMs: 60_000 };

describe('createCache', () => {
  it('answers a fresh entry from memory, without a second fill', async () => {
    const { cache, fill } = cacheWith();
    const first = await cache.read('/a', { context: alice });
    const again = await cache.read('/a', { context: bob });
    expect(first).toEqual({ value: '/a@1', source: 'filled', mine: true, ageMs: 0 });
    expect(again).toEqual({ value: '/a@1', source: 'fresh', mine: false, ageMs: expect.any(Number) });
    expect(fill).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
  });

  it('serves a stale entry at once while one refresh runs for all its readers', async () => {
    const { cache, script, fill, settle } = cacheWith(staleSoon);
    await cache.read('/a', { context: alice });
    await sleep(5);
    const refresh = deferred<Filled<string>>();
    script.push(refresh);

    const reads = await Promise.all(Array.from({ length: 20 }, () => cache.read('/a', { context: bob })));

    expect(reads.map((read) => read.value)).toEqual(Array(20).fill('/a@1'));
    expect(fill, 'one refresh for twenty stale readers').toHaveBeenCalledTimes(2);
    refresh.resolve({ keep: 'refreshed' });
    await settle();
    expect((await cache.read('/a', { context: bob })).value).toBe('refreshed');
  });

  // BUG (reported): a reader that arrives while the refresh of a stale entry is under way gets the
  // stale value but is told `filled` (lru-cache's status.fetch is then 'inflight', which read()
  // maps to 'filled'). Drop `.fails` once read() takes `source` from status.returnedStale.
  it('tells every reader served the stale entry during a refresh that it was stale', async () => {
    const { cache, script } = cacheWith(staleSoon);
    await cache.read('/a', { context: alice });
    await sleep(5);
    script.push(deferred<Filled<string>>());

    const first = await cache.read('/a', { context: bob });
    const second = await cache.read('/a', { context: bob });

    expect(first.source).toBe('stale');
    expect(second).toEqual({ value: '/a@1', source: 'stale', mine: false, ageMs: expect.any(Number) });
  });

  it('keeps the stale entry when its refresh fails, and says so to onRefreshFailure', async () => {
    const { cache, script, fill, onRefreshFailure, settle } = cacheWith(staleSoon);
    await cache.read('/a', { context: alice });
    await sleep(5);
    const down = new Error('upstream down');
    script.push(down);

    expect(await cache.read('/a', { context: bob })).toMatchObject({ value: '/a@1', source: 'stale' });
    await settle();
    expect(onRefreshFailure).toHaveBeenCalledExactlyOnceWith('/a', down);

    // Still served, and the next reader tries the refresh again.
    expect(await cache.read('/a', { context: bob })).toMatchObject({ value: '/a@1', source: 'stale' });
    await settle();
    expect(fill).toHaveBeenCalledTimes(3);
    expect((await cache.read('/a', { context: bob })).value).toBe('/a@3');
  });

  it('does not serve an entry past freshMs + staleMs: the reader waits for a fill, and gets its error', async () => {
    const { cache, script, onRefreshFailure } = cacheWith({ freshMs: 1, staleMs: 1 });
    await cache.read('/a', { context: alice });
    await sleep(10);

    const down = new Error('upstream down');
    script.push(down);
    await expect(cache.read('/a', { context: bob })).rejects.toBe(down);
    expect(onRefreshFailure, 'no stale entry was served').not.toHaveBeenCalled();

    const gate = deferred<Filled<string>>();
    script.push(gate);
    const waiting = cache.read('/a', { context: bob });
    expect(await isSettled(waiting), 'the reader waits for the fill').toBe(false);
    gate.resolve({ keep: 'new' });
    expect(await waiting).toEqual({ value: 'new', source: 'filled', mine: true, ageMs: 0 });
  });

  it('hands a failed fill to every reader waiting for it, and keeps nothing', async () => {
    const { cache, script, fill } = cacheWith();
    const gate = deferred<Filled<string>>();
    script.push(gate);
    const reads = [cache.read('/a', { context: alice }), cache.read('/a', { context: bob })];
    const down = new Error('upstream down');
    gate.reject(down);
    for (const read of reads) await expect(read).rejects.toBe(down);
    expect(fill).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
    expect(await cache.read('/a', { context: alice })).toMatchObject({ value: '/a@2', source: 'filled' });
  });

  it('hands a `pass` to every waiting reader and never keeps it', async () => {
    const { cache, script, fill } = cacheWith();
    const gate = deferred<Filled<string>>();
    script.push(gate);
    const reads = [alice, bob, bob].map((context) => cache.read('/a', { context }));
    gate.resolve({ pass: 'no such page' });

    expect((await Promise.all(reads)).map((read) => read.value)).toEqual(Array(3).fill('no such page'));
    expect(fill).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
    expect(await cache.read('/a', { context: alice })).toMatchObject({ value: '/a@2', source: 'filled' });
  });

  it('drops the kept entry when its refresh gives a `pass`', async () => {
    const { cache, script, settle } = cacheWith(staleSoon);
    await cache.read('/a', { context: alice });
    await sleep(5);
    script.push({ pass: 'gone' });

    expect((await cache.read('/a', { context: bob })).value).toBe('/a@1');
    await settle();

    const next = await cache.read('/a', { context: bob });
    expect(next, 'neither the old entry nor the pass is served').toEqual({
      value: '/a@3',
      source: 'filled',
      mine: true,
      ageMs: 0,
    });
  });

  it('rejects a reader that gives up at once, while the fill goes on for the next reader', async () => {
    const { cache, script, fill } = cacheWith();
    const gate = deferred<Filled<string>>();
    script.push(gate);
    const controller = new AbortController();
    const leaving = cache.read('/a', { context: alice, signal: controller.signal });
    const reason = new Error('the client left');
    controller.abort(reason);
    await expect(leaving).rejects.toBe(reason);

    const next = cache.read('/a', { context: bob });
    gate.resolve({ keep: 'page' });
    expect(await next).toEqual({ value: 'page', source: 'filled', mine: false, ageMs: 0 });
    expect(fill).toHaveBeenCalledTimes(1);
    expect(await cache.read('/a', { context: bob })).toMatchObject({ value: 'page', source: 'fresh' });
  });

  it('rejects a reader whose signal has already aborted', async () => {
    const { cache } = cacheWith();
    const reason = new Error('deadline');
    await expect(cache.read('/a', { context: alice, signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });

  it('evicts the least recently used entry past maxBytes', async () => {
    const { cache, fills } = cacheWith({ maxBytes: 30 });
    for (const key of ['/a', '/b', '/c']) await cache.read(key, { context: alice });
    await cache.read('/a', { context: alice }); // /b is now the least recently used
    await cache.read('/d', { context: alice });

    expect(cache.size).toBe(3);
    expect(await cache.read('/a', { context: alice })).toMatchObject({ source: 'fresh' });
    expect(await cache.read('/d', { context: alice })).toMatchObject({ source: 'fresh' });
    expect(await cache.read('/b', { context: alice })).toMatchObject({ source: 'filled' });
    expect(fills.filter((key) => key === '/b')).toHaveLength(2);
  });

  it('hands a value larger than maxBytes to its reader without keeping it', async () => {
    const { cache, fill } = cacheWith({ maxBytes: 30, sizeOf: (value) => value.length });
    const huge = 'x'.repeat(31);
    fill.mockResolvedValue({ keep: huge });
    expect((await cache.read('/huge', { context: alice })).value).toBe(huge);
    expect(cache.size).toBe(0);
    await cache.read('/huge', { context: alice });
    expect(fill).toHaveBeenCalledTimes(2);
  });

  // BUG (reported): while a fill is under way its key holds lru-cache's placeholder (1 byte); when
  // other entries arriving meanwhile push it out as least recently used, lru-cache aborts it and,
  // with allowStaleOnFetchAbort, resolves the waiting readers with undefined: read() then throws
  // "the cache could not fill /slow" although the fill succeeds. Drop `.fails` once fixed.
  it('gives a fill under way to its readers even when the byte bound evicts its key meanwhile', async () => {
    const { cache, script } = cacheWith({ maxBytes: 30 });
    const slow = deferred<Filled<string>>();
    script.push(slow);
    const waiting = cache.read('/slow', { context: alice });
    for (const key of ['/a', '/b', '/c']) await cache.read(key, { context: bob });
    slow.resolve({ keep: 'slow page' });
    expect(await waiting).toEqual({ value: 'slow page', source: 'filled', mine: true, ageMs: 0 });
  });

  it('tells only the reader whose context started the fill that it is its own', async () => {
    const { cache, script } = cacheWith();
    const gate = deferred<Filled<string>>();
    script.push(gate);
    const mine = cache.read('/a', { context: alice });
    const theirs = cache.read('/a', { context: bob });
    gate.resolve({ keep: 'page for alice' });

    expect(await mine).toEqual({ value: 'page for alice', source: 'filled', mine: true, ageMs: 0 });
    expect(await theirs).toEqual({ value: 'page for alice', source: 'filled', mine: false, ageMs: 0 });
    expect((await cache.read('/a', { context: alice })).mine, 'a fresh hit is nobody’s fill').toBe(false);
  });

  it('passes the reader’s context to the fill that its read started', async () => {
    const { cache, fill } = cacheWith();
    await cache.read('/a', { context: alice });
    expect(fill).toHaveBeenCalledWith('/a', alice);
  });

  it('says what it holds: its bytes, each read’s age, and each entry that leaves and why', async () => {
    const left: [string, string, boolean][] = [];
    const { cache } = cacheWith({
      maxBytes: 30,
      onDispose: (value, key, evicted) => left.push([key, value, evicted]),
    });
    await cache.read('/a', { context: alice });
    await sleep(20);
    const again = await cache.read('/a', { context: bob });
    expect(again.source).toBe('fresh');
    expect(again.ageMs).toBeGreaterThanOrEqual(15);
    for (const key of ['/b', '/c']) await cache.read(key, { context: alice });
    expect(cache.bytes).toBe(30);
    expect(left).toEqual([]);
    await cache.read('/d', { context: alice });
    // /a was the least recently used: pushed out for room.
    expect(left).toEqual([['/a', '/a@1', true]]);
    expect(cache.bytes).toBe(30);
  });

  it('says a dropped entry left without being evicted', async () => {
    const left: [string, boolean][] = [];
    const { cache, script, settle } = cacheWith({
      ...staleSoon,
      onDispose: (_value, key, evicted) => left.push([key, evicted]),
    });
    await cache.read('/a', { context: alice });
    await sleep(5);
    script.push({ pass: 'gone' });
    await cache.read('/a', { context: bob });
    await settle();
    expect(left.length).toBeGreaterThan(0);
    expect(left.every(([key, evicted]) => key === '/a' && !evicted)).toBe(true);
  });

  describe('off (freshMs 0)', () => {
    it('fills every read for itself and keeps nothing', async () => {
      const { cache, fill } = cacheWith({ freshMs: 0 });
      const reads = await Promise.all([
        cache.read('/a', { context: alice }),
        cache.read('/a', { context: bob }),
        cache.read('/a', { context: bob }),
      ]);
      expect(fill).toHaveBeenCalledTimes(3);
      expect(reads.map(({ source, mine }) => ({ source, mine }))).toEqual(
        Array(3).fill({ source: 'filled', mine: true }),
      );
      expect(cache.size).toBe(0);
      expect(fill).toHaveBeenCalledWith('/a', bob);
    });

    it('hands a pass or a failure to its own reader', async () => {
      const { cache, script } = cacheWith({ freshMs: 0 });
      const down = new Error('upstream down');
      script.push({ pass: 'not found' }, down);
      expect((await cache.read('/a', { context: alice })).value).toBe('not found');
      await expect(cache.read('/a', { context: alice })).rejects.toBe(down);
    });

    it('rejects a reader that gives up, and settled() waits for its fill', async () => {
      const { cache, script } = cacheWith({ freshMs: 0 });
      const gate = deferred<Filled<string>>();
      script.push(gate);
      const reason = new Error('the client left');
      const controller = new AbortController();
      const leaving = cache.read('/a', { context: alice, signal: controller.signal });
      controller.abort(reason);
      await expect(leaving).rejects.toBe(reason);
      const settled = cache.settled();
      expect(await isSettled(settled)).toBe(false);
      gate.resolve({ keep: 'late' });
      await settled;
    });
  });

  it('settled() resolves once every fill under way has ended, failed ones included', async () => {
    const { cache, script } = cacheWith();
    const ok = deferred<Filled<string>>();
    const failing = deferred<Filled<string>>();
    script.push(ok, failing);
    const reads = [cache.read('/a', { context: alice }), cache.read('/b', { context: alice })];
    const settled = cache.settled();
    ok.resolve({ keep: 'a' });
    expect(await isSettled(settled)).toBe(false);
    failing.reject(new Error('down'));
    await settled;
    await expect(reads[1]).rejects.toThrow('down');
    await reads[0];
  });
});
