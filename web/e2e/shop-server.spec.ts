/**
 * The shop server (shop-server/, decision 022) in front of the mock server, as issue 36's "done
 * when" puts it: at the shop's origin, `/`, a listing, a product and a search answer HTML that holds
 * products and rupee prices before any script, `/dev` is not there (a 403 that names the developer
 * tools' own port, never the outbox), and a product a shopper adds to the cart in the browser reaches
 * the upstream's cart (the mock server, asked directly on its own API port).
 *
 * Since issue 46 the suite's shop (E2E_BASE_URL) is that shop server: global-setup.ts starts it in
 * front of the suite's mock server, as `npm start` does.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiUrl, devUrl, expect, test } from './fixtures';
import { signInThroughApi } from './session';

interface Product {
  _id: string;
  content: { title: string; price: { sell_price: string } };
}

const asBrowser = { accept: 'text/html' };
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function firstProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/product-api/get-products/1/40');
  expect(response.ok()).toBe(true);
  const [first] = ((await response.json()) as { prod: Product[] }).prod;
  if (!first) throw new Error('the catalogue is empty');
  return first;
}

/** The upstream's own cart of the shopper holding `token`: the mock server, not through the shop server. */
async function upstreamCartIds(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get(apiUrl('/cart-api/get-all-carts'), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { prods: Product[] }).prods.map((product) => product._id);
}

test('pages answer HTML with products and rupee prices before any script; /dev is not there', async ({ request }) => {
  const product = await firstProduct(request);
  const { title, price } = product.content;
  expect(price.sell_price).toMatch(/^₹[\d,]+$/);
  const pages = [
    '/',
    `/filter-product/${product._id}`,
    `/detail-view/${product._id}`,
    `/search?q=${encodeURIComponent(title)}`,
  ];
  for (const path of pages) {
    const response = await request.get(path, { headers: asBrowser });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, path).toContain(price.sell_price);
    // Card titles are cut to 20 characters; the full title is in the card's title attribute.
    expect(html, path).toContain(escaped(title).slice(0, 20));
  }

  // Neither as an API call nor as a page: the outbox is a developer tool of the mock server's only,
  // on its own port, which the refusal names.
  const devPort = new URL(devUrl('/')).port;
  for (const accept of ['application/json', 'text/html']) {
    const outbox = await request.get('/dev/outbox', { headers: { accept } });
    expect(outbox.status(), `/dev/outbox, Accept: ${accept}`).toBe(403);
    const text = await outbox.text();
    expect(text, `/dev/outbox, Accept: ${accept}`).toContain(`DEV_PORT=${devPort}`);
    expect(text, 'no message of the outbox').not.toMatch(/sentBy|Your OTP/);
  }
});

test("a product added to the cart in the browser reaches the upstream's cart", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const product = await firstProduct(request);
  // The shopper signs up through the shop server's own API: the account is the upstream's, the
  // session cookies the shop server's origin's.
  await signInThroughApi(context, request);
  const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'token')?.value ?? '';
  expect(token, 'a session at the shop server').not.toBe('');
  expect(await upstreamCartIds(request, token), 'a new account, with an empty cart upstream').toEqual([]);

  await page.goto(`/detail-view/${product._id}`);
  // The browser calls the shop server's origin, which forwards to the upstream.
  const added = page.waitForResponse(new URL('/cart-api/add-to-cart', baseURL).href);
  await page.getByRole('button', { name: 'ADD TO CARD' }).click();
  expect((await added).status()).toBe(200);
  await expect(page).toHaveURL(new URL('/view-carts', baseURL).href);
  await expect(page.getByRole('listitem', { name: product.content.title })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 product');

  expect(await upstreamCartIds(request, token)).toEqual([product._id]);

  // The cart page opened afresh comes drawn by the shop server, from the cart it read upstream with
  // the shopper's session (issue 50).
  const opened = await page.goto('/view-carts');
  expect((await opened!.text()).split('id="server-state"')[0]).toContain(escaped(product.content.title).slice(0, 20));
  await expect(page.getByRole('listitem', { name: product.content.title })).toBeVisible();
});
