/**
 * The route table: every route of the shop, with its three kinds of guard (public, reset-email,
 * login required) and the not-found screen for unknown routes, inside the layout. Every screen is lazily loaded but
 * the home page: it is most visits' first screen, and loaded with the entry its first paint comes
 * about half a second sooner on a phone (Lighthouse, decision 006), for the same bytes on `/`.
 */

import { largeCatalogue } from '../entities/catalogue/catalogueSize';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  useParams,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { requireResetEmail, requireSignedIn } from './guards';
import { Layout } from './layout/Layout';
import { paths } from '../lib/paths';
import { RouteError } from './RouteError';
import { ScreenLoading } from './ScreenLoading';
import HomePage from '../features/home/HomePage';
import { railSource } from '../features/home/data/rails';
import { productsApi } from '../entities/catalogue/productsApi';
import { loadersStartIn, queryOptions, readAndDrop, screenData, storeOf, type RouteHandle } from './serverRendering';
import type { AppStore } from './store';
import type { SignedInData } from './signedInData';
import type { LanguageCode } from '../lib/i18n/languages';
import { localizedPath, splitLanguage } from '../lib/i18n/languageUrls';

/** Every lazily loaded screen, by its file: each is a chunk of its own (the home page is in the entry). */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../features/*/*Page.tsx',
  '../features/account/AccountLayout.tsx',
  '!../features/home/HomePage.tsx',
]);

/**
 * A lazily loaded screen, named by its file under features/ (`listing/ListingPage`): its module's
 * default export is the component. The route's handle names the module as the build's manifest
 * does, so the server can link the screen's styles and script in the HTML it renders.
 */
function page(file: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`../features/${file}.tsx`];
  if (!load) throw new Error(`no screen module features/${file}.tsx`);
  const handle: RouteHandle = { module: `src/features/${file}.tsx` };
  return { lazy: async () => ({ Component: (await load()).default }), handle };
}

/** Home: the products of its rails, one page of the catalogue. */
const homeData = screenData(({ dispatch, options }) =>
  dispatch(productsApi.endpoints.getProductsPage.initiate(railSource, options)),
);

const productData = screenData(({ dispatch, params: { prodId }, options }) =>
  prodId ? dispatch(productsApi.endpoints.getProductDetail.initiate(prodId, options)) : undefined,
);

/**
 * The listing and the search filter, sort and page the whole catalogue in the browser (the hosted
 * API has no filters). On the server the loader first asks whether the catalogue holds more than
 * `largeCatalogue` products (one product past it, a page of one: a larger answer alone would hold
 * the server for seconds, so the page is the frame and the browser lists it); if not, it reads the
 * catalogue, sums it up into the one page the URL shows, with its facets and counts (listingView.ts,
 * imported only here: the listing's code stays out of the browser's entry), and drops it: the HTML
 * carries that page, never the catalogue.
 */
const listingData: LoaderFunction = async ({ context, params: { prodId }, request }) => {
  const store = storeOf(context);
  if (!store) return null;
  const { dispatch } = store;
  const { getProducts, getProductsPage } = productsApi.endpoints;
  if (!import.meta.env.SSR) {
    void dispatch(getProducts.initiate(undefined, queryOptions));
    return null;
  }
  const past = await readAndDrop(dispatch, dispatch(getProductsPage.initiate({ page: largeCatalogue + 1, limit: 1 })));
  if (past.length > 0) throw new Error(`the catalogue holds more than ${largeCatalogue} products`);
  const [{ listingSummary, scopeOf }, { readListingState }, { searchScope }, { toLatin }] = await Promise.all([
    import('../features/listing/listingView'),
    import('../features/listing/listingParams'),
    import('../features/listing/searchScope'),
    import('../entities/catalogue/search/indic'),
  ]);
  const search = new URL(request.url).searchParams;
  const products = await readAndDrop(dispatch, dispatch(getProducts.initiate(undefined, queryOptions)));
  return listingSummary(products, scopeOf(prodId, search.get('q')), readListingState(search), (query) =>
    searchScope(products, query, toLatin),
  );
};

