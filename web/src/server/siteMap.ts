/**
 * What a server tells search engines about the shop (its robots.txt and sitemaps), in the shop's own
 * words: the languages and where each lives (lib/i18n/languageUrls), the route names (lib/paths) and
 * the categories products carry (entities/catalogue/categories). The server spells none of the
 * shop's URLs itself, so a route or a language added here reaches its sitemaps without a second list.
 * Pure data and path builders: no React, no HTTP (contract.d.ts, `ShopSiteMap`).
 */
import { categories } from '../entities/catalogue/categories';
import { isLanguageCode, languages, sourceLanguage } from '../lib/i18n/languages';
import { localizedPath } from '../lib/i18n/languageUrls';
import { infoPageSlugs, paths } from '../lib/paths';
import type { ShopSiteMap } from './contract';

/** A route's first segment: `/checkout/address` → `/checkout`, every checkout step under it. */
const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`;

export const siteMap: ShopSiteMap = {
  // English, at the root, first: the x-default of every page.
  languages: [sourceLanguage, ...languages.map(({ code }) => code).filter((code) => code !== sourceLanguage)],
  localizedPath: (path, language) => (isLanguageCode(language) ? localizedPath(path, language) : path),
  // The public screens with content of their own, each rendered on the server (app/router.tsx). Not the
  // notification preferences (a form), nor any page behind sign-in or of one shopper.
  pages: [
    paths.home,
    paths.giftCardStore,
    paths.giftCardStoreItem,
    paths.supercoins,
    paths.plus,
    paths.rewards,
    paths.helpCentre,
    paths.downloadApp,
    paths.sitemap,
    ...infoPageSlugs.map((slug) => paths.infoPage(slug)),
  ],
  productPath: (id) => paths.productDetail(id),
  listingPath: (id) => paths.productListing(id),
  categories: categories.map(({ query }) => query),
  // Search results (endless, and thin), the cart, sign-in and every page of one shopper.
  unlisted: [
    paths.search,
    paths.cart,
    paths.login,
    paths.register,
    paths.forgetPassword,
    paths.resetPassword,
    paths.account.profile,
    firstSegment(paths.checkout.address),
    firstSegment(paths.sampleOrder.pattern),
    paths.detailVideo,
  ],
};
