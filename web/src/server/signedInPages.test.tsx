// @vitest-environment node
/**
 * The signed-in shopper's own screens drawn on the server (./renderPage.tsx): with the session a
 * navigation carries, the cart is drawn with that shopper's lines, asked for with their token as the
 * browser asks, the page is never shareable, never holds the token, and tells the browser to draw it
 * anew; two shoppers drawn at once each get their own; a public page is drawn signed out whatever
 * the session; without one, the cart is the frame; the orders are drawn, and an API without the
 * order calls (404) draws them as a store that takes no orders, as the browser does.
 */
import { describe, expect, it, vi } from 'vitest';
import { placedOrder } from '../test/orders';
import { hostedProducts } from '../test/products';
import { createPageRenderer, type RenderInput } from './renderPage';

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rupee Storefront</title></head><body><div id="root"></div></body></html>';
const renderer = createPageRenderer({ template, manifest: {}, publicUrl: 'https://shop.example.in' });

/** Each shopper's cart, by token; every call recorded with the Authorization it carried. */
const carts: Record<string, typeof hostedProducts> = {
  'token-of-asha': [hostedProducts[0]!],
  'token-of-ravi': [hostedProducts[1]!, hostedProducts[2]!],
};

const personal = { headers: { 'cache-control': 'private, no-store' } };

/** The API: its calls recorded; `takesOrders: false` is one without the order calls (a 404, as the hosted API). */
function upstream({ takesOrders = true } = {}) {
  const calls: { path: string; authorization: string | null }[] = [];
  const callApi: RenderInput['callApi'] = async (call) => {
    const { pathname } = new URL(call.url);
    const authorization = call.headers.get('authorization');
    calls.push({ path: pathname, authorization });
    // A moment's wait, so two renders' calls interleave.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (pathname === '/cart-api/get-all-carts') {
      const prods = carts[authorization?.replace(/^Bearer /, '') ?? ''];
      return prods
        ? Response.json({ status: true, prods }, personal)
        : Response.json({ status: false, msg: 'Sign in first' }, { status: 401 });
    }
    if (pathname.startsWith('/order-api/'))
      return takesOrders
        ? Response.json({ status: true, orders: [placedOrder] }, personal)
        : Response.json({ status: false, msg: 'Not found' }, { status: 404 });
    const detail = /\/get-product-detail\/([^/]+)$/.exec(pathname);
    const prod = detail ? (hostedProducts.find((product) => product._id === detail[1]) ?? null) : hostedProducts;
    return Response.json({ prod }, { headers: { 'cache-control': 'public' } });
  };
  return { calls, callApi };
}

const navigation = (url: string, token?: string, api = upstream()) => {
  const { calls, callApi } = api;
  const input: RenderInput = {
    url,
    callApi,
    signal: AbortSignal.timeout(10_000),
    ...(token ? { session: { token } } : {}),
  };
  return { calls, input };
};

const titlesOf = (products: typeof hostedProducts) => products.map((product) => product.content.title);

