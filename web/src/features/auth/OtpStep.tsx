/**
 * Login, step two: the 4-digit code emailed by send-otp. Only a verified code stores the session
 * (token and user cookies, 4 days); then the shopper is taken home after 5 s, with a countdown.
 * Messages on this step clear after 4 s.
 */
import { t } from '@lingui/core/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../hooks/storeHooks';
import { TextField } from '../../components/TextField';
import { useRedirectCountdown } from '../../hooks/useRedirectCountdown';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { failureMessage, useSendOtpMutation, useVerifyOtpMutation } from '../../entities/session/userApi';
import { serverMessage } from '../../lib/i18n/serverMessages';
import { isFourDigitOtp, messages } from '../../lib/forms/validation';
import { signedIn } from '../../entities/session/sessionSlice';
import type { PendingLogin } from './CredentialsStep';
import { otpTexts } from './data/authTexts';
import styles from './LoginPage.module.scss';
import { Alert } from '../../components/Alert/Alert';

export const OTP_MESSAGE_MS = 4000;
export const HOME_AFTER_OTP_SECONDS = 5;

export function OtpStep({ pending }: { pending: PendingLogin }) {
  const dispatch = useAppDispatch();
  const [otp, setOtp] = useState('');
  const { message, show } = useTimedMessage(OTP_MESSAGE_MS);
  const [verifyOtp, verifyState] = useVerifyOtpMutation();
  const [sendOtp, sendState] = useSendOtpMutation();
  const { secondsLeft, start } = useRedirectCountdown();
  const verified = secondsLeft !== null;
  const loading = verifyState.isLoading || sendState.isLoading;

  useEffect(() => {
    if (pending.otpMessage) show(pending.otpMessage);
  }, [pending.otpMessage, show]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isFourDigitOtp(otp)) {
      show(messages.otpFourDigits);
      return;
    }
    try {
      const answer = await verifyOtp({ email: pending.email, otp, loginToken: pending.token }).unwrap();
      dispatch(signedIn(pending.token, pending.user));
      show(serverMessage(answer));
      start(paths.home, HOME_AFTER_OTP_SECONDS);
    } catch (error) {
      show(failureMessage(error));
    }
  }

  async function onResend() {
    const answer = await sendOtp({ email: pending.email, loginToken: pending.token })
      .unwrap()
      .then(serverMessage, (error: unknown) => failureMessage(error));
    show(answer);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.hint}>
        {otpTexts.sentTo} <strong>{pending.email}</strong>
      </p>
      <TextField
        label={t`Enter OTP`}
        type="number"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={otp}
        onValueChange={setOtp}
        readOnly={verified}
      />
      <Alert tone="note">{loading ? messages.loading : message}</Alert>
      {verified && <Alert tone="success">{otpTexts.goingHome(secondsLeft)}</Alert>}
      <button type="submit" className={styles.primary} disabled={loading || verified}>
        {t`Request OTP`}
      </button>
      <button type="button" className={styles.secondary} onClick={onResend} disabled={loading || verified}>
        {otpTexts.resend}
      </button>
    </form>
  );
}
