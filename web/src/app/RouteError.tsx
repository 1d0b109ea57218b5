import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's fallback: unknown routes and screens that failed to render. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <main style={{ padding: '2rem' }}>
      <h2>Unexpected Application Error!</h2>
      <h3>{detail}</h3>
    </main>
  );
}
