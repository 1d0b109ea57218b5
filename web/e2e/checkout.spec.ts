/**
 * The checkout on the mock server, in a real browser: PLACE ORDER, a new address whose pincode the
 * server checks, the order summary with its delivery date, payment, the confirmation, My Orders and
 * the order's page. Also: Cash on Delivery refused far from the warehouse, a declined UPI payment
 * (the mock's `Prefer: payment=declined`, added to the request here), a double click on Pay that
 * makes one order, an answer to PAY lost after the order was placed (the retry shows its number),
 * an unserviceable pincode that stops the checkout, a UPI app payment that waits for the bank (its
 * link on a phone, its QR code on a wide screen; paid or failed: `Prefer: payment=expired` holds it
 * pending, POST /dev/payments settles it), the Cash on Delivery fee below ₹500, and a server without
 * the order calls (the hosted API answers 404 to them: a shop of its own, ./shopWithoutOrderCalls.ts),
 * where PLACE ORDER says plainly, whole on a phone, that this store does not take orders and My Orders
 * shows none made up.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { devUrl, expect, resetMockServer, test } from './fixtures';
import { addToCartThroughApi, signInThroughApi } from './session';
import { startShopWithoutOrderCalls, type ShopWithoutOrderCalls } from './shopWithoutOrderCalls';

interface Product {
  _id: string;
  content: { title: string; price: { sell_price: string } };
}

const rupees = (text: string) => Number(text.replace(/[^0-9]/g, ''));

/**
 * A fresh signed-in shopper with one product in the cart, under ₹50,000 unless `pick` chooses
 * otherwise; returns its token and the product.
 */
async function shopperWithCart(
  context: BrowserContext,
  request: APIRequestContext,
  pick: (price: number) => boolean = (price) => price < 50_000,
) {
  await signInThroughApi(context, request);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const { prod } = (await (await request.get('/product-api/get-products')).json()) as { prod: Product[] };
  const product = prod.find((each) => pick(rupees(each.content.price.sell_price)))!;
  await addToCartThroughApi(request, token, product);
  return { token, product };
}

/**
 * Where each pincode these tests use is, as a shopper writes it: the address form refuses a state
 * the pincode contradicts (and fills in the district as the city, which the shopper's own replaces).
 */
const placeOfPincode: Record<string, { city: string; state: string }> = {
  '560001': { city: 'Bengaluru', state: 'Karnataka' },
  '110001': { city: 'New Delhi', state: 'Delhi' },
  '744101': { city: 'Port Blair', state: 'Andaman and Nicobar Islands' },
};

/** From the cart to step 1, and a new address at `pincode` saved (the server checks it first). */
async function addAddressAtCheckout(page: Page, pincode: string) {
  const place = placeOfPincode[pincode];
  if (!place) throw new Error(`placeOfPincode has no city and state for ${pincode}`);
  await page.goto('/view-carts');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.getByRole('button', { name: '+ Add a new address' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Kavya Nair');
  await page.getByLabel('10-digit mobile number').fill('9123456780');
  await page.getByLabel('Pincode').fill(pincode);
  await page.getByLabel('Locality').fill('Shivajinagar');
  await page.getByLabel('Address (Area and Street)').fill('12 Residency Road');
  await page.getByLabel('City/District/Town').fill(place.city);
  await page.getByLabel('State').fill(place.state);
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
  pick?: (price: number) => boolean,
) {
  const shopper = await shopperWithCart(context, request, pick);
  await startCheckout(page, pincode);
  await toPayment(page);
  return shopper;
}

/** The payment step's UPI ID choice, with `upiId` typed in. */
async function payByUpiId(page: Page, upiId: string) {
  await page.getByRole('radio', { name: 'Pay with your UPI ID' }).check();
  await page.getByLabel('Your UPI ID', { exact: true }).fill(upiId);
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

  await payByUpiId(page, 'not an id');
  await page.getByRole('button', { name: /^PAY ₹/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please enter a UPI ID' })).toBeVisible();
  await payByUpiId(page, 'kavya@okbank');
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
    await payByUpiId(page, 'kavya@okbank');
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
  await payByUpiId(page, 'kavya@okbank');
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
    await payByUpiId(page, 'kavya@okbank');
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
    await payByUpiId(page, 'kavya@okbank');
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
    await payByUpiId(page, 'kavya@okbank');
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
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\) .*\/order-api\/(orders|checkout-terms)/] });
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

/**
 * Holds every UPI payment placed from `page` pending (the mock's `Prefer: payment=expired`, which
 * goes to its developer tools) until the test settles it with `settle`.
 */
async function holdPaymentsPending(page: Page) {
  await page.route('**/order-api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.continue({ headers: { ...route.request().headers(), prefer: 'payment=expired' } });
  });
}

