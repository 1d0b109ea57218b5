/**
 * Every route of the shop's router (web/src/app/router.tsx) and the other routes the header and footer link to, once, as
 * data: the path (from web/src/lib/paths.ts, like the shop's own links), who may open it, and what
 * a shopper sees there once it has loaded. routes.spec.ts opens each of them; overflow.spec.ts
 * picks the main pages from here by name.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { infoPageSlugs, paths, type InfoPageSlug } from '../src/lib/paths';
import { termsOfUse } from '../src/components/TermsOfUse/termsOfUse';
import { expect } from './fixtures';

/** A real product of the mock server's catalogue, for the routes that take a product id. */
export interface SampleProduct {
  _id: string;
  category: string;
  content: { title: string };
}

type PerProduct<T> = T | ((product: SampleProduct) => T);

export interface RouteCase {
  /** The test's name for the page. */
  name: string;
  path: PerProduct<string>;
  /** `login`: by the rule "Login required (token cookie present, otherwise redirect to /login)". */
  access: 'public' | 'login';
  /** The page's level-1 heading (its accessible name: visually hidden ones count). */
  heading: PerProduct<string | RegExp>;
  /** Text the page shows once its data is in, when the heading alone does not prove that. */
  text?: PerProduct<string | RegExp>;
}

// The information pages' titles (features/content/data/infoPages.ts holds them as Lingui messages).
const infoPageTitles: Record<Exclude<InfoPageSlug, 'terms'>, string> = {
  payments: 'Payments',
  shipping: 'Shipping',
  returnpolicy: 'Return Policy',
  paymentsecurity: 'Payment Security',
  privacypolicy: 'Privacy Policy',
  'grievance-redressal-mechanism': 'Grievance Redressal Mechanism',
  'ewaste-compliance-tnc': 'E-waste Compliance',
};

const infoPageRoutes: RouteCase[] = infoPageSlugs.map((slug) => ({
  name: `information page ${slug}`,
  path: paths.infoPage(slug),
  access: 'public',
  heading: slug === 'terms' ? termsOfUse.title : infoPageTitles[slug],
}));

/** A page of the account section: for signed-in shoppers only, named "account <page>". */
function accountPage(page: string, path: string, heading: string | RegExp, text?: string): RouteCase {
  return { name: `account ${page}`, path, access: 'login', heading, ...(text === undefined ? {} : { text }) };
}

