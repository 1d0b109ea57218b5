import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../lib/paths';
import { routes } from '../../app/router';
import { getStoredUser, getToken, saveSession } from '../../lib/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { answer } from '../../test/stubApi';
import { resetBrowserState, shopper, token } from '../../test/session';

function renderAccount(route: string, signedIn = true) {
  if (signedIn) saveSession(token, shopper);
  answer('getCart', { status: true, prods: [] });
  answer('getProducts', { prod: [] });
  return renderWithProviders(null, {
    routes,
    route,
    ...(signedIn ? { preloadedState: { session: { user: shopper } } } : {}),
  });
}

beforeEach(() => resetBrowserState());

describe('account area', () => {
  it('greets the shopper and lists the sidebar: its sections and links, in order', async () => {
    renderAccount(paths.account.addresses);
    const sidebar = await screen.findByRole('complementary', { name: 'My account' });
    expect(within(sidebar).getByText('Hello,')).toBeInTheDocument();
    expect(within(sidebar).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'MY ORDERS' })).toHaveAttribute('href', paths.account.orders);

    const headings = within(sidebar)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['ACCOUNT SETTING', 'PAYMENTS', 'MY STUFF', 'Frequently Visited:']);
    expect(within(sidebar).getByRole('link', { name: 'Manage Addresses' })).toHaveAttribute('aria-current', 'page');
  });

  it('greets a returning shopper by the name their sign-in answered, though no cookie carries it (issue 48)', async () => {
    saveSession(token, shopper);
    answer('getCart', { status: true, prods: [] });
    answer('getProducts', { prod: [] });
    // A new visit: the store starts from what the device kept, not from a preloaded shopper.
    renderWithProviders(null, { routes, route: paths.account.profile });
    const sidebar = await screen.findByRole('complementary', { name: 'My account' });
    expect(within(sidebar).getByText('Asha Verma')).toBeInTheDocument();
    for (const detail of [shopper.firstname, shopper.lastname, shopper.phone, encodeURIComponent(shopper.email)])
      expect(document.cookie).not.toContain(detail);
  });

  const { account } = paths;
  it.each([
    [
      'ACCOUNT SETTING',
      ['Profile Information', 'Manage Addresses', 'PAN Card Information'],
      [account.profile, account.addresses, account.pancard],
    ],
    ['PAYMENTS', ['Gift Cards₹50', 'Saved UPI', 'Saved Cards'], [account.giftcard, account.upi, account.cards]],
    [
      'MY STUFF',
      ['My Coupons', 'My Reviews & Ratings', 'All Notifications', 'My Wishlist'],
      [account.coupons, account.reviews, account.notifications, account.wishlist],
    ],
    ['Frequently Visited:', ['Track Order', 'Help Center'], [account.orders, paths.helpCentre]],
  ])('the sidebar section %s links to %j, in order', async (title, labels, hrefs) => {
    renderAccount(paths.account.addresses);
    const sidebar = await screen.findByRole('complementary', { name: 'My account' });
    const section = within(sidebar).getByRole('heading', { name: title }).closest('section');
    const links = within(section as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(labels);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(hrefs);
  });

  it('Logout clears the stored user and session and returns to /', async () => {
    const { user, currentUrl } = renderAccount(paths.account.profile);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentUrl()).toBe(paths.home));
    expect(getToken()).toBeUndefined();
    expect(getStoredUser()).toBeUndefined();
  });

  it.each([
    paths.account.profile,
    paths.account.giftcard,
    paths.account.changePassword,
    paths.account.orders,
    paths.account.orderDetails('1'),
    paths.account.terms,
  ])('sends %s to /login without a token, to return there once signed in', async (route) => {
    const { currentUrl } = renderAccount(route, false);
    await screen.findByRole('heading', { name: 'Login' });
    expect(currentUrl()).toBe(paths.loginReturningTo(route));
  });

  it('opens the account pages with a token', async () => {
    const { currentUrl } = renderAccount(paths.account.changePassword);
    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(currentUrl()).toBe(paths.account.changePassword);
  });

  it('shows a new first name in the site header as soon as the profile is saved', async () => {
    const { user } = renderAccount(paths.account.profile);
    answer('updateUser', { status: true, msg: 'User Update' });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: /Asha/ })).toBeInTheDocument();

    const names = within(await screen.findByRole('form', { name: 'Personal Information' }));
    await user.click(names.getByRole('button', { name: 'Edit' }));
    await user.clear(names.getByLabelText('First Name'));
    await user.type(names.getByLabelText('First Name'), 'Ashwini');
    await user.click(names.getByRole('button', { name: 'SAVE' }));

    expect(await within(header).findByRole('button', { name: /Ashwini/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('complementary', { name: 'My account' })).getByText('Ashwini Verma'),
    ).toBeInTheDocument();
  });

  it('folds the menu behind a button on phones, and folds it again once a page is chosen', async () => {
    const { user, currentUrl } = renderAccount(paths.account.profile);
    const toggle = await screen.findByRole('button', { name: 'Account menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'My Coupons' }));
    await waitFor(() => expect(currentUrl()).toBe(paths.account.coupons));
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
