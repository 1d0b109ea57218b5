import styles from './LoadProblem.module.scss';

/** A read that failed for a reason a retry may cure (network, server): say so and offer the retry. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p className={styles.problem} role="alert">
      {message}{' '}
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
