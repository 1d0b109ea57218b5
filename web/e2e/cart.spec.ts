/**
 * The cart in a real browser: a shopper logs in (password, then the one-time code from the mock
 * server's outbox), adds two products from their detail pages, changes a quantity, reloads,
 * removes one line, and the totals are right at every step, lakh-range prices included. And a
 * visitor's ADD TO CARD survives creating an account on the way.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, resetMockServer, test } from './fixtures';
import { callsOf, clearJournal } from './journal';
import { newestCode } from './outbox';
import { newShopper } from './session';
import { paths } from '../src/lib/paths';

interface Product {
  _id: string;
  content: { title: string; price: { sell_price: string; org_price: string } };
}

const demo = { email: 'demo@example.com', password: 'Demo@12345' };
const rupees = (text: string) => Number(text.replace(/[^0-9]/g, ''));
const formatted = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

async function logIn(page: Page, request: APIRequestContext) {
  const since = Date.now() - 1000;
  await page.goto('/login');
  await page.getByLabel('Enter Email').fill(demo.email);
  await page.getByLabel('Enter Password').fill(demo.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Enter OTP').fill(await newestCode(request, demo.email, since));
  await page.getByRole('button', { name: 'Request OTP' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 }); // home, 5 s after the code is accepted
}

async function addFromDetailPage(page: Page, product: Product) {
  await page.goto(`/detail-view/${product._id}`);
  await page.getByRole('button', { name: 'ADD TO CARD' }).click();
  await expect(page).toHaveURL(/\/view-carts$/);
  await expect(page.getByRole('listitem', { name: product.content.title })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
  await clearJournal(request);
});

test('fill, change, reload and empty part of the cart with the right totals', async ({ page, request }) => {
  const { prod } = (await (await request.get('/product-api/get-products')).json()) as { prod: Product[] };
  const lakh = prod.find((p) => rupees(p.content.price.sell_price) >= 1_00_000);
  const small = prod.find((p) => rupees(p.content.price.sell_price) < 20_000);
  expect(lakh && small, 'the catalogue has a lakh-range product and a cheap one').toBeTruthy();
  const [a, b] = [lakh!, small!];
  const sellA = rupees(a.content.price.sell_price);
  const sellB = rupees(b.content.price.sell_price);
  const listA = Math.max(sellA, rupees(a.content.price.org_price));

  await logIn(page, request);
  await addFromDetailPage(page, a);
  await addFromDetailPage(page, b);

  const total = page.locator('dt', { hasText: 'Total Amount' }).locator('+ dd');
  const badge = page.getByRole('link', { name: /^Cart, / });
  await expect(total).toHaveText(formatted(sellA + sellB));
  await expect(badge).toHaveAccessibleName('Cart, 2 products');

  const lineA = page.getByRole('listitem', { name: a.content.title });
  await lineA.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(lineA.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await expect(page.getByText('Price (3 items)')).toBeVisible();
  await expect(total).toHaveText(formatted(2 * sellA + sellB));

  await page.reload();
  await expect(lineA.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await expect(total).toHaveText(formatted(2 * sellA + sellB));

  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  await page.getByRole('listitem', { name: b.content.title }).getByRole('button', { name: 'REMOVE' }).click();
  await expect(page.getByRole('listitem', { name: b.content.title })).toHaveCount(0);
  await expect(total).toHaveText(formatted(2 * sellA));
  await expect(badge).toHaveAccessibleName('Cart, 1 product');
  if (listA > sellA)
    await expect(page.getByText(`You will save ${formatted(2 * (listA - sellA))} on this order`)).toBeVisible();
  expect(reloaded, 'REMOVE updates the page in place').toBe(false);
  // The mock server's journal: the shop removed exactly that product, once, with the shopper's token.
  expect(await callsOf(request, 'removeFromCart')).toEqual([
    expect.objectContaining({
      method: 'DELETE',
      path: `/cart-api/remove-from-cart/${b._id}`,
      status: 200,
      headers: expect.objectContaining({ authorization: 'Bearer [redacted]' }),
    }),
  ]);
  expect((await callsOf(request, 'addToCart')).map((call) => call.status)).toEqual([200, 200]);

  await page.reload();
  await expect(page.getByRole('listitem', { name: b.content.title })).toHaveCount(0);
  await expect(total).toHaveText(formatted(2 * sellA));
});

test('signed out, ADD TO CARD, then Create an account: signed up, the cart shows the product', async ({
  page,
  request,
}) => {
  const { prod } = (await (await request.get('/product-api/get-products')).json()) as { prod: Product[] };
  const product = prod[0]!;
  const productPath = paths.productDetail(product._id);
  const returningTo = (pathname: string) => (url: URL) =>
    url.pathname === pathname && url.searchParams.get('next') === productPath;

  await page.goto(productPath);
  await page.getByRole('button', { name: 'ADD TO CARD' }).click();
  await expect(page).toHaveURL(returningTo(paths.login));
  await page.getByRole('link', { name: 'New to Flipkart? Create an account' }).click();
  await expect(page).toHaveURL(returningTo(paths.register));

  const shopper = newShopper('add-then-sign-up');
  await page.getByLabel('Enter Firstname').fill(shopper.firstname);
  await page.getByLabel('Enter Lastname').fill(shopper.lastname);
  await page.getByLabel('Enter Username').fill(shopper.firstname.toLowerCase());
  await page.getByLabel('Enter Email').fill(shopper.email);
  await page.getByLabel('Enter Password').fill(shopper.password);
  await page.getByLabel('Enter Mobile Number').fill(shopper.phone);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on the product, which the sign-up claimed: it is added without another tap, and the cart opens.
  await expect(page).toHaveURL((url) => url.pathname === paths.cart, { timeout: 15_000 });
  await expect(page.getByRole('listitem', { name: product.content.title })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 product');
  expect((await callsOf(request, 'addToCart')).map((call) => call.status)).toEqual([200]);
});
