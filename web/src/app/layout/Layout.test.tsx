import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { User } from '../../lib/api';
import { makeProduct } from '../../test/products';
import { CurrentLocation, renderWithProviders } from '../../test/renderWithProviders';
import { answer, answerCart, failNetwork } from '../../test/stubApi';
import { Layout } from './Layout';
import { linkTexts } from '../../test/linkTexts';

const asha: User = { firstname: 'Asha', lastname: 'Rao', phone: '9876543210', email: 'asha@example.com' };

function renderLayout({ user, route = '/' }: { user?: User; route?: string } = {}) {
  return renderWithProviders(null, {
    route,
    routes: [{ element: <Layout />, children: [{ path: '*', element: <CurrentLocation /> }] }],
    preloadedState: { session: { user: user ?? null } },
  });
}

describe('Layout: skip link', () => {
  it('is the first stop of the keyboard and leads to the screen', async () => {
    const { user } = renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('leads a listing’s keyboard users past the filters to the results', async () => {
    const { user } = renderLayout({ route: '/search?q=phone' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to results' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to results' })).toHaveAttribute('href', '#results');
  });
});

describe('Layout: top bar', () => {
  it('shows the logo, Explore Plus, the search box, Become a Seller and the 9+ notification badge', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'RupeeStore home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Explore Plus/ })).toHaveAttribute('href', '/plus');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getAllByText('Become a Seller').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Notifications, 9+ new' })).toHaveTextContent('9+');
  });

  it('signed out: a Login button whose menu offers Sign Up and the visitor entries', async () => {
    const { user } = renderLayout();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Login options' }));
    const menu = screen.getByText('New Customer?').closest('[id]') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(linkTexts(menu)).toEqual([
      'Sign Up',
      'My Profile',
      'Plus Zone',
      'Ordered',
      'Wishlist',
      'Rewards',
      'Gift Cards',
    ]);
  });

  it('signed in: the first name, the account menu, and Logout that signs out without a reload', async () => {
    Cookies.set('token', 't');
    answerCart([]);
    const { user, currentUrl } = renderLayout({ user: asha, route: '/account/orders' });
    await user.click(screen.getByRole('button', { name: 'Asha' }));
    const menu = document.getElementById(screen.getByRole('button', { name: 'Asha' }).getAttribute('aria-controls')!)!;
    expect(linkTexts(menu)).toEqual([
      'My Profile',
      'Super Coins',
      'Plus Zone',
      'Ordered',
      'Coupons',
      'Gift Cards',
      'Notification',
    ]);
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(currentUrl()).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('the More menu: Advertise links nowhere, the others to their pages', async () => {
    const { user } = renderLayout();
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    const menu = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: 'Notification Preference' })).toHaveAttribute(
      'href',
      '/communication-preferences',
    );
    expect(within(menu).getByRole('link', { name: '24x7 Customer Care' })).toHaveAttribute('href', '/helpcentre');
    expect(within(menu).getByRole('link', { name: 'Download App' })).toHaveAttribute('href', '/download-app');
    const advertise = within(menu).getByText('Advertise');
    expect(advertise.closest('a')).toBeNull();
  });

  it('menus work from the keyboard: Enter opens, Escape closes and returns focus, arrows move', async () => {
    const { user } = renderLayout();
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Notification Preference' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    // The arrow keys of every list: ArrowDown opens at the first entry, Up wraps, Home/End jump.
    await user.keyboard('{ArrowDown}');
    const links = within(document.getElementById(more.getAttribute('aria-controls')!)!).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links[links.length - 1]).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveFocus();
  });
});

describe('Layout: cart badge', () => {
  afterEach(() => Cookies.remove('token'));

  it('counts the products in the signed-in shopper’s cart', async () => {
    Cookies.set('token', 't');
    answerCart([makeProduct({ n: 1 }), makeProduct({ n: 2 }), makeProduct({ n: 3 })]);
    renderLayout({ user: asha });
    expect(await screen.findByRole('link', { name: 'Cart, 3 products' })).toHaveAttribute('href', '/view-carts');
  });

  it('shows 0 when the cart call fails', async () => {
    Cookies.set('token', 't');
    const cart = failNetwork('getCart');
    renderLayout({ user: asha });
    await waitFor(() => expect(cart).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Cart, 0 products' })).toBeInTheDocument();
  });

  it('shows 0 when the server answers status false', async () => {
    Cookies.set('token', 't');
    const cart = answer('getCart', { status: false, msg: 'no cart' });
    renderLayout({ user: asha });
    await waitFor(() => expect(cart).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Cart, 0 products' })).toBeInTheDocument();
  });

  it('shows 0 for a visitor without asking the server', () => {
    const cart = answerCart([makeProduct({ n: 1 })]);
    renderLayout();
    expect(screen.getByRole('link', { name: 'Cart, 0 products' })).toBeInTheDocument();
    expect(cart).not.toHaveBeenCalled();
  });
});

describe('Layout: categories, drawer and footer', () => {
  it('lists the ten categories, each with a dropdown except the 8th and 9th', async () => {
    const { user } = renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    const entries = within(nav)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement === nav);
    expect(entries).toHaveLength(10);
    entries.forEach((entry, i) => {
      const hasDropdown = within(entry).queryAllByRole('button', { hidden: true }).length > 0;
      expect(hasDropdown).toBe(i !== 7 && i !== 8);
    });
    expect(within(entries[7]!).getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/search?q=Furniture');
    await user.click(within(entries[1]!).getByRole('button', { name: 'Mobiles & Tablets' }));
    expect(within(entries[1]!).getByRole('link', { name: 'Tablets' })).toHaveAttribute('href', '/search?q=Tablets');
  });

  it('opens the side drawer with the languages, then its entries, Login & Signup to Plus Zone', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5_000 }); // its code loads on demand
    const names = linkTexts(drawer);
    expect(names.slice(0, 6)).toEqual(['English', 'हिन्दी', 'मराठी', 'বাংলা', 'தமிழ்', 'తెలుగు']);
    expect(names.slice(6, 15)).toEqual([
      'Login & Signup',
      'My Account',
      'My Orders',
      'My Coupons',
      'My Cart',
      'My Wishlist',
      'My Notification',
      'SuperCoin Zone',
      'Plus Zone',
    ]);
    await user.click(within(drawer).getByRole('link', { name: 'My Orders' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has every footer link and the copyright line', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const href of [
      '/pages/payments',
      '/pages/shipping',
      '/pages/returnpolicy',
      '/pages/terms',
      '/pages/paymentsecurity',
      '/pages/privacypolicy',
      '/sitemap',
      '/pages/grievance-redressal-mechanism',
      '/pages/ewaste-compliance-tnc',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs.some((href) => /^\/helpcentre\?catalog=\w+&view=\w+$/.test(href ?? ''))).toBe(true);
    expect(footer).toHaveTextContent('copyright 2007-2024');
  });
});
