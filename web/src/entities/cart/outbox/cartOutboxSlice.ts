/**
 * The cart outbox: cart changes made without a connection, oldest first, for one shopper. They are
 * sent in order when the connection returns (./replayCartOutbox). A change the server refuses is
 * dropped, which undoes it on screen, and leaves a notice. Signing out, or another shopper signing
 * in, empties the outbox: one shopper's changes are never sent with another's session.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userChanged } from '../../session/sessionSlice';
import type { CartChange } from './cartChange';
import { loadCartOutbox, type StoredCartOutbox } from './cartOutboxStorage';

export interface CartOutboxState extends StoredCartOutbox {
  /** What the server refused, for the shopper to read (kept in memory only). */
  refusals: string[];
}

const sameChange = (a: CartChange | undefined, b: CartChange) => a?.kind === b.kind && a.product._id === b.product._id;

export const cartOutboxSlice = createSlice({
  name: 'cartOutbox',
  initialState: (): CartOutboxState => ({ ...loadCartOutbox(), refusals: [] }),
  reducers: {
    changeQueued(state, action: PayloadAction<{ owner: string; change: CartChange }>) {
      const { owner, change } = action.payload;
      if (state.owner !== owner) state.changes = [];
      state.owner = owner;
      const latestForProduct = state.changes.findLast((queued) => queued.product._id === change.product._id);
      // Pressing ADD twice offline queues one add: the second would only be refused as a duplicate.
      if (!sameChange(latestForProduct, change)) state.changes.push(change);
    },
    /** The oldest change was sent (accepted or refused): it leaves the outbox. */
    oldestSettled(state) {
      state.changes.shift();
      if (state.changes.length === 0) state.owner = null;
    },
    refusalNoted(state, action: PayloadAction<string>) {
      state.refusals.push(action.payload);
    },
    refusalsDismissed(state) {
      state.refusals = [];
    },
    /** Another tab may have sent or added changes: storage is the record. */
    reloadedFromStorage(state, action: PayloadAction<StoredCartOutbox>) {
      state.owner = action.payload.owner;
      state.changes = action.payload.changes;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userChanged, (state, action) => {
      if (action.payload?.email === state.owner) return;
      state.owner = null;
      state.changes = [];
    });
  },
  selectors: {
    selectOutbox: (state) => state,
  },
});

export const { changeQueued, oldestSettled, refusalNoted, refusalsDismissed, reloadedFromStorage } =
  cartOutboxSlice.actions;
export const { selectOutbox } = cartOutboxSlice.selectors;
