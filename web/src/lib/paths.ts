/**
 * Every route of the storefront, named once. Components link with these, never with a URL spelled
 * by hand.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  search: '/search',
  productDetail: (prodId: string) => `/detail-view/${encodeURIComponent(prodId)}`,
  productListing: (prodId: string) => `/filter-product/${encodeURIComponent(prodId)}`,
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
  infoPage: (slug: InfoPageSlug) => `/pages/${slug}`,
  checkout: {
    address: '/checkout/address',
    summary: '/checkout/summary',
    payment: '/checkout/payment',
    confirmed: (orderId: string) => `/checkout/confirmed/${encodeURIComponent(orderId)}`,
  },
  sampleOrder: (orderId: string) => `/order_details/${encodeURIComponent(orderId)}`,
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
    orderDetails: (orderId: string) => `/account/order_details/${encodeURIComponent(orderId)}`,
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
