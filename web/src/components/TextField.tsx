/**
 * A labelled text input: the label names the field for screen readers and for tests. Its error
 * (from the form model, hooks/useForm) or its note (e.g. a character count) shows under it and is
 * tied to it (aria-invalid, aria-describedby), so a screen reader reads them together.
 */
import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes } from 'react';
import styles from './TextField.module.scss';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  /** Shown under the field while it has no error. */
  note?: string;
}

export function TextField({ label, value, onValueChange, error, note, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error || note;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...inputProps}
      />
      {message && (
        <p id={messageId} className={error ? styles.error : styles.note}>
          {message}
        </p>
      )}
    </div>
  );
}
