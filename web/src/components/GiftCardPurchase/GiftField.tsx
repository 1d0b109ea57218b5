import type { InputHTMLAttributes } from 'react';
import { TextField } from '../TextField';
import styles from './GiftCardForm.module.scss';

interface GiftFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  error: string | null;
  onValueChange: (value: string) => void;
  /** Shown under the field when there is no error (e.g. a character count). */
  note?: string;
}

/** A labelled field whose error (or note) is tied to it, so a screen reader reads both together. */
export function GiftField({ name, error, note, ...props }: GiftFieldProps) {
  const messageId = `gift-${name}-message`;
  const message = error ?? note;
  return (
    <div className={styles.field}>
      <TextField
        name={name}
        aria-invalid={error !== null}
        aria-describedby={message ? messageId : undefined}
        {...props}
      />
      {message && (
        <p id={messageId} className={error ? styles.error : styles.note}>
          {message}
        </p>
      )}
    </div>
  );
}
