/**
 * Where a form says what happened ('Loading...', a rule, the server's answer). Always rendered, so
 * screen readers announce each new message in this live region. No message leaves it empty.
 */
import styles from './FormMessage.module.scss';

export function FormMessage({ message, className }: { message: string; className?: string }) {
  return (
    <p
      role="status"
      className={[styles.message, message ? styles.shown : '', className ?? ''].filter(Boolean).join(' ')}
    >
      {message || null}
    </p>
  );
}
