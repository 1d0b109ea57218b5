/**
 * The checkout's screens, in jsdom with the API client answered: a new address whose pincode the
 * rule and the server check (a refused one is not kept), the summary, payment, a refused payment,
 * and a payment whose answer was lost after the order went through.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { paths } from '../../lib/paths';
import { servedPincode, unknownPincode } from '../../test/pincodes';
import { checkoutTerms, orderedProduct, pendingUpiOrder, placedOrder, settled } from '../../test/orders';
import { makeProduct } from '../../test/products';
import { emptyCartLines } from '../../entities/cart/cartLinesStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { resetBrowserState, shopper } from '../../test/session';
import { answer, answerCart } from '../../test/stubApi';
import CheckoutAddressPage from './CheckoutAddressPage';
import CheckoutPaymentPage from './CheckoutPaymentPage';
import CheckoutSummaryPage from './CheckoutSummaryPage';
import OrderConfirmedPage from './OrderConfirmedPage';

const product = orderedProduct;
const order = placedOrder;

const checkoutRoutes = [
  { path: paths.checkout.address, element: <CheckoutAddressPage /> },
  { path: paths.checkout.summary, element: <CheckoutSummaryPage /> },
  { path: paths.checkout.payment, element: <CheckoutPaymentPage /> },
  { path: paths.checkout.confirmed.pattern, element: <OrderConfirmedPage /> },
];

/** The checkout from its first step; `quantities`: the cart lines kept on this device. */
function renderCheckout(quantities: Record<string, number> = {}) {
  return renderWithProviders(null, {
    route: paths.checkout.address,
    routes: checkoutRoutes,
    preloadedState: { session: { user: shopper }, cartLines: { ...emptyCartLines(), quantities } },
  });
}

/** The confirmation page of `orderId`, as a reload opens it. */
function renderConfirmation(orderId: string) {
  return renderWithProviders(null, {
    route: paths.checkout.confirmed(orderId),
    routes: checkoutRoutes,
    preloadedState: { session: { user: shopper } },
  });
}

/** A poll of the pending payment comes every two seconds: wait for more than one. */
const polled = { timeout: 6000 };

async function fillAddress(user: UserEvent, pincode: string) {
  const fields: [string, string][] = [
    ['Name', 'Kavya Nair'],
    ['10-digit mobile number', '9123456780'],
    ['Pincode', pincode],
    ['Locality', 'Shivajinagar'],
    ['Address (Area and Street)', '12 Residency Road'],
    ['City/District/Town', 'Bengaluru'],
    ['State', 'Karnataka'],
  ];
  for (const [label, value] of fields) {
    const input = screen.getByLabelText(label, { exact: true });
    await user.clear(input);
    await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'SAVE' }));
}

/** Through the address step (560001) and the summary: on the payment step. */
async function toPaymentStep(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: '+ Add a new address' }));
  await fillAddress(user, '560001');
  await user.click(await screen.findByRole('button', { name: 'DELIVER HERE' }));
  expect(await screen.findByText('Delivery by Sat, 17 Jan')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
}

/** On the payment step, paying by UPI ID. */
async function toPayment(user: UserEvent) {
  await toPaymentStep(user);
  await user.click(await screen.findByRole('radio', { name: 'Pay with your UPI ID' }));
  await user.type(await screen.findByLabelText('Your UPI ID'), 'kavya@okbank');
}

beforeEach(() => {
  resetBrowserState();
  answer('listOrders', { status: true, orders: [] });
  answerCart([product]);
  answer('checkPincode', servedPincode('560001'));
  answer('getCheckoutTerms', checkoutTerms);
});

