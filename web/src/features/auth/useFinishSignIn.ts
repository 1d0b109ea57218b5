/**
 * What every successful sign-in and sign-up does, once for both (the code step and the register
 * form): keep the session, let the add that waited for this sign-in claim it (or drop an add that
 * waited for another: entities/cart/addAfterSignIn), and go back where sign-in was asked for
 * (`?next=`, see returnPathOf), or home.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { User } from '../../lib/api';
import { useAppDispatch } from '../../hooks/storeHooks';
import { claimWaitingAdd } from '../../entities/cart/addAfterSignIn';
import { signedIn } from '../../entities/session/sessionSlice';
import { returnPathOf } from './returnPath';

export function useFinishSignIn(): (token: string, user: User) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (token, user) => {
    const returnPath = returnPathOf(search.get('next'));
    // Claimed before the session shows: the product page finishes only a claimed add.
    claimWaitingAdd(returnPath);
    dispatch(signedIn(token, user));
    // Replaced: Back from the page signed in to does not show the sign-in form again.
    void navigate(returnPath, { replace: true });
  };
}
