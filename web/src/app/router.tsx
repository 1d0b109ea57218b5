/**
 * The route table: every route of the shop, with its three kinds of guard (public, reset-email,
 * login required) and the router's fallback for unknown routes. Every screen is lazily loaded but
 * the home page: it is most visits' first screen, and loaded with the entry its first paint comes
 * about half a second sooner on a phone (Lighthouse, decision 006), for the same bytes on `/`.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner/Spinner';
import { requireResetEmail, requireToken } from './guards';
import { Layout } from './layout/Layout';
import { paths } from '../lib/paths';
import { RouteError } from './RouteError';
import HomePage from '../features/home/HomePage';

type PageModule = Promise<{ default: ComponentType }>;

/** A lazily loaded screen: its module's default export is the component. */
function page(load: () => PageModule): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function SampleOrderRedirect() {
  const { orderId = '1' } = useParams();
  return <Navigate to={paths.account.orderDetails(orderId)} replace />;
}

const accountRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/account/ProfilePage')) },
  { path: 'addresses', ...page(() => import('../features/account/AddressesPage')) },
  { path: 'vpadetails', ...page(() => import('../features/account/SavedUpiPage')) },
  { path: 'cardsdetails', ...page(() => import('../features/account/SavedCardsPage')) },
  { path: 'rewards', ...page(() => import('../features/account/CouponsPage')) },
  { path: 'reviews', ...page(() => import('../features/account/ReviewsPage')) },
  { path: 'notification', ...page(() => import('../features/account/NotificationsPage')) },
  { path: 'wishlist', ...page(() => import('../features/account/WishlistPage')) },
  { path: 'pancard', ...page(() => import('../features/account/PanCardPage')) },
  { path: 'giftcard', ...page(() => import('../features/account/GiftCardsPage')) },
  { path: 'change-password', ...page(() => import('../features/account/ChangePasswordPage')) },
  { path: 'terms', ...page(() => import('../features/account/TermsPage')) },
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
        hydrateFallbackElement: <Spinner />,
        children: [
          { path: paths.home, Component: HomePage },
          { path: paths.login, ...page(() => import('../features/auth/LoginPage')) },
          { path: paths.register, ...page(() => import('../features/auth/LoginPage')) },
          { path: paths.forgetPassword, ...page(() => import('../features/auth/ForgotPasswordPage')) },
          {
            path: paths.resetPassword,
            loader: requireResetEmail,
            ...page(() => import('../features/auth/ResetPasswordPage')),
          },
          { path: '/detail-view/:prodId', ...page(() => import('../features/product-detail/ProductDetailPage')) },
          { path: '/filter-product/:prodId', ...page(() => import('../features/listing/ListingPage')) },
          { path: paths.search, ...page(() => import('../features/listing/ListingPage')) },
          { path: paths.cart, ...page(() => import('../features/cart/CartPage')) },
          { path: paths.giftCardStore, ...page(() => import('../features/content/GiftCardStorePage')) },
          { path: paths.giftCardStoreItem, ...page(() => import('../features/content/GiftCardStorePage')) },
          { path: paths.supercoins, ...page(() => import('../features/content/SupercoinsPage')) },
          { path: paths.plus, ...page(() => import('../features/content/PlusPage')) },
          { path: paths.rewards, ...page(() => import('../features/content/RewardsPage')) },
          { path: paths.helpCentre, ...page(() => import('../features/content/HelpCentrePage')) },
          { path: paths.downloadApp, ...page(() => import('../features/content/DownloadAppPage')) },
          {
            path: paths.communicationPreferences,
            ...page(() => import('../features/content/CommunicationPreferencesPage')),
          },
          { path: paths.sitemap, ...page(() => import('../features/content/SitemapPage')) },
          { path: '/pages/:slug', ...page(() => import('../features/content/InfoPage')) },
          { path: '/order_details/:orderId', element: <SampleOrderRedirect /> },
          {
            loader: requireToken,
            children: [
              { path: paths.detailVideo, ...page(() => import('../features/video/VideoPage')) },
              { path: paths.account.orders, ...page(() => import('../features/orders/OrdersPage')) },
              {
                path: '/account/order_details/:orderId',
                ...page(() => import('../features/orders/OrderDetailPage')),
              },
              { path: paths.account.cart, ...page(() => import('../features/cart/CartPage')) },
              {
                path: paths.account.profile,
                ...page(() => import('../features/account/AccountLayout')),
                children: accountRoutes,
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
