import { describe, expect, it } from 'vitest';
import { createClientSlots, createSlots, full } from '../src/slots.js';
import { deferred, isSettled } from './helpers.js';

const anyone = () => new AbortController().signal;

describe('createSlots', () => {
  it('runs at most `running` at once, then lines up to `waiting`, then refuses at once', async () => {
    const slots = createSlots(2, 1);
    const first = await slots.take(anyone());
    const second = await slots.take(anyone());
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(slots.running).toBe(2);

    const third = slots.take(anyone());
    expect(await isSettled(third), 'the third waits in line').toBe(false);
    expect(slots.waiting).toBe(1);
    expect(await slots.take(anyone()), 'the line is full').toBeUndefined();

    first?.();
    const turn = await third;
    expect(turn).toBeTypeOf('function');
    expect(slots.running, 'the turn passed on, not freed').toBe(2);
    expect(slots.waiting).toBe(0);

    second?.();
    turn?.();
    expect(slots.running).toBe(0);
  });

  it('hands turns out in the order of the line', async () => {
    const slots = createSlots(1, 3);
    const release = await slots.take(anyone());
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) =>
      slots.take(anyone()).then((next) => {
        order.push(n);
        next?.();
      }),
    );
    release?.();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(slots.running).toBe(0);
  });

  it('refuses at once with no line at all (waiting 0)', async () => {
    const slots = createSlots(1, 0);
    await slots.take(anyone());
    expect(await slots.take(anyone())).toBeUndefined();
    expect(slots.waiting).toBe(0);
  });

  it('lets a waiter whose signal aborts leave the line, rejected, without taking a turn', async () => {
    const slots = createSlots(1, 2);
    const release = await slots.take(anyone());
    const leaving = new AbortController();
    const left = slots.take(leaving.signal);
    const staying = slots.take(anyone());
    expect(slots.waiting).toBe(2);

    const reason = new Error('the client left');
    leaving.abort(reason);
    await expect(left).rejects.toBe(reason);
    expect(slots.waiting).toBe(1);

    release?.();
    const turn = await staying;
    expect(turn).toBeTypeOf('function');
    expect(slots.running).toBe(1);
    turn?.();
    expect(slots.running).toBe(0);
  });

  it('frees the place in line of a waiter that left', async () => {
    const slots = createSlots(1, 1);
    await slots.take(anyone());
    const leaving = new AbortController();
    const left = slots.take(leaving.signal);
    leaving.abort(new Error('gone'));
    await expect(left).rejects.toThrow('gone');
    const next = slots.take(anyone());
    expect(await isSettled(next), 'in line, not refused').toBe(false);
    expect(slots.waiting).toBe(1);
  });

  it('rejects a take whose signal has already aborted, taking nothing', async () => {
    const slots = createSlots(1, 1);
    const reason = new Error('deadline');
    await expect(slots.take(AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(slots.running).toBe(0);
  });

  it('releases a turn once, however often its release is called', async () => {
    const slots = createSlots(1, 2);
    const release = await slots.take(anyone());
    const second = slots.take(anyone());
    const third = slots.take(anyone());
    release?.();
    release?.();
    release?.();
    expect(await isSettled(second)).toBe(true);
    expect(await isSettled(third), 'a second release of the same turn admits nobody').toBe(false);
    expect(slots.running).toBe(1);
    expect(slots.waiting).toBe(1);
  });

  describe('run', () => {
    it('runs a task in a turn and releases it, whether the task succeeds or throws', async () => {
      const slots = createSlots(1, 0);
      expect(await slots.run(async () => 'done')).toBe('done');
      expect(slots.running).toBe(0);
      await expect(
        slots.run(async () => {
          throw new Error('task failed');
        }),
      ).rejects.toThrow('task failed');
      expect(slots.running).toBe(0);
    });

    it('gives `full` at once when the line is full, without running the task', async () => {
      const slots = createSlots(1, 0);
      const busy = deferred<string>();
      const running = slots.run(() => busy.promise);
      let ran = false;
      expect(
        await slots.run(async () => {
          ran = true;
        }),
      ).toBe(full);
      expect(ran).toBe(false);
      busy.resolve('first');
      expect(await running).toBe('first');
    });

    it('rejects, without running the task, when its caller gives up in line', async () => {
      const slots = createSlots(1, 1);
      const busy = deferred<void>();
      const running = slots.run(() => busy.promise);
      const controller = new AbortController();
      let ran = false;
      const waiting = slots.run(async () => {
        ran = true;
      }, controller.signal);
      controller.abort(new Error('gone'));
      await expect(waiting).rejects.toThrow('gone');
      busy.resolve();
      await running;
      expect(ran).toBe(false);
      expect(slots.running).toBe(0);
    });
  });

  it.each([
    [0, 0],
    [-1, 0],
    [1.5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [1, -1],
    [1, 0.5],
    [1, Number.NaN],
  ])('refuses running %s, waiting %s with a RangeError', (running, waiting) => {
    expect(() => createSlots(running, waiting)).toThrow(RangeError);
  });
});

describe('createClientSlots', () => {
  it('gives each client a line of its own: one client’s full line refuses that client only', async () => {
    const slots = createClientSlots(2, 1);
    const busy = deferred<void>();
    const hers = Array.from({ length: 3 }, () => slots.run('203.0.113.1', () => busy.promise.then(() => 'hers')));
    expect(await slots.run('203.0.113.1', async () => 'one more'), 'her line is full').toBe(full);
    expect(await slots.run('198.51.100.7', async () => 'his'), 'another client is not held').toBe('his');
    expect(slots.clients, 'a client without calls keeps no line').toBe(1);
    busy.resolve();
    expect(await Promise.all(hers)).toEqual(['hers', 'hers', 'hers']);
    expect(slots.clients).toBe(0);
  });

  it('lets a client that gives up in line leave it, and forgets its line', async () => {
    const slots = createClientSlots(1, 1);
    const busy = deferred<void>();
    const running = slots.run('a', () => busy.promise);
    const controller = new AbortController();
    const waiting = slots.run('a', async () => 'ran', controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    busy.resolve();
    await running;
    expect(slots.clients).toBe(0);
  });
});
