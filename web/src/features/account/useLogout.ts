import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../hooks/storeHooks';
import { signedOut } from '../../lib/sessionSlice';

/** Logout: clear the stored user and session, then the site root. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(signedOut());
    void navigate(paths.home);
  }, [dispatch, navigate]);
}
