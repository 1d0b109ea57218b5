import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../hooks/storeHooks';
import { paths } from '../../lib/paths';
import { signedOut } from './sessionSlice';

/** Logout, from the header, the mobile menu or the account sidebar: clear the session and go to the site root, without reloading the page. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(signedOut());
    navigate(paths.home);
  }, [dispatch, navigate]);
}
