/**
 * The state the outbox's thunks and hooks read: the outbox, the signed-in shopper and the cart's
 * RTK Query cache (lib cannot import the app's RootState, which holds all three).
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { cartApi } from '../cartApi';
import type { SessionState } from '../../session/sessionSlice';
import type { CartChange } from './cartChange';
import type { CartOutboxState } from './cartOutboxSlice';

export interface OutboxRootState {
  cartOutbox: CartOutboxState;
  session: SessionState;
  api: ReturnType<typeof cartApi.reducer>;
}

export type OutboxThunk<Result> = ThunkAction<Result, OutboxRootState, unknown, UnknownAction>;

const none: readonly CartChange[] = [];

/** The changes waiting for the signed-in shopper; none for a visitor or for another shopper's outbox. */
export function pendingChangesOf(state: OutboxRootState): readonly CartChange[] {
  const email = state.session.user?.email;
  return email && state.cartOutbox.owner === email ? state.cartOutbox.changes : none;
}