describe('checkout', () => {
  it('checks a new address’s pincode by the rule and with the server, and keeps only one it delivers to', async () => {
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: '+ Add a new address' }));

    await fillAddress(user, '000000');
    expect(
      await screen.findByText('Please enter a valid 6-digit pincode, such as 560001 (a pincode never starts with 0).'),
    ).toBeInTheDocument();

    answer('checkPincode', unknownPincode, 404);
    await fillAddress(user, '999999');
    expect(await screen.findByText(unknownPincode.msg)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    // Neither refused address was kept, so none is offered.
    expect(screen.queryByRole('group', { name: 'Saved addresses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'DELIVER HERE' })).not.toBeInTheDocument();
  });

  it('places an order: address, summary, UPI by ID, and the confirmation with its number', async () => {
    const place = answer('placeOrder', { status: true, order }, 201);
    answer('getOrder', { status: true, order });
    const { user, currentUrl } = renderCheckout();
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'PAY ₹14,993' }));

    expect(await screen.findByText(`Order number ${order.id}`)).toBeInTheDocument();
    expect(currentUrl()).toBe(paths.checkout.confirmed(order.id));
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({
        lines: [{ productId: product._id, quantity: 1 }],
        payment: { method: 'upi', upiId: 'kavya@okbank' },
        expectedTotal: 14_993,
      }),
    );
  });

  it('says why a payment was refused, and stays on the payment step', async () => {
    const declined = 'Your UPI payment was declined. No money was taken; try again or pay another way.';
    answer('placeOrder', { status: false, msg: declined }, 402);
    const { user, currentUrl } = renderCheckout();
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'PAY ₹14,993' }));

    expect(await screen.findByText(declined)).toBeInTheDocument();
    expect(currentUrl()).toBe(paths.checkout.payment);
    expect(screen.getByRole('button', { name: 'PAY ₹14,993' })).toBeEnabled();
  });

  it('shows the order placed when the answer to PAY was lost and the cart has emptied since', async () => {
    const { user } = renderCheckout();
    await toPayment(user);
    // The server placed the order and emptied the cart; its answer never arrived.
    const place = answer('placeOrder', { status: true, order }, 201);
    place.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    answerCart([]);
    answer('getOrder', { status: true, order });
    await user.click(screen.getByRole('button', { name: 'PAY ₹14,993' }));

    expect(await screen.findByRole('heading', { name: 'Your order may already be placed' })).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CHECK MY ORDER' }));

    expect(await screen.findByText(`Order number ${order.id}`)).toBeInTheDocument();
    // The very request sent first, with the checkout's key, asked again.
    expect(place).toHaveBeenCalledTimes(2);
    expect(place.mock.calls[1]).toEqual(place.mock.calls[0]);
  });
});

