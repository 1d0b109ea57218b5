/**
 * Who is signed in, as the header and account screens see it. Starts from the stored session (the
 * `token` cookie and the account kept on the device) and follows sign-in, profile edits and sign-out
 * without a page reload. lib/session stays the store of record; this slice only mirrors it for
 * rendering.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { shopApi } from '../../lib/api/shopApi';
import type { User } from '../../lib/api/types';
import { clearSignedInValues } from '../../lib/deviceStorage';
import { clearSession, getStoredUser, getToken, saveSession, saveUser } from '../../lib/session';
import type { Thunk } from '../../lib/thunk';

export interface SessionState {
  user: User | null;
}

/** Signed in while there is a token and a readable account (lib/session). */
export function initialSessionState(
  token: string | undefined = getToken(),
  user: User | undefined = getStoredUser(),
): SessionState {
  return { user: token ? (user ?? null) : null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: () => initialSessionState(),
  reducers: {
    userChanged(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
  },
});

export const { userChanged } = sessionSlice.actions;
export const { selectCurrentUser, selectIsLoggedIn } = sessionSlice.selectors;

/** Store the session (the token cookie, 4 days, and the account) and show the shopper as signed in. */
export function signedIn(token: string, user: User): Thunk {
  return (dispatch) => {
    saveSession(token, user);
    dispatch(userChanged(user));
    dispatch(shopApi.util.invalidateTags(['Cart']));
  };
}

/** Store the edited user and show the new name everywhere. */
export function userUpdated(user: User): Thunk {
  return (dispatch) => {
    saveUser(user);
    dispatch(userChanged(user));
  };
}

/**
 * Clear the session, what the device keeps for whoever is signed in (lib/deviceStorage), and every cached server answer that belonged to the shopper (their cart
 * above all). Resetting, rather than invalidating, refetches nothing at once: screens ask again
 * when they next render, knowing by then that nobody is signed in. An invalidation would refetch the
 * cart immediately, without a token, and the server would answer 401.
 */
export function signedOut(): Thunk {
  return (dispatch) => {
    clearSession();
    clearSignedInValues();
    dispatch(userChanged(null));
    dispatch(shopApi.util.resetApiState());
  };
}