describe("the signed-in shopper's own screens", () => {
  it('says which paths are a signed-in shopper’s own, in any language', () => {
    for (const url of ['/view-carts', '/hi/account/view-carts', '/account', '/account/orders', '/checkout/address'])
      expect(renderer.isSignedInPath({ url }), url).toBe(true);
    for (const url of ['/', '/hi/', `/detail-view/${hostedProducts[0]!._id}`, '/login', '/plus'])
      expect(renderer.isSignedInPath({ url }), url).toBe(false);
  });

  it("draws the cart with the shopper's lines, asked for with their token; never shareable, never the token", async () => {
    const { calls, input } = navigation('/view-carts', 'token-of-asha');
    const page = await renderer.render(input);
    expect(page.kind).toBe('page');
    expect(page.status).toBe(200);
    expect(page.shareable).toBe(false);
    expect(page.html).toContain(hostedProducts[0]!.content.title);
    expect(page.html).not.toContain('token-of-asha');
    expect(calls).toContainEqual({ path: '/cart-api/get-all-carts', authorization: 'Bearer token-of-asha' });
    // The session's shopper, signed in: no Login button in the header.
    expect(page.html).not.toContain('>Login<');
    // The browser is told of public answers only, for its offline copies, and draws the page anew.
    expect(page.html).not.toContain('"apiPaths":["/cart-api');
    expect(page.html).toContain('"forShopper":true');
  });

  it('draws two shoppers at once, each with their own lines only', async () => {
    const asha = navigation('/view-carts', 'token-of-asha');
    const ravi = navigation('/account/view-carts', 'token-of-ravi');
    const [ashas, ravis] = await Promise.all([renderer.render(asha.input), renderer.render(ravi.input)]);
    for (const title of titlesOf(carts['token-of-asha']!)) {
      expect(ashas.html).toContain(title);
      expect(ravis.html).not.toContain(title);
    }
    for (const title of titlesOf(carts['token-of-ravi']!)) {
      expect(ravis.html).toContain(title);
      expect(ashas.html).not.toContain(title);
    }
    expect(ravi.calls.filter((call) => call.authorization)).toEqual([
      { path: '/cart-api/get-all-carts', authorization: 'Bearer token-of-ravi' },
    ]);
  });

  it('draws a public page signed out whatever the session, and sends no token', async () => {
    const product = hostedProducts[0]!;
    const { calls, input } = navigation(`/detail-view/${product._id}`, 'token-of-asha');
    const page = await renderer.render(input);
    expect(page.kind).toBe('page');
    expect(page.shareable).toBe(true);
    expect(page.html).toContain('>Login<');
    expect(calls.every((call) => call.authorization === null)).toBe(true);
  });

  it('gives the frame for the cart and the account without a session', async () => {
    for (const url of ['/view-carts', '/account', '/account/orders']) {
      const { calls, input } = navigation(url);
      const page = await renderer.render(input);
      expect(page.kind, url).toBe('frame');
      expect(calls).toEqual([]);
    }
  });

  it("draws the shopper's orders, asked for with their token", async () => {
    const { calls, input } = navigation('/account/orders', 'token-of-asha');
    const page = await renderer.render(input);
    expect(page.kind).toBe('page');
    expect(page.html).toContain(placedOrder.id);
    expect(calls).toContainEqual({ path: '/order-api/orders', authorization: 'Bearer token-of-asha' });
  });

  it('draws an API without the order calls as a store that takes no orders, as the browser does', async () => {
    const orders = await renderer.render(
      navigation('/account/orders', 'token-of-asha', upstream({ takesOrders: false })).input,
    );
    expect(orders.kind).toBe('page');
    expect(orders.html).toContain('This store does not take orders yet, so you have no orders here.');
    const payment = await renderer.render(
      navigation('/checkout/payment', 'token-of-asha', upstream({ takesOrders: false })).input,
    );
    expect(payment.kind).toBe('page');
    expect(payment.html).toContain('This store does not take orders yet');
  });

  it('draws a checkout step loading where the address the device keeps goes, never sending it back', async () => {
    const warn = vi.spyOn(console, 'warn');
    for (const url of ['/checkout/summary', '/checkout/payment']) {
      const page = await renderer.render(navigation(url, 'token-of-asha').input);
      expect(page.kind, url).toBe('page');
      expect(page.shareable, url).toBe(false);
      expect(page.html, url).toContain('Loading');
      expect(page.html, url).not.toContain('Order summary');
    }
    // A <Navigate> to step 1 would be a no-op on the server, which warns.
    expect(warn.mock.calls.flat().join(' ')).not.toContain('Navigate');
    warn.mockRestore();
  });

  it('draws the account for the session, without the account the server does not know', async () => {
    const { input } = navigation('/account', 'token-of-asha');
    const page = await renderer.render(input);
    expect(page.kind).toBe('page');
    expect(page.shareable).toBe(false);
    expect(page.html).toContain('Profile Information');
  });
});
