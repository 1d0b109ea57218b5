import { makeStore } from '../../../app/store';
import { makeProduct } from '../../../test/products';
import { shopper } from '../../../test/session';
import { answer, answerCart, failNetwork } from '../../../test/stubApi';
import { signedIn, signedOut, userChanged } from '../../session/sessionSlice';
import { changeCart } from './changeCart';
import { CART_OUTBOX_STORAGE_KEY, loadCartOutbox } from './cartOutboxStorage';
import { applyPendingChanges } from './pendingCart';
import { replayCartOutbox } from './replayCartOutbox';

const a = makeProduct({ n: 1, title: 'Phone A' });
const b = makeProduct({ n: 2, title: 'Phone B' });
const c = makeProduct({ n: 3, title: 'Phone C' });

function offline() {
  const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return () => spy.mockRestore();
}

/** A signed-in shopper who queued: add A, add B, remove C, while offline. */
async function storeWithQueuedChanges() {
  const store = makeStore({ session: { user: shopper } });
  const online = offline();
  await store.dispatch(changeCart({ kind: 'add', product: a }));
  await store.dispatch(changeCart({ kind: 'add', product: b }));
  await store.dispatch(changeCart({ kind: 'remove', product: c }));
  online();
  return store;
}

beforeEach(() => localStorage.clear());

describe('the cart outbox', () => {
  it('keeps changes made offline on the device, for their owner only, without a token', async () => {
    const store = await storeWithQueuedChanges();
    const stored = loadCartOutbox();
    expect(stored.owner).toBe(shopper.email);
    expect(stored.changes.map(({ kind, product }) => `${kind} ${product.content.title}`)).toEqual([
      'add Phone A',
      'add Phone B',
      'remove Phone C',
    ]);
    expect(localStorage.getItem(CART_OUTBOX_STORAGE_KEY)).not.toMatch(/token|Bearer/i);
    // A fresh page (a reload) starts from what was stored.
    expect(makeStore().getState().cartOutbox.changes).toEqual(store.getState().cartOutbox.changes);
  });

  it('queues one add however often ADD is pressed offline', async () => {
    const store = makeStore({ session: { user: shopper } });
    const online = offline();
    await store.dispatch(changeCart({ kind: 'add', product: a }));
    await store.dispatch(changeCart({ kind: 'add', product: a }));
    online();
    expect(store.getState().cartOutbox.changes).toHaveLength(1);
  });

  it('sends the changes in order when the connection returns, and empties the outbox', async () => {
    const store = await storeWithQueuedChanges();
    const add = answer('addToCart', { status: true, msg: 'Successfull added...' });
    const remove = answer('removeFromCart', { status: true, msg: 'Successfull removed...' });
    answerCart([a, b]);
    await expect(store.dispatch(replayCartOutbox())).resolves.toBe(true);
    expect(add.mock.calls.map(([product]) => (product as typeof a).content.title)).toEqual(['Phone A', 'Phone B']);
    expect(remove).toHaveBeenCalledWith(c._id);
    expect(add.mock.invocationCallOrder[1]).toBeLessThan(remove.mock.invocationCallOrder[0]!);
    expect(store.getState().cartOutbox).toMatchObject({ owner: null, changes: [], refusals: [] });
    expect(loadCartOutbox().changes).toEqual([]);
  });

  it('undoes a change the server refuses, says so, and still sends the rest', async () => {
    const store = await storeWithQueuedChanges();
    const add = answer('addToCart', { status: true, msg: 'Successfull added...' });
    add.mockResolvedValueOnce({ ok: true, status: 200, body: { status: false, msg: 'Out of stock' } });
    answer('removeFromCart', { status: true, msg: 'Successfull removed...' });
    answerCart([b]);
    await store.dispatch(replayCartOutbox());
    expect(add).toHaveBeenCalledTimes(2);
    expect(store.getState().cartOutbox.refusals).toEqual([
      'The server refused adding "Phone A", so it was undone: Out of stock',
    ]);
    expect(store.getState().cartOutbox.changes).toEqual([]);
  });

  it('stops at a network failure and keeps what is left for the next try', async () => {
    const store = await storeWithQueuedChanges();
    answer('addToCart', { status: true, msg: 'Successfull added...' });
    failNetwork('removeFromCart');
    await expect(store.dispatch(replayCartOutbox())).resolves.toBe(false);
    expect(store.getState().cartOutbox.changes.map(({ kind, product }) => `${kind} ${product.content.title}`)).toEqual([
      'remove Phone C',
    ]);
    expect(store.getState().cartOutbox.refusals).toEqual([]);
  });

  it('is emptied by signing out and by another shopper signing in, so no one sends another’s changes', async () => {
    let store = await storeWithQueuedChanges();
    store.dispatch(signedOut());
    expect(store.getState().cartOutbox.changes).toEqual([]);
    expect(loadCartOutbox().changes).toEqual([]);

    store = await storeWithQueuedChanges();
    store.dispatch(userChanged({ ...shopper, email: 'someone.else@example.com' }));
    expect(store.getState().cartOutbox.changes).toEqual([]);

    store = await storeWithQueuedChanges();
    store.dispatch(signedIn('tok', shopper)); // the same shopper again keeps them
    expect(store.getState().cartOutbox.changes).toHaveLength(3);
  });
});

describe('applyPendingChanges', () => {
  it('shows queued adds as pending lines and hides queued removals', () => {
    const view = applyPendingChanges(
      [c],
      [
        { kind: 'add', product: a },
        { kind: 'remove', product: c },
      ],
    );
    expect(view.prods).toEqual([a]);
    expect([...view.pendingIds]).toEqual([a._id]);
  });

  it('does not mark a product already in the server cart as pending, nor list it twice', () => {
    const view = applyPendingChanges([a], [{ kind: 'add', product: a }]);
    expect(view.prods).toEqual([a]);
    expect(view.pendingIds.size).toBe(0);
  });
});
