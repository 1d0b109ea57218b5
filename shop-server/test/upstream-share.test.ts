/**
 * The upstream is shared by every shopper (issue 48, finding 4): one client cannot fill its line for
 * everybody (its calls have a share of their own, running and waiting; past it a 503 with
 * Retry-After for that client only), catalogue fills and sitemaps have slots of their own, and no client steers
 * the upstream's delays (`Prefer` never leaves the shop server).
 */
import { describe, expect, it } from 'vitest';
import { later, startShop, upstreamDouble } from './helpers.js';

/** A call to add to the cart from `client` (the shop believes X-Forwarded-For from 127.0.0.1). */
const addToCart = (shop: string, client: string, headers: Record<string, string> = {}) =>
  fetch(`${shop}/cart-api/add-to-cart`, {
    method: 'POST',
    headers: { authorization: 'Bearer a', 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body: '{}',
  });

describe('the upstream, shared by every shopper', () => {
  it('never hears a client’s Prefer', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    expect((await addToCart(shop.url, '203.0.113.1', { prefer: 'delay=10000, code=503' })).status).toBe(201);
    expect(upstream.calls.at(-1)?.headers.prefer).toBeUndefined();
  });

  it('gives each client a share of its own: 290 slow calls from one client leave another’s call alone', async () => {
    const upstream = await upstreamDouble({ delayMs: 2000 });
    const shop = await startShop({ apiBaseUrl: upstream.url, trustProxy: ['127.0.0.1'] });
    const flood = Array.from({ length: 290 }, () => addToCart(shop.url, '203.0.113.66'));
    await later(300);
    const other = await fetch(`${shop.url}/cart-api/get-all-carts`, {
      headers: { authorization: 'Bearer b', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(other.status, 'another shopper’s cart').toBe(200);

    const answers = await Promise.all(flood);
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 201),
      'its share: 8 running, 16 waiting',
    ).toHaveLength(24);
    expect(statuses.filter((status) => status === 503)).toHaveLength(266);
    const refused = answers.find((answer) => answer.status === 503);
    expect(refused?.headers.get('retry-after')).toBe('10');
    expect(await refused?.json()).toEqual({
      status: false,
      msg: 'The shop is busy. Please try again in a few seconds.',
    });
    expect(upstream.callsTo('/cart-api/add-to-cart'), 'the refused never reached the upstream').toBe(24);
  });

  it('fills the catalogue cache in slots of its own, whatever forwarded calls hold', async () => {
    const upstream = await upstreamDouble({ delayMs: 1500 });
    const shop = await startShop({
      apiBaseUrl: upstream.url,
      trustProxy: ['127.0.0.1'],
      upstreamConnections: 2,
      upstreamQueue: 0,
    });
    const held = [addToCart(shop.url, '203.0.113.1'), addToCart(shop.url, '203.0.113.2')];
    await later(300);
    expect((await addToCart(shop.url, '203.0.113.3')).status, 'the forwarded calls’ line is full').toBe(503);
    const products = await fetch(`${shop.url}/product-api/get-products/1/2`);
    expect(products.status, 'a catalogue fill').toBe(200);
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([201, 201]);
  });

  it('reads the catalogue for sitemaps on connections of their own: a crawler never holds a shopper’s call', async () => {
    const upstream = await upstreamDouble({ delayMs: 1500 });
    const shop = await startShop({ apiBaseUrl: upstream.url, upstreamConnections: 1, upstreamQueue: 0 });
    const sitemaps = ['pages', 'products-1'].map(async (name) => {
      const answer = await fetch(`${shop.url}/sitemaps/en/${name}.xml`);
      await answer.text();
      return answer;
    });
    await later(300);
    expect(
      upstream.calls.some((call) => call.url.startsWith('/product-api/get-products')),
      'the sitemaps read',
    ).toBe(true);
    expect((await addToCart(shop.url, '203.0.113.1')).status, 'a shopper’s call beside them').toBe(201);
    expect((await Promise.all(sitemaps)).map((answer) => answer.status)).toEqual([200, 200]);
  });
});
