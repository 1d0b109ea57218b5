/**
 * Every route of the storefront, named once: the route table (app/router.tsx) matches these, and
 * components link with them, never with a URL spelled by hand. A fixed route is its own href; a
 * route with a parameter is a function from the value to the href, carrying the `pattern` the
 * router matches (bulletproof-react's `{ path, getHref }`, in one name).
 */

/** A route with one parameter, last in its pattern: `href(value)` fills it in, encoded. */
function withParam<Value extends string = string>(pattern: `/${string}/:${string}`) {
  const prefix = pattern.slice(0, pattern.lastIndexOf(':'));
  return Object.assign((value: Value) => `${prefix}${encodeURIComponent(value)}`, { pattern });
}

export const paths = {
  home: '/',
  login: '/login',
  /** Sign-in that returns the shopper to `path` (this shop's own) once signed in. */
  loginReturningTo: (path: string) => `/login?next=${encodeURIComponent(path)}`,
  register: '/register',
  /** Sign-up that returns the shopper to `path`, as sign-in does (the login screen links here with its `next`). */
  registerReturningTo: (path: string) => `/register?next=${encodeURIComponent(path)}`,
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  search: '/search',
  productDetail: withParam('/detail-view/:prodId'),
  productListing: withParam('/filter-product/:prodId'),
  searchResults: (query: string) => `/search?q=${encodeURIComponent(query)}`,
  detailVideo: '/detail-video',
  cart: '/view-carts',
  giftCardStore: '/the-gift-card-store',
  giftCardStoreItem: '/the-gift-card-store/1',
  supercoins: '/supercoins',
  plus: '/plus',
  rewards: '/rewards',
  helpCentre: '/helpcentre',
  downloadApp: '/download-app',
  communicationPreferences: '/communication-preferences',
  sitemap: '/sitemap',
  infoPage: withParam<InfoPageSlug>('/pages/:slug'),
  checkout: {
    address: '/checkout/address',
    summary: '/checkout/summary',
    payment: '/checkout/payment',
    confirmed: withParam('/checkout/confirmed/:orderId'),
  },
  sampleOrder: withParam('/order_details/:orderId'),
  account: {
    profile: '/account',
    addresses: '/account/addresses',
    upi: '/account/vpadetails',
    cards: '/account/cardsdetails',
    coupons: '/account/rewards',
    reviews: '/account/reviews',
    notifications: '/account/notification',
    wishlist: '/account/wishlist',
    pancard: '/account/pancard',
    giftcard: '/account/giftcard',
    changePassword: '/account/change-password',
    orders: '/account/orders',
    terms: '/account/terms',
    cart: '/account/view-carts',
    orderDetails: withParam('/account/order_details/:orderId'),
    /** An order's tax invoice (decision 031): printable. */
    orderInvoice: withParam('/account/invoice/:orderId'),
  },
} as const;

export const infoPageSlugs = [
  'payments',
  'shipping',
  'returnpolicy',
  'terms',
  'paymentsecurity',
  'privacypolicy',
  'grievance-redressal-mechanism',
  'ewaste-compliance-tnc',
] as const;

export type InfoPageSlug = (typeof infoPageSlugs)[number];
