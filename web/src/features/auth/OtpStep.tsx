/**
 * Login, step two: the 4-digit code emailed by send-otp. Only a verified code stores the session
 * (the token cookie, 4 days, and the account: lib/session); then the shopper goes at once back where
 * sign-in was asked for (`?next=`, a path of this shop: the product they were adding, the account
 * page they opened), or home (useFinishSignIn). Messages on this step clear after 4 s.
 */
import { failureText } from '../../lib/api/failure';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useEffect, type FormEvent } from 'react';
import { useForm } from '../../hooks/useForm';
import { TextField } from '../../components/TextField';
import { Button } from '../../components/Button/Button';
import { useSendOtpMutation, useVerifyOtpMutation } from '../../entities/session/userApi';
import { serverMessage } from '../../lib/i18n/serverMessages';
import { isFourDigitOtp, formMessages } from '../../lib/forms/validation';
import { AuthSubmit } from './AuthSubmit';
import type { PendingLogin } from './CredentialsStep';
import { otpTexts } from './data/authTexts';
import { useFinishSignIn } from './useFinishSignIn';
import styles from './LoginPage.module.scss';

export const OTP_MESSAGE_MS = 4000;

export function OtpStep({ pending }: { pending: PendingLogin }) {
  const finishSignIn = useFinishSignIn();
  const form = useForm({ initial: { otp: '' }, messageMs: OTP_MESSAGE_MS });
  const { say } = form;
  const [verifyOtp, verifyState] = useVerifyOtpMutation();
  const [sendOtp, sendState] = useSendOtpMutation();
  const loading = verifyState.isLoading || sendState.isLoading;

  useEffect(() => {
    if (pending.otpMessage) say(pending.otpMessage);
  }, [pending.otpMessage, say]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { otp } = form.values;
    if (!isFourDigitOtp(otp)) {
      say(i18n._(formMessages.otpFourDigits));
      return;
    }
    try {
      const answer = await verifyOtp({ email: pending.email, otp, loginToken: pending.token }).unwrap();
      say(serverMessage(answer));
      finishSignIn(pending.token, pending.user);
    } catch (error) {
      say(failureText(error));
    }
  }

  async function onResend() {
    const answer = await sendOtp({ email: pending.email, loginToken: pending.token })
      .unwrap()
      .then(serverMessage, (error: unknown) => failureText(error));
    say(answer);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.hint}>
        {i18n._(otpTexts.sentTo)} <strong>{pending.email}</strong>
      </p>
      <TextField
        label={t`Enter OTP`}
        type="number"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.field('otp')}
      />
      <AuthSubmit label={t`Request OTP`} message={form.message} loading={loading} />
      <Button variant="outline" className={styles.action} onClick={onResend} disabled={loading}>
        {i18n._(otpTexts.resend)}
      </Button>
    </form>
  );
}
