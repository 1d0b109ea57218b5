/**
 * Renders a screen the way the app does: a fresh store from `makeStore` and a memory router, so a
 * test can start at any URL and see where the screen navigates. Shared by every feature's tests.
 */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { LanguageRoot } from '../lib/i18n/LanguageRoot';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (e.g. '/detail-view/:prodId'); every other URL shows its path. */
  path?: string;
  /** Extra routes, e.g. a guarded route or the real route table. Replaces `ui`'s own route when given with ui = null. */
  routes?: RouteObject[];
  store?: AppStore;
  /** Show the path for URLs nothing else matches (default). Off to test the app's own fallback. */
  catchAll?: boolean;
}

/** Shown for any URL the test did not mount a screen at: lets a test assert where a click led. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="current-location">{`${pathname}${search}`}</p>;
}

export function renderWithProviders(ui: ReactElement | null, options: ProvidersOptions = {}) {
  const {
    preloadedState,
    route = '/',
    path = '/',
    routes = [],
    catchAll = true,
    store = makeStore(preloadedState),
    ...renderOptions
  } = options;
  const table: RouteObject[] = [
    ...(ui ? [{ path, element: ui }] : []),
    ...routes,
    ...(catchAll ? [{ path: '*', element: <CurrentLocation /> }] : []),
  ];
  const router = createMemoryRouter(table, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <LanguageRoot>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </LanguageRoot>,
    renderOptions,
  );
  /** The router's current URL (path and query), for assertions after navigation. */
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, store, router, user, currentUrl };
}
