import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { makeCatalogue } from '../test/products';
import { renderWithProviders } from '../test/renderWithProviders';
import { answerCart, answerProductDetail, answerProducts } from '../test/stubApi';
import { clearSession, saveSession } from '../lib/session';
import { shopper, token } from '../test/session';
import { routes } from './router';

function openApp(route: string) {
  return renderWithProviders(null, { route, routes, catchAll: false });
}

afterEach(() => {
  clearSession();
  Cookies.remove('resetEmail', { path: '/' });
});

describe('the route table', { timeout: 20_000 }, () => {
  it('shows unknown routes the spec’s words inside the layout, with a way home and a title', async () => {
    openApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found · Rupee Storefront'));
  });

  it('opens the storefront’s public screens inside the layout', async () => {
    const products = makeCatalogue(12);
    answerProducts(products);
    answerProductDetail(products[0]!);
    const { router } = openApp('/');
    expect(await screen.findByRole('heading', { name: 'Best Of Electronics' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    await router.navigate(`/filter-product/${products[0]!._id}`);
    expect(await screen.findByRole('navigation', { name: 'Sort by' }, { timeout: 5000 })).toBeInTheDocument();
    await router.navigate('/search?q=phone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “phone”' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await router.navigate(`/detail-view/${products[0]!._id}`);
    expect(await screen.findByRole('button', { name: 'ADD TO CARD' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('draws the top bar while the first screen’s code is still loading', async () => {
    const products = makeCatalogue(12);
    answerProducts(products);
    openApp(`/filter-product/${products[0]!._id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Sort by' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('sends login-required routes to /login without a token', async () => {
    const { router } = openApp('/detail-video');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await router.navigate('/account/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets a signed-in shopper in', async () => {
    saveSession(token, shopper);
    answerCart([]);
    const { router } = openApp('/account/orders');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/account/orders');
  });

  it('opens /reset-password only while the resetEmail cookie exists', async () => {
    const { router } = openApp('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget-password'));
    Cookies.set('resetEmail', 'asha@example.com', { path: '/' });
    await router.navigate('/reset-password');
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
