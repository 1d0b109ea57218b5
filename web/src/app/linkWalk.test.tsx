/**
 * The link walk: every link of the header, its menus, the mobile drawer and the footer (signed out
 * and signed in), and every link on the content pages, must lead to a route of the route table.
 * Advertise (in the More menu) links nowhere; the app download page's two store links are the only external ones.
 */
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { matchRoutes } from 'react-router-dom';
import type { User } from '../lib/api';
import { CurrentLocation, renderWithProviders } from '../test/renderWithProviders';
import { answerCart, answerProducts } from '../test/stubApi';
import { Layout } from './layout/Layout';
import { infoPageSlugs, paths } from '../lib/paths';
import { routes } from './router';

const shopper: User = { firstname: 'Asha', lastname: 'Rao', phone: '9876543210', email: 'asha@example.com' };

function hrefsOnScreen(): string[] {
  return Array.from(document.querySelectorAll('a')).map((link) => link.getAttribute('href') ?? '');
}

function isRoute(href: string): boolean {
  const url = new URL(href, 'http://shop.test');
  return url.origin === 'http://shop.test' && matchRoutes(routes, url.pathname) !== null;
}

async function layoutLinks(user: User | null): Promise<string[]> {
  if (user) Cookies.set('token', 'token-for-the-walk');
  const view = renderWithProviders(null, {
    route: '/walk',
    routes: [{ element: <Layout />, children: [{ path: '*', element: <CurrentLocation /> }] }],
    preloadedState: { session: { user } },
  });
  const hrefs = hrefsOnScreen();
  // A dropdown draws its links when it first opens.
  for (const menu of screen.getAllByRole('button', { expanded: false })) {
    await view.user.click(menu);
    hrefs.push(...hrefsOnScreen());
  }
  await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
  await screen.findByRole('dialog', {}, { timeout: 5_000 }); // the drawer's code loads on demand
  hrefs.push(...hrefsOnScreen());
  expect(screen.getAllByText('Advertise').every((element) => element.closest('a') === null)).toBe(true);
  view.unmount();
  Cookies.remove('token');
  return hrefs;
}

beforeEach(() => {
  answerCart([]);
  answerProducts([]);
});

describe('the link walk', () => {
  it('every header, menu, drawer and footer link leads to a route', async () => {
    const hrefs = new Set([...(await layoutLinks(null)), ...(await layoutLinks(shopper))]);
    const dead = [...hrefs].filter((href) => !isRoute(href));
    expect(dead).toEqual([]);

    // Every header, account and footer link the shop promises is there.
    const pathnames = new Set([...hrefs].map((href) => new URL(href, 'http://shop.test').pathname));
    const expected = [
      paths.home,
      paths.login,
      paths.account.profile,
      paths.supercoins,
      paths.plus,
      paths.account.orders,
      paths.account.wishlist,
      paths.account.coupons,
      paths.rewards,
      paths.giftCardStore,
      paths.giftCardStoreItem,
      paths.communicationPreferences,
      paths.account.notifications,
      paths.account.cart,
      paths.cart,
      paths.helpCentre,
      paths.downloadApp,
      paths.sitemap,
      ...infoPageSlugs.map((slug) => paths.infoPage(slug)),
    ];
    expect(expected.filter((path) => !pathnames.has(path))).toEqual([]);
  });

  const contentPages: Array<[url: string, title: string]> = [
    [paths.supercoins, 'SuperCoin Zone'],
    [paths.plus, 'Plus Zone'],
    [paths.rewards, 'Rewards'],
    [paths.giftCardStore, 'The Gift Card Store'],
    [paths.giftCardStoreItem, 'Storefront Gift Card'],
    [paths.helpCentre, 'Help Centre'],
    [paths.communicationPreferences, 'Notification Preferences'],
    [paths.downloadApp, 'Download the App'],
    [paths.sitemap, 'Sitemap'],
    [paths.cart, 'My Cart'],
    ...infoPageSlugs.map((slug): [string, string] => [paths.infoPage(slug), '']),
  ];

  it.each(contentPages)('%s opens through the route table and links only to routes', async (url, title) => {
    renderWithProviders(null, { route: url, routes });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, ...(title ? { name: title } : {}) },
      { timeout: 4000 },
    );
    expect(heading).not.toHaveTextContent('Unexpected Application Error!');
    // The screen names itself in the document's title.
    expect(document.title).toMatch(/^.+ · Rupee Storefront$/);

    // In-page links (the skip link) stay on the page.
    const external = hrefsOnScreen().filter((href) => !href.startsWith('/') && !href.startsWith('#'));
    // Only the download page links out: to the two app stores, over HTTPS.
    expect(external).toHaveLength(url === paths.downloadApp ? 2 : 0);
    expect(external.filter((href) => !href.startsWith('https://'))).toEqual([]);
    const dead = hrefsOnScreen().filter((href) => href.startsWith('/') && !isRoute(href));
    expect(dead).toEqual([]);
  });
});
