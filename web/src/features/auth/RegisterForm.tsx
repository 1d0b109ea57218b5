/** Registration: the six fields and Continue. A signup token works at once, so the shopper goes home signed in. */
import { failureText } from '../../lib/api/failure';
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../hooks/storeHooks';
import { useForm } from '../../hooks/useForm';
import { TextField } from '../../components/TextField';
import type { SignupData } from '../../lib/api';
import { useSignupMutation } from '../../entities/session/userApi';
import { signedIn } from '../../entities/session/sessionSlice';
import { AuthSubmit } from './AuthSubmit';
import { authLinks } from './data/authTexts';
import styles from './LoginPage.module.scss';

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
  const form = useForm({ initial: emptyForm });
  const [signup, { isLoading }] = useSignupMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.clearMessage();
    try {
      const { token, user } = await signup({ ...form.values, email: form.values.email.trim() }).unwrap();
      dispatch(signedIn(token, user));
      void navigate(paths.home);
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
      <Link to={paths.login} className={styles.switch}>
        {i18n._(authLinks.toLogin)}
      </Link>
    </form>
  );
}