describe('paying by UPI from an app, and Cash on Delivery (decision 031)', () => {
  it('places a UPI app order and waits for it: the link asks for the total, a wide screen shows its QR code', async () => {
    const pending = pendingUpiOrder();
    const place = answer('placeOrder', { status: true, order: pending }, 201);
    answer('getOrder', { status: true, order: pending });
    const { user, currentUrl } = renderCheckout();
    await toPaymentStep(user);
    expect(screen.getByRole('radio', { name: 'Pay with any UPI app' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'PAY ₹14,993' }));

    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
    expect(currentUrl()).toBe(paths.checkout.confirmed(pending.id));
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({ payment: { method: 'upi', flow: 'intent' }, expectedTotal: 14_993 }),
    );
    // A phone opens the UPI app with the order's link: the total, with two decimals.
    const link = screen.getByRole('link', { name: 'Pay ₹14,993 with any UPI app' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe(pending.payment.upiIntent);
    expect(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('am')).toBe('14993.00');
    expect(link.closest('.phoneOnly')).not.toBeNull();
    // A wide screen shows the same link as a QR code, named by what it pays, with the link in words.
    const code = screen.getByRole('img', {
      name: `UPI QR code: pays ₹14,993 to Rupee Storefront (rupeestorefront@upi) for order ${pending.id}`,
    });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    const figure = code.closest('figure');
    expect(figure).toHaveClass('wideOnly');
    expect(within(figure!).getByRole('link', { name: pending.payment.upiIntent! })).toBeInTheDocument();
    expect(await screen.findByText(/^Time left to pay: [45]:\d\d$/)).toBeInTheDocument();
  });

  it('confirms the order once the bank answers paid', async () => {
    const pending = pendingUpiOrder();
    const getOrder = answer('getOrder', { status: true, order: pending });
    renderConfirmation(pending.id);
    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
    expect(screen.queryByText('Paid ₹14,993 by UPI.')).not.toBeInTheDocument();

    getOrder.mockResolvedValue({ ok: true, status: 200, body: { status: true, order: settled(pending, 'paid') } });
    expect(await screen.findByRole('heading', { name: 'Order placed' }, polled)).toBeInTheDocument();
    expect(screen.getByText('Paid ₹14,993 by UPI.')).toBeInTheDocument();
  });

  it('counts down from the server’s own times when its clock is ahead of this device’s', async () => {
    // The mock's clock was moved an hour on: its order expires 65 minutes from this device's now.
    answer('getOrder', { status: true, order: pendingUpiOrder(new Date(Date.now() + 3_600_000)) });
    renderConfirmation(placedOrder.id);
    expect(await screen.findByText(/^Time left to pay: (5:00|4:5\d)$/)).toBeInTheDocument();
  });

  it('says a failed payment charged nothing, and the cart comes back as it was, quantities and all', async () => {
    const order = {
      ...placedOrder,
      lines: [{ ...placedOrder.lines[0]!, quantity: 2, lineTotal: 29_986 }],
      total: 29_986,
    };
    const pending = { ...pendingUpiOrder(), lines: order.lines, total: order.total };
    answer('placeOrder', { status: true, order: pending }, 201);
    const getOrder = answer('getOrder', { status: true, order: pending });
    const { user, store } = renderCheckout({ [product._id]: 2 });
    await toPaymentStep(user);
    await user.click(screen.getByRole('button', { name: 'PAY ₹29,986' }));
    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
    // The ordered line left the cart with its quantity: added again, it starts at 1, not 2.
    expect(store.getState().cartLines.quantities[product._id]).toBeUndefined();

    const cartReads = answerCart([product]);
    const readsBefore = cartReads.mock.calls.length;
    getOrder.mockResolvedValue({ ok: true, status: 200, body: { status: true, order: settled(pending, 'failed') } });
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through' }, polled)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Nothing was charged, and order ${pending.id} is cancelled. Your products are back in your cart.`,
      ),
    ).toBeInTheDocument();
    // The server put the products back: the line has its quantity back, and paying again reads the
    // cart afresh, with the address kept and a new key.
    expect(store.getState().cartLines.quantities[product._id]).toBe(2);
    await user.click(screen.getByRole('link', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('button', { name: 'PAY ₹29,986' })).toBeInTheDocument();
    expect(cartReads.mock.calls.length).toBeGreaterThan(readsBefore);
  });

  it('says an expired payment ran out of time', async () => {
    answer('getOrder', { status: true, order: settled(pendingUpiOrder(), 'expired') });
    renderConfirmation(placedOrder.id);
    expect(await screen.findByRole('heading', { name: 'The time to pay ran out' })).toBeInTheDocument();
  });

  it('shows the COD fee in PRICE DETAILS before the choice, and sends it in the total when COD is chosen', async () => {
    const cheap = makeProduct({ n: 3, title: 'Steel bottle', price: 299 });
    answerCart([cheap]);
    const order = {
      ...placedOrder,
      codFee: 10,
      total: 309,
      payment: { method: 'cod' as const, state: 'cod' as const },
    };
    const place = answer('placeOrder', { status: true, order }, 201);
    answer('getOrder', { status: true, order });
    const { user } = renderCheckout();
    await toPaymentStep(user);

    const details = screen.getByRole('region', { name: 'PRICE DETAILS' });
    expect(await within(details).findByText('Cash on Delivery fee')).toBeInTheDocument();
    expect(within(details).getByText('Only if you pay on delivery')).toBeInTheDocument();
    expect(within(details).getByText('₹10')).toBeInTheDocument();
    expect(within(details).getByText('₹299', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('A fee of ₹10 on orders below ₹500.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    expect(within(details).queryByText('Only if you pay on delivery')).not.toBeInTheDocument();
    expect(within(details).getAllByText('₹309')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'CONFIRM ORDER' }));

    expect(
      await screen.findByText('Pay ₹309 in cash when it arrives, including the Cash on Delivery fee of ₹10.'),
    ).toBeInTheDocument();
    expect(place).toHaveBeenCalledWith(expect.objectContaining({ payment: { method: 'cod' }, expectedTotal: 309 }));
  });

  it('says Cash on Delivery is not offered above its limit', async () => {
    answerCart([makeProduct({ n: 4, title: 'Laptop', price: 60_000 })]);
    const { user } = renderCheckout();
    await toPaymentStep(user);
    expect(
      await screen.findByText('Cash on Delivery is not offered for orders above ₹50,000. Please pay by UPI.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeDisabled();
    expect(screen.queryByText('Cash on Delivery fee')).not.toBeInTheDocument();
  });

  it('says the store takes no orders where the checkout terms are not found (the hosted API)', async () => {
    answer('getCheckoutTerms', { status: false, msg: 'This store does not take orders yet.' }, 404);
    const { user } = renderCheckout();
    await toPaymentStep(user);
    expect(await screen.findByRole('heading', { name: 'This store does not take orders yet' })).toBeInTheDocument();
  });
});