/**
 * The listing's data is the whole catalogue, whatever its filters, sort and page: a new query string
 * runs no loader, so the URL (and the ticked box with it) changes at once, as without a loader.
 */
const onlyForAnotherPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/** A public screen the server renders, with the loader that starts the data its first screen shows. */
function serverRendered(
  route: Pick<RouteObject, 'lazy' | 'handle'>,
  loader?: LoaderFunction,
  shouldRevalidate?: ShouldRevalidateFunction,
): RouteObject {
  return {
    ...route,
    ...(loader ? { loader } : {}),
    ...(shouldRevalidate ? { shouldRevalidate } : {}),
    handle: { ...(route.handle as RouteHandle | undefined), serverRendered: true } satisfies RouteHandle,
  };
}

/**
 * A screen of the signed-in shopper's own: the server draws it only for a navigation that carries
 * their session, with `data` (./signedInData.ts, loaded on the server alone), and the frame for
 * anyone else. The browser draws it anew from the answers the page came with (main.tsx); its hooks
 * ask for anything else, as before.
 */
function signedInScreen(
  route: Pick<RouteObject, 'lazy' | 'handle'>,
  data?: SignedInData,
): Pick<RouteObject, 'lazy' | 'handle' | 'loader'> {
  const loader: LoaderFunction | undefined =
    import.meta.env.SSR && data ? async (args) => (await import('./signedInData')).signedInData[data](args) : undefined;
  return {
    ...route,
    ...(loader ? { loader } : {}),
    handle: { ...(route.handle as RouteHandle | undefined), serverRendered: 'signed-in' } satisfies RouteHandle,
  };
}

const notFoundHandle: RouteHandle = {
  module: 'src/features/content/NotFoundPage.tsx',
  serverRendered: true,
  notFound: true,
};

function SampleOrderRedirect() {
  const { orderId = '1' } = useParams();
  return <Navigate to={paths.account.orderDetails(orderId)} replace />;
}

