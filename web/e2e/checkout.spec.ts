/**
 * The checkout on the mock server, in a real browser: PLACE ORDER, a new address whose pincode the
 * server checks, the order summary with its delivery date, payment, the confirmation, My Orders and
 * the order's page. Also: Cash on Delivery refused far from the warehouse, a declined UPI payment
 * (the mock's `Prefer: payment=declined`, added to the request here), a double click on Pay that
 * makes one order, an answer to PAY lost after the order was placed (the retry shows its number),
 * an unserviceable pincode that stops the checkout, and a server without the order calls (the
 * hosted API answers 404 to them: a shop of its own, ./shopWithoutOrderCalls.ts), where PLACE ORDER
 * says plainly, whole on a phone, that this store does not take orders and My Orders shows none made
 * up.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, resetMockServer, test } from './fixtures';
import { addToCartThroughApi, signInThroughApi } from './session';
import { startShopWithoutOrderCalls, type ShopWithoutOrderCalls } from './shopWithoutOrderCalls';

interface Product {
  _id: string;
  content: { title: string; price: { sell_price: string } };
}

const rupees = (text: string) => Number(text.replace(/[^0-9]/g, ''));

/** A fresh signed-in shopper with one product under ₹50,000 in the cart; returns its token and the product. */
async function shopperWithCart(context: BrowserContext, request: APIRequestContext) {
  await signInThroughApi(context, request);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const { prod } = (await (await request.get('/product-api/get-products')).json()) as { prod: Product[] };
  const product = prod.find((each) => rupees(each.content.price.sell_price) < 50_000)!;
  await addToCartThroughApi(request, token, product);
  return { token, product };
}

