/**
 * After the order (issue 51, decision 031): a Cash on Delivery order placed through the API walks
 * its timeline as the mock's clock moves (POST /dev/clock), can be cancelled before it ships and
 * then says so on its page and in My Orders, and a delivered one has a printable tax invoice.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, moveServerClock, resetMockServer, serverTime, test } from './fixtures';
import { signInWithProductInCart } from './session';

interface Product {
  _id: string;
  content: { title: string; price: { sell_price: string } };
}

const rupees = (text: string) => Number(text.replace(/[^0-9]/g, ''));
const hours = (count: number) => count * 3_600_000;

/** A signed-in shopper's Cash on Delivery order of one product above the COD fee's threshold. */
async function placedCodOrder(context: BrowserContext, request: APIRequestContext) {
  const { prod } = (await (await request.get('/product-api/get-products')).json()) as { prod: Product[] };
  const product = prod.find((each) => {
    const price = rupees(each.content.price.sell_price);
    return price >= 500 && price < 50_000;
  })!;
  await signInWithProductInCart(context, request, product);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const placed = await request.post('/order-api/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      idempotencyKey: `e2e-lifecycle-${Date.now()}`,
      lines: [{ productId: product._id, quantity: 1 }],
      address: {
        name: 'Kavya Nair',
        phone: '9123456780',
        pincode: '560001',
        address: '12 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
      },
      payment: { method: 'cod' },
      expectedTotal: rupees(product.content.price.sell_price),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: string; deliveryDate: string } }).order;
}

async function openOrder(page: Page, orderId: string) {
  await page.goto(`/account/order_details/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Order progress' });

test.beforeEach(async ({ request }) => {
  await resetMockServer(request);
});

test('an order walks its timeline as the mock’s clock moves, and the delivered one has a printable invoice', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow();
  const { id: orderId, deliveryDate } = await placedCodOrder(context, request);
  await openOrder(page, orderId);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Ordered');
  await expect(page.getByRole('button', { name: 'CANCEL ORDER' })).toBeVisible();

  await moveServerClock(request, hours(5));
  await openOrder(page, orderId);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Packed');

  // To the evening of the delivery date (delivered at 18:00 India's time, 12:30 UTC), within the
  // shopper's four-day sign-in.
  await moveServerClock(request, Date.parse(`${deliveryDate}T13:00:00Z`) - (await serverTime(request)));
  await openOrder(page, orderId);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Delivered');
  await expect(page.getByRole('button', { name: 'CANCEL ORDER' })).toHaveCount(0);
  const steps = page.getByRole('list', { name: 'Order steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);

  await page.getByRole('link', { name: 'View invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect(page.getByText(/GSTIN: /)).toBeVisible();
  await expect(page.getByText('Prices include GST.')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, testInfo, `the invoice at ${width} px`);
  }
  // On paper: the invoice alone, without the shop's header and the PRINT button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PRINT' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
});

test('an order cancelled before it ships says so on its page and in My Orders', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { id: orderId } = await placedCodOrder(context, request);
  await openOrder(page, orderId);
  await page.getByRole('button', { name: 'CANCEL ORDER' }).click();
  await page.getByRole('button', { name: 'YES, CANCEL ORDER' }).click();
  await expect(page.getByText('This order is cancelled. Nothing is to be paid for it.')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Cancelled');
  await expect(page.getByRole('link', { name: 'View invoice' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'a cancelled order');

  await page.goto('/account/orders');
  await expect(page.getByRole('link', { name: new RegExp(orderId) })).toContainText('Cancelled');
  await expect(page.getByText('No more results to display')).toBeVisible();
  // The clock moving on, past the time it would have shipped, changes nothing: it stays cancelled.
  await moveServerClock(request, hours(30));
  await openOrder(page, orderId);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Cancelled');
});
