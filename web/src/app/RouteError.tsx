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
    // Retry loads the document again, and only here: the screen's file is named by this document's
    // build, and React Router keeps a failed lazy import for good, so only a new document can fetch
    // it (offline the service worker serves that document; after a deployment only it knows the
    // new file names). No data is refreshed this way: the cart outbox is kept in localStorage.
    return <OfflineScreen onRetry={() => window.location.reload()} />; // reload-ok: new code, not data
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t`Something went wrong.`;
  return (
    <main style={{ padding: '2rem' }}>
      <h2>{t`Unexpected Application Error!`}</h2>
      <h3>{detail}</h3>
    </main>
  );
}
