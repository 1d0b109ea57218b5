import { i18n } from '@lingui/core';
import { useCallback } from 'react';
import { useAppDispatch } from '../../hooks/storeHooks';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { useUpdateUserMutation } from '../../entities/session/userApi';
import { formMessages } from '../../lib/forms/validation';
import { serverMessage } from '../../lib/i18n/serverMessages';
import { userUpdated } from '../../entities/session/sessionSlice';
import { useCurrentUser } from '../../entities/session/useSession';

export const PROFILE_MESSAGE_MS = 5000;

type ProfileChange = Partial<{ firstname: string; lastname: string; phone: string }>;

/**
 * Saves name or phone through `update` (the account is matched on the email). On success the
 * stored user and the header follow at once (no reload) and the server's message shows (translated
 * when known: lib/i18n/serverMessages.ts); on any
 * failure 'Error'.
 */
export function useSaveProfile() {
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const { message, show } = useTimedMessage(PROFILE_MESSAGE_MS);

  const save = useCallback(
    async (change: ProfileChange): Promise<boolean> => {
      if (!user) return false;
      const next = { ...user, ...change };
      try {
        const answer = await updateUser({
          firstname: next.firstname,
          lastname: next.lastname,
          phone: next.phone,
          email: user.email,
        }).unwrap();
        dispatch(userUpdated(next));
        show(serverMessage(answer));
        return true;
      } catch {
        show(i18n._(formMessages.genericError));
        return false;
      }
    },
    [dispatch, show, updateUser, user],
  );

  return { user, save, saving: isLoading, message, show };
}
