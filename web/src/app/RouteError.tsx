import { t } from '@lingui/core/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { OfflineScreen } from '../components/OfflineScreen/OfflineScreen';
import { useOnlineStatus } from '../hooks/useOnlineStatus';

/** A lazily loaded screen whose code could not be fetched (offline, or a deployment removed it). */
function isModuleLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload/i.test(message);
}

/** The router's fallback: unknown routes, screens that failed to render, and screens that could not load. */
export function RouteError() {
  const error = useRouteError();
  const online = useOnlineStatus();
  if (!online || isModuleLoadFailure(error)) {
    // Loading the page again is what fetches the missing code; nothing is refreshed after a change.
    return <OfflineScreen onRetry={() => window.location.reload()} />;
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t`Something went wrong.`;
  return (
    <main style={{ padding: '2rem' }}>
      <h2>{t`Unexpected Application Error!`}</h2>
      <h3>{detail}</h3>
    </main>
  );
}
