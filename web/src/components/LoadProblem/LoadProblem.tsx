import { t } from '@lingui/core/macro';
import { useOnlineStatus } from '../../hooks/useOnlineStatus';
import { OfflineScreen } from '../OfflineScreen/OfflineScreen';
import styles from './LoadProblem.module.scss';

/**
 * A read that failed for a reason a retry may cure (network, server): say so and offer the retry.
 * Offline, that reason is the connection, and the offline screen says so plainly.
 */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const online = useOnlineStatus();
  if (!online) return <OfflineScreen onRetry={onRetry} />;
  return (
    <p className={styles.problem} role="alert">
      {message}{' '}
      <button type="button" onClick={onRetry}>
        {t`Try again`}
      </button>
    </p>
  );
}