/** The bank answers for the pending payment of the order whose page is open (POST /dev/payments/{id}). */
async function settle(page: Page, request: APIRequestContext, outcome: 'paid' | 'failed') {
  const orderId = /\/checkout\/confirmed\/(OD\d{18})$/.exec(page.url())?.[1];
  expect(orderId).toBeTruthy();
  const settled = await request.post(devUrl(`/dev/payments/${orderId}`), { data: { outcome } });
  expect(settled.ok(), await settled.text()).toBe(true);
}

test('on a 375 px phone, Pay with any UPI app opens the order’s upi://pay link for its total; paid, the order is confirmed', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Axe at each width, and the bank's answer: three times the usual time on a loaded machine.
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await shopperAtPayment({ page, context, request });
  await expect(page.getByRole('radio', { name: 'Pay with any UPI app' })).toBeChecked();
  const total = rupees((await page.getByRole('button', { name: /^PAY ₹/ }).textContent()) ?? '');
  await holdPaymentsPending(page);
  await page.getByRole('button', { name: /^PAY ₹/ }).click();

  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  const link = page.getByRole('link', { name: /^Pay ₹[\d,]+ with any UPI app$/ });
  await expect(link).toBeInViewport();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^upi:\/\/pay\?/);
  expect(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('am')).toBe(`${total}.00`);
  await expect(page.getByRole('img', { name: /^UPI QR code/ })).toBeHidden();
  await expect(page.getByText(/^Time left to pay: [45]:\d\d$/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'waiting for a UPI payment at 375 px');

  await settle(page, request, 'paid');
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expect(page.getByText(`Paid ₹${total.toLocaleString('en-IN')} by UPI.`)).toBeVisible();
});

test('on a 1280 px screen the same link is a QR code with its words; failed, nothing is charged and the cart is kept', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Axe at each width, and the bank's answer: three times the usual time on a loaded machine.
  test.slow();
  const { product } = await shopperAtPayment({ page, context, request });
  await holdPaymentsPending(page);
  await page.getByRole('button', { name: /^PAY ₹/ }).click();

  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  const code = page.getByRole('img', { name: /^UPI QR code: pays ₹[\d,]+ to .+ for order OD\d{18}$/ });
  await expect(code).toBeVisible();
  expect(await code.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  await expect(page.getByText(/^Scan this code with any UPI app on your phone to pay ₹/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^upi:\/\/pay\?/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /with any UPI app$/ })).toBeHidden();
  await expectNoSeriousA11yViolations(page, testInfo, 'waiting for a UPI payment at 1280 px');
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(page.getByRole('link', { name: /with any UPI app$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'waiting for a UPI payment at 768 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  await settle(page, request, 'failed');
  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  await expect(page.getByText(/^Nothing was charged, and order OD\d{18} is cancelled\./)).toBeVisible();
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(page, testInfo, `a failed UPI payment at ${width} px`);
  }
  // The products are back in the cart: paying again starts from it.
  await page.getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page.getByRole('heading', { name: product.content.title.slice(0, 20) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeVisible();
});

test('below ₹500, PRICE DETAILS shows the Cash on Delivery fee before the choice, and the COD order’s total has it', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Axe at each width, and the bank's answer: three times the usual time on a loaded machine.
  test.slow();
  const { token, product } = await shopperAtPayment({ page, context, request }, '560001', (price) => price < 500);
  const price = rupees(product.content.price.sell_price);
  const details = page.getByRole('region', { name: 'PRICE DETAILS' });
  await expect(details.getByText('Cash on Delivery fee')).toBeVisible();
  await expect(details.getByText('Only if you pay on delivery')).toBeVisible();
  await expect(page.getByText('A fee of ₹10 on orders below ₹500.')).toBeVisible();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(page, testInfo, `the payment step with a COD fee at ${width} px`);
  }

  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await expect(details.getByText('Only if you pay on delivery')).toHaveCount(0);
  await expect(details.getByText(`₹${price + 10}`)).toBeVisible();
  await page.getByRole('button', { name: 'CONFIRM ORDER' }).click();
  await expect(
    page.getByText(`Pay ₹${price + 10} in cash when it arrives, including the Cash on Delivery fee of ₹10.`),
  ).toBeVisible();
  const response = await request.get('/order-api/orders', { headers: { authorization: `Bearer ${token}` } });
  const [order] = ((await response.json()) as { orders: { total: number; codFee: number }[] }).orders;
  expect(order).toMatchObject({ total: price + 10, codFee: 10 });
});
