/**
 * Registration: the six fields and Continue. A signup token works at once, so the shopper is signed
 * in and goes back where sign-in was asked for (`?next=`, kept by the link from the login mode), or
 * home, as a sign-in does (useFinishSignIn).
 */
import { failureText } from '../../lib/api/failure';
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from '../../hooks/useForm';
import { TextField } from '../../components/TextField';
import type { SignupData } from '../../lib/api';
import { useSignupMutation } from '../../entities/session/userApi';
import { AuthSubmit } from './AuthSubmit';
import { authLinks } from './data/authTexts';
import styles from './LoginPage.module.scss';
import { useAuthSwitch } from './useAuthSwitch';
import { useFinishSignIn } from './useFinishSignIn';

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
  const finishSignIn = useFinishSignIn();
  const toLogin = useAuthSwitch('login');
  const form = useForm({ initial: emptyForm });
  const [signup, { isLoading }] = useSignupMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.clearMessage();
    try {
      const { token, user } = await signup({ ...form.values, email: form.values.email.trim() }).unwrap();
      finishSignIn(token, user);
    } catch (error) {
      form.say(failureText(error));
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
          {...form.field(field.name)}
        />
      ))}
      <AuthSubmit label={t`Continue`} message={form.message} loading={isLoading} />
      <Link to={toLogin} className={styles.switch}>
        {i18n._(authLinks.toLogin)}
      </Link>
    </form>
  );
}
