/**
 * The checkout's screens, in jsdom with the API client answered: a new address whose pincode the
 * rule and the server check (a refused one is not kept), the summary, payment, a refused payment,
 * and a payment whose answer was lost after the order went through.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { paths } from '../../lib/paths';
import { servedPincode, unknownPincode } from '../../test/pincodes';
import { orderedProduct, placedOrder } from '../../test/orders';
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

function renderCheckout() {
  return renderWithProviders(null, {
    route: paths.checkout.address,
    routes: checkoutRoutes,
    preloadedState: { session: { user: shopper } },
  });
}

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
async function toPayment(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: '+ Add a new address' }));
  await fillAddress(user, '560001');
  await user.click(await screen.findByRole('button', { name: 'DELIVER HERE' }));
  expect(await screen.findByText('Delivery by Sat, 17 Jan')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
  await user.type(await screen.findByLabelText('Your UPI ID'), 'kavya@okbank');
}

beforeEach(() => {
  resetBrowserState();
  answer('listOrders', { status: true, orders: [] });
  answerCart([product]);
  answer('checkPincode', servedPincode('560001'));
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

  it('places an order: address, summary, UPI, and the confirmation with its number', async () => {
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
