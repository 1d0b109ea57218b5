/** Registration: the six fields and Continue. A signup token works at once, so the shopper goes home signed in. */
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../hooks/storeHooks';
import { TextField } from '../../components/TextField';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import type { SignupData } from '../../lib/api';
import { failureMessage, useSignupMutation } from '../../entities/session/userApi';
import { messages } from '../../lib/forms/validation';
import { signedIn } from '../../entities/session/sessionSlice';
import { authLinks } from './data/authTexts';
import styles from './LoginPage.module.scss';
import { Alert } from '../../components/Alert/Alert';

const emptyForm: SignupData = { firstname: '', lastname: '', username: '', email: '', password: '', phone: '' };

const fields: { name: keyof SignupData; label: MessageDescriptor; type: string; autoComplete: string }[] = [
  { name: 'firstname', label: msg`Enter Firstname`, type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', label: msg`Enter Lastname`, type: 'text', autoComplete: 'family-name' },
  { name: 'username', label: msg`Enter Username`, type: 'text', autoComplete: 'nickname' },
  { name: 'email', label: msg`Enter Email`, type: 'email', autoComplete: 'email' },
  { name: 'password', label: msg`Enter Password`, type: 'password', autoComplete: 'new-password' },
  { name: 'phone', label: msg`Enter Mobile Number`, type: 'tel', autoComplete: 'tel' },
];

export function RegisterForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignupData>(emptyForm);
  const { message, hold } = useTimedMessage(0);
  const [signup, { isLoading }] = useSignupMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    hold('');
    try {
      const { token, user } = await signup({ ...form, email: form.email.trim() }).unwrap();
      dispatch(signedIn(token, user));
      navigate(paths.home);
    } catch (error) {
      hold(failureMessage(error));
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={i18n._(field.label)}
          type={field.type}
          autoComplete={field.autoComplete}
          value={form[field.name]}
          onValueChange={(value) => setForm((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      <Alert tone="note">{isLoading ? messages.loading : message}</Alert>
      <button type="submit" className={styles.primary} disabled={isLoading}>
        {t`Continue`}
      </button>
      <Link to={paths.login} className={styles.switch}>
        {authLinks.toLogin}
      </Link>
    </form>
  );
}
