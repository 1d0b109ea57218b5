import { createMemoryRouter } from 'react-router-dom';
import { returnPathOf } from '../features/auth/returnPath';
import { paths } from '../lib/paths';
import { saveSession } from '../lib/session';
import { resetBrowserState, shopper, token } from '../test/session';
import { requireSignedIn } from './guards';
import { routerBasename } from './router';

beforeEach(() => resetBrowserState());

/** A router of the Hindi shop (under `/hi/`, as app/router.tsx runs it) with one guarded screen. */
function hindiRouter(url: string) {
  return createMemoryRouter(
    [
      { path: paths.account.orders, loader: requireSignedIn, element: null },
      { path: paths.login, element: null },
    ],
    { basename: routerBasename('hi'), initialEntries: [url] },
  );
}

/** The router's URL, its language's prefix and all (a data router's location keeps the basename). */
const urlOf = (router: ReturnType<typeof hindiRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('sign-in required, in a language under its prefix', () => {
  it('sends a signed-out shopper to the sign-in of the same language, the way back the shop’s own path', async () => {
    const router = hindiRouter('/hi/account/orders?page=2');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/hi${paths.login}`));
    expect(urlOf(router)).toBe(`/hi${paths.loginReturningTo('/account/orders?page=2')}`);

    // Signed in, the way back is taken through the router, which puts the prefix back once.
    saveSession(token, shopper);
    const next = new URLSearchParams(router.state.location.search).get('next');
    expect(returnPathOf(next)).toBe('/account/orders?page=2');
    await router.navigate(returnPathOf(next));
    expect(urlOf(router)).toBe('/hi/account/orders?page=2');
  });

  it('reads a way back that names a language (an older link) as the shop’s own path', () => {
    expect(returnPathOf('/hi/view-carts')).toBe('/view-carts');
    expect(returnPathOf('/ta')).toBe('/');
    expect(returnPathOf('/hi/login?next=%2F')).toBe(paths.home);
  });
});
