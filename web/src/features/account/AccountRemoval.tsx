/**
 * Deactivate Account (help centre) and Delete Account. Delete asks for confirmation, calls `delete`
 * with the account's id, clears the session at once and leaves for the site root after 2 s,
 * counting down.
 */
import { failureText } from '../../lib/api/failure';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../hooks/storeHooks';
import { Dialog } from '../../components/Dialog';
import { useRedirectCountdown } from '../../hooks/useRedirectCountdown';
import type { User } from '../../lib/api';
import { useDeleteUserMutation } from '../../entities/session/userApi';
import { forgetShopper } from '../../lib/deviceStorage';
import { formMessages } from '../../lib/forms/validation';
import { serverMessage } from '../../lib/i18n/serverMessages';
import { signedOut } from '../../entities/session/sessionSlice';
import styles from './ProfilePage.module.scss';
import { Button, buttonClass } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';

export const HOME_AFTER_DELETE_SECONDS = 2;

export function AccountRemoval({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const { secondsLeft, start } = useRedirectCountdown();

  async function onDelete() {
    setConfirming(false);
    if (!user._id) {
      setMessage(i18n._(formMessages.genericError));
      return;
    }
    try {
      setMessage(serverMessage(await deleteUser(user._id).unwrap()));
    } catch (error) {
      setMessage(failureText(error));
      return;
    }
    forgetShopper(user.email);
    dispatch(signedOut());
    start(paths.home, HOME_AFTER_DELETE_SECONDS);
  }

  return (
    <div className={styles.removal}>
      <Link to={paths.helpCentre} className={buttonClass('text')}>
        {t`Deactivate Account`}
      </Link>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={isLoading || secondsLeft !== null}>
        {t`Delete Account`}
      </Button>
      <Alert tone="note">
        {[
          isLoading ? i18n._(formMessages.loading) : message,
          secondsLeft !== null ? t`Taking you to the home page in ${secondsLeft} s...` : '',
        ]
          .filter(Boolean)
          .join(' ')}
      </Alert>
      <Dialog open={confirming} title={t`Delete your account?`} onClose={() => setConfirming(false)}>
        <p>{t`Your account and everything saved in it will be deleted. This cannot be undone.`}</p>
        <div className={styles.dialogActions}>
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t`Cancel`}
          </Button>
          <Button variant="primary" onClick={onDelete}>
            {t`Delete`}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
