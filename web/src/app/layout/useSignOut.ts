import { useNavigate } from 'react-router-dom';
import { signedOut } from '../../lib/sessionSlice';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../hooks/storeHooks';

/** Logout: clear the session and go to the site root, without reloading the page. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(signedOut());
    void navigate(paths.home);
  };
}
