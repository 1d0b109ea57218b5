/**
 * The signed-in shopper's own pages drawn by the shop server (src/pages/private.ts), in front of
 * the upstream double: with a session cookie the cart is drawn with that shopper's lines, asked for
 * with their token, answered `private, no-store` and never kept (the next navigation without the
 * cookie gets the frame); two shoppers drawn at once each get only their own lines; an upstream
 * slower than the deadline gives the frame; an upstream without the order calls gives orders drawn
 * as a store that takes none.
 */
import { describe, expect, it } from 'vitest';
import { browser, startShop, timedGet, upstreamDouble } from './helpers.js';
import { isFrame } from './pages-app.js';
import { products } from './upstream-double.js';

const [first, second, third] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
const carts = { 'token-of-asha': [first], 'token-of-ravi': [second, third] };

/** The page's drawn part: its root element, before the state written for the browser. */
const drawn = (html: string) => html.split('<div id="root">')[1]?.split('id="server-state"')[0] ?? '';
/** A cart line as drawn: the start of its product's title (no character of it escaped in HTML). */
const lineOf = (product: { content: { title: string } }) => product.content.title.slice(0, 30);

/** A deadline far above a first render's on a busy machine, but where a test says otherwise. */
const renderTimeoutMs = 20_000;
/** Each test starts a shop of its own, which takes a while on a loaded machine. */
const timeout = 120_000;

const asShopper = (token: string) => ({ ...browser, cookie: `lang=hi; token=${encodeURIComponent(token)}` });

/** A shop in front of the upstream double, which holds each shopper's cart. */
async function shopWithCarts(
  upstreamOptions: Parameters<typeof upstreamDouble>[0] = {},
  shopOptions: Partial<Parameters<typeof startShop>[0]> = {},
) {
  const upstream = await upstreamDouble(upstreamOptions);
  upstream.carts = carts;
  const shop = await startShop({ apiBaseUrl: upstream.url, renderTimeoutMs, ...shopOptions });
  return { upstream, shop };
}

describe("a signed-in shopper's own pages", () => {
  it(
    'draws the cart with their lines, private, no-store, and keeps none of it for the next navigation',
    async () => {
      // The page cache on: a signed-in page must never reach it.
      const { upstream, shop } = await shopWithCarts({}, { pageFreshMs: 60_000 });

      const page = await timedGet(`${shop.url}/view-carts`, asShopper('token-of-asha'));
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(drawn(page.body)).toContain(lineOf(first));
      expect(page.body).not.toContain('token-of-asha');
      const cartCalls = upstream.calls.filter((call) => call.url === '/cart-api/get-all-carts');
      expect(cartCalls.map((call) => call.headers.authorization)).toEqual(['Bearer token-of-asha']);

      for (const url of ['/view-carts', '/account/view-carts']) {
        const anyone = await timedGet(`${shop.url}${url}`, browser);
        expect(anyone.status).toBe(200);
        expect(isFrame(anyone.body), url).toBe(true);
        expect(anyone.body).not.toContain(first._id);
      }
      // A public page asked for with the session is drawn signed out: it sends no token upstream.
      const home = await timedGet(`${shop.url}/`, asShopper('token-of-asha'));
      expect(home.status).toBe(200);
      expect(upstream.calls.filter((call) => call.headers.authorization)).toHaveLength(1);
    },
    timeout,
  );

  it(
    'draws two shoppers at once, each with only their own lines',
    async () => {
      const { shop } = await shopWithCarts({ delayMs: 50 }, { pageFreshMs: 60_000 });
      const [asha, ravi] = await Promise.all([
        timedGet(`${shop.url}/view-carts`, asShopper('token-of-asha')),
        timedGet(`${shop.url}/view-carts`, asShopper('token-of-ravi')),
      ]);
      expect(drawn(asha.body)).toContain(lineOf(first));
      expect(drawn(ravi.body)).toContain(lineOf(second));
      expect(drawn(ravi.body)).toContain(lineOf(third));
      for (const other of [second, third]) expect(asha.body).not.toContain(other._id);
      expect(ravi.body).not.toContain(first._id);
    },
    timeout,
  );

  it(
    'gives the frame when the upstream is slower than the deadline',
    async () => {
      const { shop } = await shopWithCarts({ delayMs: 3000 }, { renderTimeoutMs: 500, pageFreshMs: 0 });
      const page = await timedGet(`${shop.url}/view-carts`, asShopper('token-of-asha'));
      expect(page.status).toBe(200);
      expect(isFrame(page.body)).toBe(true);
      expect(page.body).not.toContain(first._id);
      expect(page.ms).toBeLessThan(2500);
      expect(shop.logs.some((line) => String(line.reason).includes('too late'))).toBe(true);
      expect(JSON.stringify(shop.logs)).not.toContain('token-of-asha');
    },
    timeout,
  );

  it(
    'draws the account and the orders for the session, an API without the order calls as the browser does',
    async () => {
      const { shop } = await shopWithCarts();
      const account = await timedGet(`${shop.url}/account`, asShopper('token-of-asha'));
      expect(account.status).toBe(200);
      expect(account.headers.get('cache-control')).toBe('private, no-store');
      expect(isFrame(account.body)).toBe(false);
      // The upstream double takes no orders (404, as the hosted API): the page says so, as the browser does.
      const orders = await timedGet(`${shop.url}/account/orders`, asShopper('token-of-asha'));
      expect(orders.status).toBe(200);
      expect(orders.headers.get('cache-control')).toBe('private, no-store');
      expect(drawn(orders.body)).toContain('This store does not take orders yet, so you have no orders here.');
    },
    timeout,
  );
});