export const routeCases: RouteCase[] = [
  { name: 'home', path: paths.home, access: 'public', heading: /^RupeeStore/, text: 'Best Of Electronics' },
  {
    name: 'login',
    path: paths.login,
    access: 'public',
    heading: 'Login',
    text: 'Get access to your Order,Wishlist and Recommendation',
  },
  {
    name: 'register',
    path: paths.register,
    access: 'public',
    heading: 'Looks like you`re new here!',
    text: 'Singup with your mobile number to get started',
  },
  { name: 'forget password', path: paths.forgetPassword, access: 'public', heading: 'Forgot Password' },
  {
    name: 'product detail',
    path: (product) => paths.productDetail(product._id),
    access: 'public',
    heading: (product) => new RegExp(`^${escapeRegExp(product.content.title)}`),
    text: 'Similar Products',
  },
  {
    name: 'listing',
    path: (product) => paths.productListing(product._id),
    access: 'public',
    heading: (product) => product.category,
    text: /^Showing 1 – \d+ of [\d,]+ products$/,
  },
  {
    name: 'search results',
    path: paths.searchResults('smart'),
    access: 'public',
    heading: 'Search results for “smart”',
    text: /results for “smart”$/,
  },
  { name: 'cart', path: paths.cart, access: 'public', heading: 'My Cart', text: 'Card is empty' },
  { name: 'gift card store', path: paths.giftCardStore, access: 'public', heading: 'The Gift Card Store' },
  { name: 'gift card', path: paths.giftCardStoreItem, access: 'public', heading: 'Storefront Gift Card' },
  { name: 'supercoins', path: paths.supercoins, access: 'public', heading: 'SuperCoin Zone' },
  { name: 'plus', path: paths.plus, access: 'public', heading: 'Plus Zone' },
  { name: 'rewards', path: paths.rewards, access: 'public', heading: 'Rewards' },
  {
    name: 'help centre',
    path: paths.helpCentre,
    access: 'public',
    heading: 'Help Centre',
    text: 'Which item are you facing an issue with?',
  },
  {
    name: 'download app',
    path: paths.downloadApp,
    access: 'public',
    heading: 'Download the App',
    text: 'Hassle-free Returns',
  },
  {
    name: 'communication preferences',
    path: paths.communicationPreferences,
    access: 'public',
    heading: 'Notification Preferences',
    text: 'Desktop Notifications',
  },
  { name: 'sitemap', path: paths.sitemap, access: 'public', heading: 'Sitemap' },
  ...infoPageRoutes,
  {
    name: 'video',
    path: paths.detailVideo,
    access: 'login',
    // The first video's title (features/video/data/videos.ts holds it as a Lingui message).
    heading: 'Big Saving Days: what to buy first',
    text: 'Related videos',
  },
  accountPage('profile', paths.account.profile, 'Profile Information', 'Personal Information'),
  accountPage(
    'addresses',
    paths.account.addresses,
    'Manage Addresses',
    'No Addresses found in your account! Add a delivery address.',
  ),
  accountPage('saved UPI', paths.account.upi, 'Manage Saved UPI'),
  accountPage('saved cards', paths.account.cards, 'Manage Saved Cards'),
  accountPage('coupons', paths.account.coupons, 'My Coupons (2)'),
  accountPage('reviews', paths.account.reviews, 'My Reviews & Ratings', 'No Reviews & Ratings'),
  accountPage('notifications', paths.account.notifications, 'All Notifications', 'All caught up!'),
  accountPage('wishlist', paths.account.wishlist, 'My Wishlist (0)'),
  accountPage('PAN card', paths.account.pancard, 'PAN Card Information'),
  accountPage('gift cards', paths.account.giftcard, 'Flipkart Gift Card'),
  accountPage('change password', paths.account.changePassword, 'Change Password'),
  accountPage('terms', paths.account.terms, /Terms of Use/i),
  {
    name: 'orders',
    path: paths.account.orders,
    access: 'login',
    heading: 'My Orders',
    // The mock server takes orders: a fresh account has none (the sample rows are the hosted API's).
    text: 'You have not placed any orders yet.',
  },
  // The Help Centre's sample item: no order number, so no order to show (and nothing asked).
  {
    name: 'order detail',
    path: paths.account.orderDetails('1'),
    access: 'login',
    heading: 'We could not find this order',
  },
  {
    name: 'checkout',
    path: paths.checkout.address,
    access: 'login',
    heading: 'Checkout: Delivery address',
    text: 'Your cart is empty',
  },
  accountPage('cart', paths.account.cart, 'My Cart', 'Card is empty'),
];

/**
 * The first screen of a fresh page waits for the lazy chunks of the screen and its data; on a busy
 * shared machine that takes longer than the suite's 10 s default for one assertion.
 */
export const firstRender = { timeout: 30_000 };

const pathnameOf = (path: string) => new URL(path, 'http://shop.invalid').pathname;

/** Opens `route` and waits until it shows its heading and key text, on its own URL (no redirect). */
export async function openRoute(page: Page, route: RouteCase, product: SampleProduct): Promise<string> {
  const path = forProduct(route.path, product);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: forProduct(route.heading, product) })).toBeAttached(
    firstRender,
  );
  await expect(page, 'no redirect').toHaveURL((url) => url.pathname === pathnameOf(path));
  if (route.text) await expect(page.getByText(forProduct(route.text, product)).first()).toBeVisible(firstRender);
  return path;
}

export function routeCase(name: string): RouteCase {
  const found = routeCases.find((route) => route.name === name);
  if (!found) throw new Error(`no route named "${name}" in routeTable.ts`);
  return found;
}

export function forProduct<T>(value: PerProduct<T>, product: SampleProduct): T {
  return typeof value === 'function' ? (value as (product: SampleProduct) => T)(product) : value;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The catalogue's first product (the same one every time: the mock server's order is fixed). */
export async function sampleProduct(request: APIRequestContext): Promise<SampleProduct> {
  const response = await request.get('/product-api/get-products/1/1');
  expect(response.ok()).toBe(true);
  const { prod } = (await response.json()) as { prod: SampleProduct[] };
  expect(prod[0], 'the catalogue has a product').toBeDefined();
  return prod[0]!;
}
