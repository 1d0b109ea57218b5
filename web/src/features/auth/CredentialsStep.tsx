/**
 * Login, step one: the credential check. The token it returns stays in memory (handed to the code
 * step), never in a cookie, until the one-time code is verified.
 */
import { failureText } from '../../lib/api/failure';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { TextField } from '../../components/TextField';
import { useForm } from '../../hooks/useForm';
import { useLoginMutation, useSendOtpMutation, type Credentials } from '../../entities/session/userApi';
import { serverMessage } from '../../lib/i18n/serverMessages';
import { AuthSubmit } from './AuthSubmit';
import { authLinks } from './data/authTexts';
import styles from './LoginPage.module.scss';
import { getRememberedEmail, rememberEmail } from './rememberedEmail';
import { TermsNotice } from './TermsNotice';
import { useAuthSwitch } from './useAuthSwitch';

export interface PendingLogin extends Credentials {
  email: string;
  /** What send-otp answered, shown for 4 s on the code step. */
  otpMessage: string;
}

function fromDevice() {
  const email = getRememberedEmail();
  return { email, password: '', remember: email !== '' };
}

export function CredentialsStep({ onAccepted }: { onAccepted: (pending: PendingLogin) => void }) {
  const form = useForm({ initial: fromDevice });
  const toRegister = useAuthSwitch('register');
  const [login, loginState] = useLoginMutation();
  const [sendOtp, sendOtpState] = useSendOtpMutation();
  const loading = loginState.isLoading || sendOtpState.isLoading;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.clearMessage();
    const email = form.values.email.trim();
    let credentials: Credentials;
    try {
      credentials = await login({ email, password: form.values.password }).unwrap();
    } catch (error) {
      form.say(failureText(error));
      return;
    }
    rememberEmail(email, form.values.remember);
    const otpMessage = await sendOtp({ email, loginToken: credentials.token })
      .unwrap()
      .then(serverMessage, (error: unknown) => failureText(error));
    onAccepted({ ...credentials, email, otpMessage });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t`Enter Email`} type="email" autoComplete="username" {...form.field('email')} />
      <TextField
        label={t`Enter Password`}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className={styles.row}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={form.values.remember}
            onChange={(event) => form.update('remember')(event.target.checked)}
          />
          {t`Remember Me`}
        </label>
        <Link to={paths.forgetPassword} className={styles.link}>
          {i18n._(authLinks.forgotPassword)}
        </Link>
      </div>
      <TermsNotice />
      <AuthSubmit label={t`Login`} message={form.message} loading={loading} />
      <Link to={toRegister} className={styles.switch}>
        {i18n._(authLinks.toRegister)}
      </Link>
    </form>
  );
}
