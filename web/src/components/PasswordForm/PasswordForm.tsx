/**
 * The reset and change password forms: read-only email, the screen's password fields, Cancel and
 * the submit button. Empty fields give 'Please Fill All Field', a new and confirm password that
 * differ give 'Password is MissMatch...', and every message clears after 5 s. `onSubmit` answers
 * with the message to show, or null when the change went through (the screen then moves on).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useForm } from '../../hooks/useForm';
import { formMessages, passwordChangeProblem } from '../../lib/forms/validation';
import { FormActions, FormCard } from '../FormCard';
import { TextField } from '../TextField';
import { Alert } from '../Alert/Alert';

export const PASSWORD_BANNER_MS = 5000;

export interface PasswordFormField<Name extends string> {
  name: Name;
  label: MessageDescriptor;
  autoComplete: string;
  type?: 'password' | 'text';
  inputMode?: 'numeric';
}

type Values<Name extends string> = Record<Name | 'newPassword' | 'confirmPassword', string>;

interface PasswordFormProps<Name extends string> {
  heading: string;
  email: string;
  /** In display order; must include `newPassword` and `confirmPassword`. */
  fields: PasswordFormField<Name | 'newPassword' | 'confirmPassword'>[];
  submitLabel: string;
  cancelTo: string;
  /** A rule of the screen's own, checked after the shared ones. */
  extraProblem?: (values: Values<Name>) => string | null;
  onSubmit: (values: Values<Name>) => Promise<string | null>;
}

export function PasswordForm<Name extends string>({
  heading,
  email,
  fields,
  submitLabel,
  cancelTo,
  extraProblem,
  onSubmit,
}: PasswordFormProps<Name>) {
  const form = useForm({
    initial: () => Object.fromEntries(fields.map((field) => [field.name, ''])) as Values<Name>,
    messageMs: PASSWORD_BANNER_MS,
  });
  const { values } = form;
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem =
      passwordChangeProblem({ email, ...values }, values.newPassword, values.confirmPassword) ??
      extraProblem?.(values) ??
      null;
    if (problem) {
      form.say(problem);
      return;
    }
    setBusy(true);
    const failure = await onSubmit(values);
    setBusy(false);
    if (failure !== null) form.say(failure);
  }

  return (
    <FormCard heading={heading} onSubmit={submit}>
      <TextField label={t`Email`} type="email" value={email} onValueChange={() => undefined} readOnly />
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={i18n._(field.label)}
          type={field.type ?? 'password'}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onValueChange={form.update(field.name)}
        />
      ))}
      <Alert tone="note">{busy ? i18n._(formMessages.loading) : form.message}</Alert>
      <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busy={busy} />
    </FormCard>
  );
}
