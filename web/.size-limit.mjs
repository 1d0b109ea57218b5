// `npm run size -w web` (which `npm test` runs): size-limit's brotli budgets for what a first visit
// downloads, read from the build's manifest so each check holds exactly a route's files:
// - the entry and every chunk it imports statically: all the JavaScript `/` needs (the home page
//   is in the entry), and the part every other route shares;
// - per route, its page chunk and the chunks only it brings (on top of the entry);
// - the CSS every page links, and each route's own.
// Brotli, as the server sends them. Budgets hold the sizes measured when they were set (issue 39,
// on 07f897d: 139.03 kB for `/`, the brotli twin of the gzipped 161.21 kB under the 161.3 kB that
// web/scripts/bundle-size.mjs held, which stays as a gzip check; the listing's own chunk and CSS
// then grew by 0.33 and 0.03 kB: its cards kept while the catalogue is re-read, the facets drawn
// once live, content-visibility);
// lower them whenever the bundle shrinks. Issues 36 and 37 then spent, on measured sizes (brotli):
// the entry +0.6 kB (each screen's title, the not-found screen's route, the sign-in's way back and
// the <noscript> notes, loaders in the route table), every page's CSS +0.08 kB (those notes), the
// product page +0.7 kB and the cart +0.9 kB (the pincode rule and its words in every form, the
// order's lost-answer retry, the cart's way back from sign-in): budgets set at those sizes. Issue
// 39's signed-in cart then spent 0.08 kB of the entry (a screen the browser draws renders first in
// a transition) and 0.13 kB of the cart (its first pictures fetched first, a PLACE ORDER tapped
// before the orders' answer waiting for it): 139.78 and 9.33 kB. The
// history of the entry's budget is in decision 006, 015 and 016. Issue 45's search (decision 026)
// spent 0.57 kB of the entry (the skip link, 0.24 kB; the hook that picks where suggestions come
// from, the catalogue or the shop server, and loads the search engine when a shopper is about to
// search, less the substring search it replaces), 0.03 kB of every page's CSS (the skip link), and
// 0.7 + 0.08 kB of the listing (its no-results page and Relevance sort): 140.35, 3.53, 9.3 and
// 1.38 kB. The search engine itself is in chunks of its own, loaded when a search is
// shown or about to be typed, budgeted below ("where search loads": at most 8 kB). Issue 47
// (decisions 028, 029: found and shared) spent 1.45 kB of the entry: every screen's own head (its
// title and description, canonical link, six hreflang alternates and x-default, Open Graph and
// Twitter tags: components/PageHead), the home page's Organization and WebSite data, the router
// under the language's prefix and the switcher's links; 0.05 kB of every page's CSS (the switcher
// as links); 0.62 kB of the product page (its Product and Offer data, kept out of the entry:
// lib/productStructuredData.ts) and 0.18 kB of the listing (its head and breadcrumb trail):
// 141.85, 3.6, 10.32 and 9.53 kB. Issue 50 spent 4 B of the gzipped entry (ADD TO CARD and BUY
// NOW as a form that leads to sign-in without JavaScript) and 0.04 kB of every page's CSS (the cart
// badge's room and the banner's arrows in its dots row at 375 px): 164.61 and 3.65 kB (3,641 B).
// Issue 50's lighter entry then took 1.8 kB out of it, measured by `npm run bench:bundle` (the entry
// by package and module): openapi-fetch (2.1 kB) loads with the first API call, which a
// server-rendered page makes only once it is live (budgeted below, "where the API client loads"),
// and React's own useSyncExternalStore replaces the shim @lingui/react brings (0.3 kB): 140.06 kB
// (162.33 gzipped). Issue 48's account kept on the device instead of a cookie (and an old cookie
// moved at the first visit) added 50 B: 140.11 kB (162.36 gzipped). Issue 50's signed-in pages
// drawn on the server added 70 B (the browser redraws a shopper's page over the server's HTML
// instead of hydrating it, told so by the page) and 2 B of the search chunks' shared code:
// 140.18 kB (162.48 gzipped), 5,852 B. Issue 51 (decision 031: UPI that waits for the bank, the
// COD fee, orders that move, the invoice) spent, measured on a clean build: 0.23 kB of the entry (the
// invoice's route and path, the cart lines an order takes away and a failed payment brings back, the
// new calls of the API client): 140.41 kB (162.711 gzipped); 0.08 kB of the listing, 0.17 kB of the
// product page (with the waiting add that only the sign-in it asked for finishes) and 0.14 kB of the
// cart: the
// order calls' shared module. The calls only the checkout's and an order's pages make are out of
// them (entities/orders/orderActionsApi.ts), and the QR code's library is in the confirmation page's
// chunk alone.
// A budget that the build outgrows fails `npm test`; a chunk the manifest no longer has fails too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The manifest's chunk `key` and every chunk it imports statically, as manifest entries. */
function closure(key, seen = new Map()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build's manifest has no ${key}: update web/.size-limit.mjs`);
  if (seen.has(chunk.file)) return seen;
  seen.set(chunk.file, chunk);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const files = (chunks) => [...chunks.keys()].map((file) => join(dist, file));
const css = (chunks) => [...new Set([...chunks.values()].flatMap((chunk) => chunk.css ?? []))];
const entryCss = css(entry);
/** A route's own files: its page chunk and the chunks only it brings, beyond the entry. */
const own = (key) => new Map([...closure(key)].filter(([file]) => !entry.has(file)));

const routes = [
  ['listing (/filter-product/:id, /search)', 'src/features/listing/ListingPage.tsx', '9.63 kB', '1.4 kB'],
  ['product (/detail-view/:id)', 'src/features/product-detail/ProductDetailPage.tsx', '10.54 kB', '1.4 kB'],
  ['cart (/view-carts)', 'src/features/cart/CartPage.tsx', '9.54 kB', '1.3 kB'],
];

/** Where the API client loads (beyond the entry): openapi-fetch, with the shop's first API call. */
const apiClient = ['../node_modules/openapi-fetch/dist/index.mjs', '2.35 kB'];

/** Where search loads (beyond the entry and the route): the lazily imported `key` and what it brings. */
const search = [
  ["the search box's suggestions (search engine included)", 'src/features/search/suggestions.ts', '5.86 kB'],
  ['search results on /search (search engine included)', 'src/features/listing/searchScope.ts', '5.86 kB'],
  ['the transliteration, for text in an Indian script', 'src/entities/catalogue/search/indic.ts', '1 kB'],
];

export default [
  { name: 'initial JavaScript for / (the entry and its imports)', path: files(entry), limit: '140.41 kB' },
  { name: 'initial JavaScript for /, gzipped', path: files(entry), gzip: true, limit: '162.72 kB' },
  { name: 'CSS of every page', path: entryCss.map((file) => join(dist, file)), limit: '3.65 kB' },
  ...routes.flatMap(([name, key, jsLimit, cssLimit]) => [
    { name: `${name}: JavaScript beyond the entry`, path: files(own(key)), limit: jsLimit },
    {
      name: `${name}: its own CSS`,
      path: css(own(key))
        .filter((file) => !entryCss.includes(file))
        .map((file) => join(dist, file)),
      limit: cssLimit,
    },
  ]),
  { name: 'where the API client loads: openapi-fetch', path: files(own(apiClient[0])), limit: apiClient[1] },
  ...search.map(([name, key, limit]) => ({ name: `where search loads: ${name}`, path: files(own(key)), limit })),
];
