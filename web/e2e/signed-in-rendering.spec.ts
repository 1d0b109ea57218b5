/**
 * The signed-in shopper's own pages drawn on the server (decision 022, amended 2026-11-30): their
 * HTML, as the shop server sends it with the session cookie and before any script runs, holds the
 * shopper's own data (the cart's lines, the orders) and is `private, no-store`, never the token; two
 * shoppers asked for at once each get only their own cart; without the cookie the same paths are
 * the frame, and a public page stays drawn signed out and cacheable. In the browser the cart is then
 * drawn anew from this browser's session without an error (the fixtures fail a test on any console
 * error) and without asking for the cart again, with the shopper's name, which only the browser knows.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCartThroughApi, newShopper, signInWithProductInCart, signUpThroughApi } from './session';

interface Product {
  _id: string;
  content: { title: string };
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
/** What the server drew, before the state it writes for the browser (which also names the products). */
const drawnPart = (html: string) => html.split('id="server-state"')[0] ?? '';
/** A page drawn by the server, not the frame (which carries no state). */
const isDrawn = (html: string) => html.includes('id="server-state"');
/** A product as a cart line draws it: the start of its title. */
const lineOf = (product: Product) => escapeHtml(product.content.title.slice(0, 20));

async function products(request: APIRequestContext, count: number): Promise<Product[]> {
  const { prod } = (await (await request.get(`/product-api/get-products/1/${count}`)).json()) as { prod: Product[] };
  expect(prod.length).toBe(count);
  return prod;
}

/** A page as the shop server sends a navigation to it, with `token`'s session cookie or none. */
function navigate(request: APIRequestContext, path: string, token?: string) {
  return request.get(path, { headers: { accept: 'text/html', cookie: token ? `token=${token}` : '' } });
}

test('the signed-in cart comes drawn with its lines, private, and the browser takes it over without errors', async ({
  context,
  page,
  request,
}) => {
  const [product] = await products(request, 1);
  await signInWithProductInCart(context, request, product!);
  // Every shopper the helpers sign up has the same first name.
  const { firstname } = newShopper();

  // The page as the server sends it: the browser context's session cookie, no script run.
  const answer = await page.request.get('/view-carts', { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const html = await answer.text();
  expect(drawnPart(html)).toContain(lineOf(product!));
  expect(drawnPart(html)).toContain('PLACE ORDER');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  expect(token).not.toBe('');
  expect(html).not.toContain(token);

  // Without the cookie: the frame, nothing of the shopper's.
  const anyone = await navigate(request, '/view-carts');
  expect(isDrawn(await anyone.text())).toBe(false);

  const cartReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/cart-api/get-all-carts') cartReads.push(sent.url());
  });
  await page.goto('/view-carts');
  await expect(page.getByRole('list').getByText(product!.content.title.slice(0, 20))).toBeVisible();
  // The name only the browser knows.
  await expect(page.getByRole('button', { name: firstname })).toBeVisible();
  expect(cartReads, 'the cart the page came with, asked for again').toEqual([]);
});

test('two shoppers asked for at once each get only their own cart', async ({ request }) => {
  const [first, second] = await products(request, 2);
  const shoppers = await Promise.all(
    [first!, second!].map(async (product) => {
      const { token } = await signUpThroughApi(request);
      await addToCartThroughApi(request, token, product);
      return { token, product };
    }),
  );
  for (let round = 0; round < 3; round += 1) {
    const pages = await Promise.all(shoppers.map(({ token }) => navigate(request, '/view-carts', token)));
    const [mine, theirs] = await Promise.all(pages.map(async (each) => drawnPart(await each.text())));
    expect(mine).toContain(lineOf(first!));
    expect(mine).not.toContain(lineOf(second!));
    expect(theirs).toContain(lineOf(second!));
    expect(theirs).not.toContain(lineOf(first!));
  }
});

test('checkout, orders and the account are drawn for the session, never kept; public pages stay signed out', async ({
  request,
}) => {
  const [product] = await products(request, 1);
  const { token } = await signUpThroughApi(request);
  await addToCartThroughApi(request, token, product!);

  const expected: Record<string, string> = {
    '/checkout/address': 'Price (1 item)',
    '/account/orders': 'You have not placed any orders yet.',
    '/account': 'Profile Information',
    '/hi/view-carts': lineOf(product!),
  };
  for (const [path, text] of Object.entries(expected)) {
    const answer = await navigate(request, path, token);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
    const html = await answer.text();
    expect(isDrawn(html), path).toBe(true);
    expect(drawnPart(html), path).toContain(text);
    expect(html, path).not.toContain(token);
    expect(isDrawn(await (await navigate(request, path)).text()), `${path} without the session`).toBe(false);
  }

  // A public page asked for with the session is drawn signed out, as for anyone, and cacheable without it.
  expect(drawnPart(await (await navigate(request, '/', token)).text())).toContain('>Login<');
  expect((await navigate(request, '/')).headers()['cache-control']).toMatch(/^public, /);
});
