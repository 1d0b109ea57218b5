/**
 * Cart changes made offline are not lost: a signed-in shopper with one product in the server cart
 * goes offline, removes it, adds two products from their (cached) pages and changes a quantity.
 * The changes show as pending; back online they are sent in order, and the server's cart holds
 * exactly the two added products, once each, with the quantity kept on the device. No cart or
 * account answer was ever put in the service worker's caches.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { expect, resetMockServer, test } from './fixtures';
import { firstRender } from './routeTable';
import { cachedUrls, offlineConsoleErrors, someProducts, untilControlled } from './serviceWorker';
import { signInThroughApi } from './session';

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: offlineConsoleErrors });

test.beforeEach(async ({ request }) => resetMockServer(request));

async function serverCartIds(request: APIRequestContext, context: BrowserContext): Promise<string[]> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  const response = await request.get('/cart-api/get-all-carts', { headers: { Authorization: `Bearer ${token}` } });
  const { prods } = (await response.json()) as { prods: Array<{ _id: string }> };
  return prods.map((product) => product._id).sort();
}

test('offline: remove, add two and change a quantity; back online the server cart holds exactly those lines', async ({
  page,
  context,
  request,
}) => {
  const [kept, first, second] = await someProducts(request, 3);
  await signInThroughApi(context, request);
  const line = (title: string) => page.getByRole('listitem', { name: title });
  const waiting = page.getByRole('status').filter({ hasText: /will be sent when you are back online/ });
  const addFrom = async (product: { _id: string; content: { title: string } }) => {
    await page.goto(paths.productDetail(product._id));
    await page.getByRole('button', { name: 'ADD TO CARD' }).click();
    await expect(page).toHaveURL(/\/view-carts$/);
  };

  // Online: the worker installs, one product goes into the server cart, two product pages are seen.
  await page.goto(paths.home);
  await untilControlled(page);
  await addFrom(kept!);
  await expect(line(kept!.content.title)).toBeVisible(firstRender);
  for (const product of [first!, second!]) {
    await page.goto(paths.productDetail(product._id));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.content.title, firstRender);
  }
  await page.goto(paths.cart);
  await expect(line(kept!.content.title)).toBeVisible();

  await context.setOffline(true);
  await line(kept!.content.title).getByRole('button', { name: 'REMOVE' }).click();
  await expect(line(kept!.content.title)).toHaveCount(0);
  await expect(waiting).toHaveText('1 change to your cart will be sent when you are back online.');

  await addFrom(first!);
  await addFrom(second!);
  for (const product of [first!, second!]) {
    await expect(line(product.content.title).getByText(/^Waiting for connection/)).toBeVisible();
  }
  await expect(waiting).toHaveText('3 changes to your cart will be sent when you are back online.');
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 2 products');
  await line(first!.content.title).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line(first!.content.title).getByLabel('Quantity', { exact: true })).toHaveValue('2');
  expect(await serverCartIds(request, context), 'nothing reached the server while offline').toEqual([kept!._id]);

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(/^Waiting for connection/)).toHaveCount(0);
  // The status goes once the last change has been sent; its answer may still be on the way.
  await expect.poll(() => serverCartIds(request, context)).toEqual([first!._id, second!._id].sort());

  await page.reload();
  await expect(line(first!.content.title).getByLabel('Quantity', { exact: true })).toHaveValue('2', firstRender);
  await expect(line(second!.content.title).getByLabel('Quantity', { exact: true })).toHaveValue('1');
  await expect(line(kept!.content.title)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const cached = await cachedUrls(page);
  expect(
    cached.some((url) => url.includes('/product-api/')),
    'product reads are cached',
  ).toBe(true);
  expect(
    cached.filter((url) => /\/(cart-api|user-api|otp-api)\//.test(url)),
    'nothing that carries a token',
  ).toEqual([]);
});
