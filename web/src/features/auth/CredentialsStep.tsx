/**
 * Login, step one: the credential check. The token it returns stays in memory (handed to the code
 * step), never in a cookie, until the one-time code is verified.
 */
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { TextField } from '../../components/TextField';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { failureMessage, useLoginMutation, useSendOtpMutation, type Credentials } from '../../entities/session/userApi';
import { serverMessage } from '../../lib/i18n/serverMessages';
import { messages } from '../../lib/forms/validation';
import { authLinks } from './data/authTexts';
import styles from './LoginPage.module.scss';
import { getRememberedEmail, rememberEmail } from './rememberedEmail';
import { TermsNotice } from './TermsNotice';
import { Alert } from '../../components/Alert/Alert';

export interface PendingLogin extends Credentials {
  email: string;
  /** What send-otp answered, shown for 4 s on the code step. */
  otpMessage: string;
}

export function CredentialsStep({ onAccepted }: { onAccepted: (pending: PendingLogin) => void }) {
  const [email, setEmail] = useState(getRememberedEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => getRememberedEmail() !== '');
  const { message, hold } = useTimedMessage(0);
  const [login, loginState] = useLoginMutation();
  const [sendOtp, sendOtpState] = useSendOtpMutation();
  const loading = loginState.isLoading || sendOtpState.isLoading;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    hold('');
    let credentials: Credentials;
    try {
      credentials = await login({ email: email.trim(), password }).unwrap();
    } catch (error) {
      hold(failureMessage(error));
      return;
    }
    rememberEmail(email.trim(), remember);
    const otpMessage = await sendOtp({ email: email.trim(), loginToken: credentials.token })
      .unwrap()
      .then(serverMessage, (error: unknown) => failureMessage(error));
    onAccepted({ ...credentials, email: email.trim(), otpMessage });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t`Enter Email`} type="email" autoComplete="username" value={email} onValueChange={setEmail} />
      <TextField
        label={t`Enter Password`}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      <div className={styles.row}>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t`Remember Me`}
        </label>
        <Link to={paths.forgetPassword} className={styles.link}>
          {authLinks.forgotPassword}
        </Link>
      </div>
      <TermsNotice />
      <Alert tone="note">{loading ? messages.loading : message}</Alert>
      <button type="submit" className={styles.primary} disabled={loading}>
        {t`Login`}
      </button>
      <Link to={paths.register} className={styles.switch}>
        {authLinks.toRegister}
      </Link>
    </form>
  );
}
