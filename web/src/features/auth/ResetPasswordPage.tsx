/**
 * The reset screen, open only while the 2-minute `resetEmail` marker lives (see app/guards.ts).
 * The code from the email proves the shopper owns the address (our addition; the hosted API
 * ignores `otp`), then the new secret is typed twice. On success the marker is dropped and the
 * shopper goes to the site root.
 */
import { failureText } from '../../lib/api/failure';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PasswordForm, type PasswordFormField } from '../../components/PasswordForm';
import { useForgetPasswordMutation } from '../../entities/session/userApi';
import { isFourDigitOtp, formMessages } from '../../lib/forms/validation';
import { clearResetEmail, getResetEmail } from '../../lib/session';
import styles from './PasswordScreens.module.scss';

const fields: PasswordFormField<'otp' | 'newPassword' | 'confirmPassword'>[] = [
  { name: 'otp', label: msg`Code from the email`, type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  { name: 'newPassword', label: msg`New Password`, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: msg`Confirm Password`, autoComplete: 'new-password' },
];

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  // Read once: the cookie may expire while the shopper types, the form keeps its address.
  const [email] = useState(() => getResetEmail() ?? '');
  const [forgetPassword] = useForgetPasswordMutation();

  async function onSubmit({
    otp,
    newPassword,
    confirmPassword,
  }: Record<'otp' | 'newPassword' | 'confirmPassword', string>) {
    try {
      await forgetPassword({ email, newPassword, confirmPassword, otp: otp.trim() }).unwrap();
    } catch (error) {
      return failureText(error);
    }
    clearResetEmail();
    void navigate(paths.home);
    return null;
  }

  return (
    <div className={styles.page}>
      <PasswordForm
        heading={t`Reset Password`}
        email={email}
        fields={fields}
        submitLabel={t`Change`}
        cancelTo={paths.home}
        extraProblem={({ otp }) => (isFourDigitOtp(otp.trim()) ? null : i18n._(formMessages.otpFourDigits))}
        onSubmit={onSubmit}
      />
    </div>
  );
}
