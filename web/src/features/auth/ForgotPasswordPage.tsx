/**
 * /forget-password: emails a reset link and a one-time code, and opens /reset-password for 2
 * minutes in this browser (the `resetEmail` cookie). The sends fail silently on purpose: the
 * screen never tells whether an address has an account.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useHref } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { FormActions, FormCard } from '../../components/FormCard';
import { PASSWORD_BANNER_MS } from '../../components/PasswordForm';
import { TextField } from '../../components/TextField';
import { useForm } from '../../hooks/useForm';
import { useSendEmailMutation, useSendOtpMutation } from '../../entities/session/userApi';
import { emailProblem, formMessages } from '../../lib/forms/validation';
import { setResetEmail } from '../../lib/session';
import { forgotPasswordTexts, resetEmail } from './data/resetEmail';
import styles from './PasswordScreens.module.scss';
import { Alert } from '../../components/Alert/Alert';

export default function ForgotPasswordPage() {
  const form = useForm({ initial: { email: '' }, messageMs: PASSWORD_BANNER_MS });
  const [busy, setBusy] = useState(false);
  const [sendEmail] = useSendEmailMutation();
  // The reset screen in this page's language: the router's href carries its prefix (`/hi/...`).
  const resetHref = useHref(paths.resetPassword);
  const [sendOtp] = useSendOtpMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(form.values.email);
    if (problem) {
      form.say(problem);
      return;
    }
    const address = form.values.email.trim();
    setBusy(true);
    await Promise.allSettled([
      sendEmail(resetEmail(address, `${window.location.origin}${resetHref}`)),
      sendOtp({ email: address }),
    ]);
    setResetEmail(address);
    setBusy(false);
    form.say(i18n._(forgotPasswordTexts.checkEmail));
  }

  return (
    <div className={styles.page}>
      <FormCard
        heading={i18n._(forgotPasswordTexts.heading)}
        intro={i18n._(forgotPasswordTexts.intro)}
        onSubmit={onSubmit}
      >
        <TextField label={t`Email`} type="email" autoComplete="email" {...form.field('email')} />
        <Alert tone="note">{busy ? i18n._(formMessages.loading) : form.message}</Alert>
        <FormActions cancelTo={paths.login} submitLabel={t`Submit`} busy={busy} />
      </FormCard>
    </div>
  );
}
