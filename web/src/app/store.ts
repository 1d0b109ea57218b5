/**
 * The store factory. Server data lives in `shopApi` (RTK Query); client state in slices registered
 * here, the cart lines and the cart outbox saved to device storage whenever they change.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { cartLinesSlice } from '../entities/cart/cartLinesSlice';
import { saveCartLines } from '../entities/cart/cartLinesStorage';
import { shopApi } from '../lib/api/shopApi';
import { cartOutboxSlice } from '../entities/cart/outbox/cartOutboxSlice';
import { saveCartOutbox } from '../entities/cart/outbox/cartOutboxStorage';
import { sessionSlice } from '../entities/session/sessionSlice';

// Immer deep-freezes every value a reducer stores, which walks each product of a catalogue answer
// on the main thread. Development and tests keep the freeze, so a mutation still fails loudly there;
// a production build skips the walk.
if (import.meta.env.PROD) setAutoFreeze(false);

export const rootReducer = combineReducers({
  [shopApi.reducerPath]: shopApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [cartLinesSlice.reducerPath]: cartLinesSlice.reducer,
  [cartOutboxSlice.reducerPath]: cartOutboxSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Writes a slice to device storage after every change to it, whatever screen made the change. */
function saveWhenChanged<Part>(
  store: { getState: () => RootState; subscribe: (listener: () => void) => unknown },
  pick: (state: RootState) => Part,
  save: (part: Part) => void,
) {
  let saved = pick(store.getState());
  store.subscribe(() => {
    const current = pick(store.getState());
    if (current === saved) return;
    saved = current;
    save(current);
  });
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    // Rendering on the server, a store lives for one page: the development checks' walks over every
    // stored product would only slow each answer down.
    middleware: (getDefault) =>
      getDefault(import.meta.env.SSR ? { immutableCheck: false, serializableCheck: false } : {}).concat(
        shopApi.middleware,
      ),
  });
  saveWhenChanged(store, (state) => state.cartLines, saveCartLines);
  saveWhenChanged(store, (state) => state.cartOutbox, saveCartOutbox);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

// The typed hooks live in the shared layer (hooks/storeHooks.ts) and take their types from here.
declare module '../hooks/storeHooks' {
  interface StoreRegister {
    store: AppStore;
  }
}