const accountRoutes: RouteObject[] = [
  { index: true, ...signedInScreen(page('account/ProfilePage')) },
  { path: paths.account.addresses, ...signedInScreen(page('account/AddressesPage')) },
  { path: paths.account.upi, ...signedInScreen(page('account/SavedUpiPage')) },
  { path: paths.account.cards, ...signedInScreen(page('account/SavedCardsPage')) },
  { path: paths.account.coupons, ...signedInScreen(page('account/CouponsPage')) },
  { path: paths.account.reviews, ...signedInScreen(page('account/ReviewsPage')) },
  { path: paths.account.notifications, ...signedInScreen(page('account/NotificationsPage')) },
  { path: paths.account.wishlist, ...signedInScreen(page('account/WishlistPage')) },
  { path: paths.account.pancard, ...signedInScreen(page('account/PanCardPage')) },
  { path: paths.account.giftcard, ...signedInScreen(page('account/GiftCardsPage')) },
  { path: paths.account.changePassword, ...signedInScreen(page('account/ChangePasswordPage')) },
  { path: paths.account.terms, ...signedInScreen(page('account/TermsPage')) },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // Shown in the layout while the first screen's lazy module loads: the top bar and the
        // category bar paint, and their images load, while the screen is still on its way.
        hydrateFallbackElement: <ScreenLoading />,
        children: [
          {
            path: paths.home,
            Component: HomePage,
            loader: homeData,
            handle: { serverRendered: true } satisfies RouteHandle,
          },
          { path: paths.login, ...page('auth/LoginPage') },
          { path: paths.register, ...page('auth/LoginPage') },
          { path: paths.forgetPassword, ...page('auth/ForgotPasswordPage') },
          {
            path: paths.resetPassword,
            loader: requireResetEmail,
            ...page('auth/ResetPasswordPage'),
          },
          {
            path: paths.productDetail.pattern,
            ...serverRendered(page('product-detail/ProductDetailPage'), productData),
          },
          {
            path: paths.productListing.pattern,
            ...serverRendered(page('listing/ListingPage'), listingData, onlyForAnotherPath),
          },
          { path: paths.search, ...serverRendered(page('listing/ListingPage'), listingData, onlyForAnotherPath) },
          { path: paths.cart, ...signedInScreen(page('cart/CartPage'), 'cart') },
          { path: paths.giftCardStore, ...serverRendered(page('content/GiftCardStorePage')) },
          { path: paths.giftCardStoreItem, ...serverRendered(page('content/GiftCardStorePage')) },
          { path: paths.supercoins, ...serverRendered(page('content/SupercoinsPage')) },
          { path: paths.plus, ...serverRendered(page('content/PlusPage')) },
          { path: paths.rewards, ...serverRendered(page('content/RewardsPage')) },
          { path: paths.helpCentre, ...serverRendered(page('content/HelpCentrePage')) },
          { path: paths.downloadApp, ...serverRendered(page('content/DownloadAppPage')) },
          {
            path: paths.communicationPreferences,
            ...serverRendered(page('content/CommunicationPreferencesPage')),
          },
          { path: paths.sitemap, ...serverRendered(page('content/SitemapPage')) },
          { path: paths.infoPage.pattern, ...serverRendered(page('content/InfoPage')) },
          { path: paths.sampleOrder.pattern, element: <SampleOrderRedirect /> },
          {
            loader: requireSignedIn,
            children: [
              { path: paths.detailVideo, ...page('video/VideoPage') },
              { path: paths.account.orders, ...signedInScreen(page('orders/OrdersPage'), 'orders') },
              {
                path: paths.account.orderDetails.pattern,
                ...signedInScreen(page('orders/OrderDetailPage'), 'order'),
              },
              { path: paths.account.cart, ...signedInScreen(page('cart/CartPage'), 'cart') },
              { path: paths.checkout.address, ...signedInScreen(page('checkout/CheckoutAddressPage'), 'checkout') },
              { path: paths.checkout.summary, ...signedInScreen(page('checkout/CheckoutSummaryPage'), 'checkout') },
              { path: paths.checkout.payment, ...signedInScreen(page('checkout/CheckoutPaymentPage'), 'checkout') },
              {
                path: paths.checkout.confirmed.pattern,
                ...signedInScreen(page('checkout/OrderConfirmedPage'), 'order'),
              },
              { path: paths.account.orderInvoice.pattern, ...page('orders/InvoicePage') },
              {
                path: paths.account.profile,
                ...page('account/AccountLayout'),
                children: accountRoutes,
              },
            ],
          },
          // Unknown URLs: the server renders this screen and answers it with 404.
          { path: '*', ...page('content/NotFoundPage'), handle: notFoundHandle },
        ],
      },
    ],
  },
];

/**
 * Where the routes of `language` start: the language's home page, `/hi/` (`/` for English). Every
 * route, link and redirect of a page then stays in its language without spelling it (lib/paths.ts
 * has none): React Router adds the basename to each href and takes it off each URL it matches.
 * With its slash, a Hindi page's link home is `/hi/`, the Hindi home page's one URL.
 */
export function routerBasename(language: LanguageCode): string {
  return localizedPath(paths.home, language);
}

/**
 * The browser's router for a page in `language`, whose loaders start their screens' data in
 * `store`; `loaderData` when it takes over a page the server rendered.
 */
export function createAppRouter(store: AppStore, language: LanguageCode, loaderData?: Record<string, unknown>) {
  loadersStartIn(store);
  return createBrowserRouter(routes, {
    basename: routerBasename(language),
    ...(loaderData ? { hydrationData: { loaderData } } : {}),
  });
}

/**
 * Loads the screens the URL path `urlPath` (its language's prefix and all) shows before the browser
 * hydrates the server's HTML of them, as the hydrating render must draw them at once, like the
 * server did, not a loading state.
 */
export async function loadScreensFor(urlPath: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, splitLanguage(urlPath).path) ?? []).filter(
    (match) => typeof match.route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
