import { t } from '@lingui/core/macro';
import { useOnlineStatus } from '../../hooks/useOnlineStatus';
import { OfflineScreen } from '../OfflineScreen/OfflineScreen';
import { Alert } from '../Alert/Alert';

/**
 * A read that failed for a reason a retry may cure (network, server): the failure Alert with
 * 'Try again'. Offline, that reason is the connection, and the offline screen says so plainly.
 */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const online = useOnlineStatus();
  if (!online) return <OfflineScreen onRetry={onRetry} />;
  return (
    <Alert tone="failure" action={{ label: t`Try again`, onClick: onRetry }}>
      {message}
    </Alert>
  );
}