/** From the cart to step 1, and a new address at `pincode` saved (the server checks it first). */
async function addAddressAtCheckout(page: Page, pincode: string) {
  await page.goto('/view-carts');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.getByRole('button', { name: '+ Add a new address' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Kavya Nair');
  await page.getByLabel('10-digit mobile number').fill('9123456780');
  await page.getByLabel('Pincode').fill(pincode);
  await page.getByLabel('Locality').fill('Shivajinagar');
  await page.getByLabel('Address (Area and Street)').fill('12 Residency Road');
  await page.getByLabel('City/District/Town').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByRole('button', { name: 'SAVE' }).click();
}

/** From the cart, through step 1 with a new address at `pincode`. */
async function startCheckout(page: Page, pincode: string) {
  await addAddressAtCheckout(page, pincode);
  await page.getByRole('button', { name: 'DELIVER HERE' }).click();
}

/** Step 1 done: on to the summary, then payment. */
async function toPayment(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByText(/^Delivery by /).first()).toBeVisible();
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/** A fresh shopper with a cart, through the address step at `pincode` and the summary: on the payment step. */
async function shopperAtPayment(
  { page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext },
  pincode = '560001',
) {
  const shopper = await shopperWithCart(context, request);
  await startCheckout(page, pincode);
  await toPayment(page);
  return shopper;
}

async function ordersOf(request: APIRequestContext, token: string) {
  const response = await request.get('/order-api/orders', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { orders: { id: string }[] }).orders;
}

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test('a whole order: address, summary, UPI, confirmation, My Orders and the order page', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { token, product } = await shopperAtPayment({ page, context, request });
  await expectNoSeriousA11yViolations(page, testInfo, 'checkout payment');

  await page.getByLabel('Your UPI ID').fill('not an id');
  await page.getByRole('button', { name: /^PAY ₹/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please enter a UPI ID' })).toBeVisible();
  await page.getByLabel('Your UPI ID').fill('kavya@okbank');
  await page.getByRole('button', { name: /^PAY ₹/ }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmed\/OD\d{18}$/);
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expect(page.getByText(/^Delivery by /)).toBeVisible();
  const [order] = await ordersOf(request, token);
  await expect(page.getByText(`Order number ${order!.id}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'order confirmation');

  // The cart was emptied on the server.
  await page.goto('/view-carts');
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toHaveCount(0);

  await page.goto('/account/orders');
  const row = page.getByRole('link', { name: new RegExp(order!.id) });
  await expect(row).toContainText(product.content.title.slice(0, 20));
  await row.click();
  await expect(page.getByRole('heading', { name: `Order ${order!.id}` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuetext', 'Ordered');
  await expect(page.getByText('UPI (kavya@okbank)')).toBeVisible();
  await expect(page.getByText(/12 Residency Road, Shivajinagar, Bengaluru, Karnataka - 560001/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'placed order page');
});

test('Cash on Delivery is refused for a far pincode (Delhi) and offered near the warehouse', async ({
  page,
  context,
  request,
}) => {
  const { token } = await shopperAtPayment({ page, context, request }, '110001');
  const cod = page.getByRole('radio', { name: 'Cash on Delivery' });
  await expect(cod).toBeDisabled();
  await expect(page.getByText('Not offered at 110001: it is more than 1,000 km from our warehouse.')).toBeVisible();

  await page.getByRole('link', { name: 'Delivery address' }).click();
  await startCheckout(page, '560001');
  await toPayment(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'CONFIRM ORDER' }).click();
  await expect(page.getByText(/^Pay ₹[\d,]+ in cash when it arrives\.$/)).toBeVisible();
  expect(await ordersOf(request, token)).toHaveLength(1);
});

test.describe(() => {
  // The browser logs every 4xx answer as a failed load: here they are the point.
  test.use({ expectedConsoleErrors: [/status of 402 \(Payment Required\) .*\/order-api\/orders/] });

  test('a declined UPI payment says so, orders nothing, and paying again works', async ({ page, context, request }) => {
    const { token } = await shopperAtPayment({ page, context, request });
    let decline = true;
    await page.route('**/order-api/orders', async (route) => {
      if (!decline || route.request().method() !== 'POST') return route.continue();
      await route.continue({ headers: { ...route.request().headers(), prefer: 'payment=declined' } });
    });
    await page.getByLabel('Your UPI ID').fill('kavya@okbank');
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your UPI payment was declined' })).toBeVisible();
    expect(await ordersOf(request, token)).toEqual([]);

    decline = false;
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmed\//);
    expect(await ordersOf(request, token)).toHaveLength(1);
  });
});

test('a double click on Pay, and a retry of the same request, make one order', async ({ page, context, request }) => {
  const { token } = await shopperAtPayment({ page, context, request });
  // Every order request is sent twice, as a flaky network's retry would: the idempotency key holds.
  await page.route('**/order-api/orders', async (route) => {
    const sent = route.request();
    if (sent.method() !== 'POST') return route.continue();
    await page.request.post(sent.url(), { headers: sent.headers(), data: sent.postDataJSON() as object });
    await route.continue();
  });
  await page.getByLabel('Your UPI ID').fill('kavya@okbank');
  await page.getByRole('button', { name: /^PAY ₹/ }).dblclick();
  await expect(page).toHaveURL(/\/checkout\/confirmed\//);
  expect(await ordersOf(request, token)).toHaveLength(1);
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/ERR_CONNECTION_RESET|Failed to fetch/] });

  test('the answer to PAY lost after the order was placed: trying again shows the order number, with one order', async ({
    page,
    context,
    request,
  }) => {
    const { token } = await shopperAtPayment({ page, context, request });
    let dropped = false;
    await page.route('**/order-api/orders', async (route) => {
      if (dropped || route.request().method() !== 'POST') return route.continue();
      dropped = true;
      // The server places the order; its answer never reaches the shop.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByLabel('Your UPI ID').fill('kavya@okbank');
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page.getByRole('heading', { name: 'Your order may already be placed' })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
    await page.getByRole('button', { name: 'CHECK MY ORDER' }).click();

    await expect(page).toHaveURL(/\/checkout\/confirmed\/OD\d{18}$/);
    const orders = await ordersOf(request, token);
    expect(orders).toHaveLength(1);
    await expect(page.getByText(`Order number ${orders[0]!.id}`)).toBeVisible();
  });
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('going offline at payment says so, orders nothing, and paying once back online orders once', async ({
    page,
    context,
    request,
  }) => {
    const { token } = await shopperAtPayment({ page, context, request });
    await page.getByLabel('Your UPI ID').fill('kavya@okbank');
    await context.setOffline(true);
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We did not hear back from the shop' })).toBeVisible();
    expect(await ordersOf(request, token)).toEqual([]);
    await context.setOffline(false);
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmed\//);
    expect(await ordersOf(request, token)).toHaveLength(1);
  });
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/status of 409 \(Conflict\) .*\/order-api\/orders/] });

  test('a cart emptied elsewhere before Pay is refused with a clear message, and nothing is ordered', async ({
    page,
    context,
    request,
  }) => {
    const { token, product } = await shopperAtPayment({ page, context, request });
    const removed = await request.delete(`/cart-api/remove-from-cart/${product._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.ok()).toBe(true);
    await page.getByLabel('Your UPI ID').fill('kavya@okbank');
    await page.getByRole('button', { name: /^PAY ₹/ }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(await ordersOf(request, token)).toEqual([]);
  });
});

test('an island pincode stops the checkout at the address, saying why, and the address is not kept', async ({
  page,
  context,
  request,
}) => {
  await shopperWithCart(context, request);
  await addAddressAtCheckout(page, '744101');
  await expect(page.getByRole('status').filter({ hasText: /do not deliver to .*Andaman & Nicobar/ })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page.getByRole('button', { name: 'DELIVER HERE' })).toHaveCount(0);
});

test.describe(() => {
  // The browser logs every 4xx answer as a failed load: here they are the point.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\) .*\/order-api\/pincode\/999999/] });

  test('the cart’s pincode dialog and the product page ask the server', async ({ page, context, request }) => {
    const { product } = await shopperWithCart(context, request);
    await page.goto('/view-carts');
    await page.getByRole('button', { name: 'Enter Delivery Pincode' }).click();
    await page.getByLabel('Use pincode to check delivery info').fill('999999');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('No post office in India has the pincode 999999')).toBeVisible();
    await page.getByLabel('Use pincode to check delivery info').fill('400001');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Bazargate, Maharashtra/)).toBeVisible();
    await expect(page.getByText(/^Delivery by /)).toBeVisible();

    await page.goto(`/detail-view/${product._id}`);
    await expect(page.getByText(/^Delivery by .* to Bazargate, Maharashtra$/)).toBeVisible();
  });
});

test.describe(() => {
  // The browser logs every 4xx answer as a failed load: here they are the point.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\) .*\/order-api\/orders/] });
  // The signed-in pages are drawn on the server too: its API must lack the order calls, not only the browser's.
  let shop: ShopWithoutOrderCalls | undefined;
  test.beforeAll(async () => {
    test.skip(
      !process.env.E2E_WEB_DIST,
      'a shop started elsewhere (E2E_BASE_URL): no build to serve a second one from',
    );
    test.setTimeout(180_000);
    shop = await startShopWithoutOrderCalls();
  });
  test.afterAll(async () => shop?.stop());

  test('a server without the order calls, on a phone: PLACE ORDER says whole that this store takes no orders, and My Orders shows none made up', async ({
    page,
    context,
    request,
  }) => {
    const at = (path: string) => `${shop!.url}${path}`;
    await page.setViewportSize({ width: 375, height: 800 });
    await shopperWithCart(context, request);
    await page.goto(at('/view-carts'));
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    const refusal = page.getByRole('status').filter({ hasText: 'This store does not take orders yet' });
    await expect(refusal).toBeInViewport({ ratio: 1 });
    expect((await refusal.boundingBox())?.width).toBeGreaterThan(300);
    await expect(page).toHaveURL(/\/view-carts$/);
    await page.goto(at('/checkout/payment'));
    await expect(page.getByRole('heading', { name: 'This store does not take orders yet' })).toBeVisible();
    await page.goto(at('/account/orders'));
    const noOrders = 'This store does not take orders yet, so you have no orders here.';
    await expect(page.getByText(noOrders)).toBeVisible();
    // Drawn so by the server already, for this shopper: the 404 is an answer, not a failed page.
    const served = await page.request.get(at('/account/orders'), { headers: { accept: 'text/html' } });
    expect((await served.text()).split('id="server-state"')[0]).toContain(noOrders);
    await expect(page.getByRole('list', { name: 'Orders' })).toHaveCount(0);
    await expect(page.getByText(/SuperCoins earned|On the way|Transaction ID/)).toHaveCount(0);
  });
});

for (const width of [375, 768]) {
  test(`the payment step fits a ${width} px screen`, async ({ page, context, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await shopperAtPayment({ page, context, request });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: /^PAY ₹/ })).toBeInViewport({ ratio: 0.5 });
  });
}
