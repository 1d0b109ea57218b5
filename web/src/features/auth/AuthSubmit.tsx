/**
 * The end of every sign-in form: its Alert, kept rendered so each new message is announced
 * ("Loading..." while the server works), then the orange submit button. `children` go between the
 * two (the code step's countdown).
 */
import { i18n } from '@lingui/core';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { formMessages } from '../../lib/forms/validation';
import styles from './LoginPage.module.scss';

interface AuthSubmitProps {
  label: string;
  /** The form-level message (hooks/useForm). */
  message: string;
  loading: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

export function AuthSubmit({ label, message, loading, disabled = false, children }: AuthSubmitProps) {
  return (
    <>
      <Alert tone="note">{loading ? i18n._(formMessages.loading) : message}</Alert>
      {children}
      <Button
        variant="accent"
        type="submit"
        className={clsx(styles.action, styles.raised)}
        disabled={loading || disabled}
      >
        {label}
      </Button>
    </>
  );
}
