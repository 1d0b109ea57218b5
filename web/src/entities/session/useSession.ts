/**
 * "Is someone signed in, and who?": the one answer every screen reads, from the store's session
 * (which starts from the stored session and follows sign-in, profile edits and sign-out). Screens never
 * read the token cookie themselves; only the API client does, to send it.
 */
import { useAppSelector } from '../../hooks/storeHooks';
import { selectCurrentUser, selectIsLoggedIn } from './sessionSlice';

/** The signed-in shopper, or null for a visitor. */
export function useCurrentUser() {
  return useAppSelector(selectCurrentUser);
}

export function useIsSignedIn(): boolean {
  return useAppSelector(selectIsLoggedIn);
}
