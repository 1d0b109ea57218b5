import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../lib/paths';
import { cancelled, codOrder, placedOrder } from '../../test/orders';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shopper } from '../../test/session';
import { answer } from '../../test/stubApi';
import OrderDetailPage from './OrderDetailPage';

function renderOrder(orderId: string) {
  answer('listOrders', { status: true, orders: [placedOrder] });
  return renderWithProviders(<OrderDetailPage />, {
    route: paths.account.orderDetails(orderId),
    path: paths.account.orderDetails.pattern,
    preloadedState: { session: { user: shopper } },
  });
}

describe('order detail', () => {
  it('shows the order: breadcrumb, address, payment, progress and its lines', async () => {
    answer('getOrder', { status: true, order: placedOrder });
    renderOrder(placedOrder.id);
    expect(await screen.findByRole('heading', { name: `Order ${placedOrder.id}` })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'My Account', 'My Orders', placedOrder.id]);
    expect(screen.getByText('UPI (kavya@okbank)')).toBeInTheDocument();
    expect(screen.getByText(/12 Residency Road, Bengaluru, Karnataka - 560001/)).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Order progress' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Shipped');
    expect(screen.getByRole('heading', { name: 'Omex Nova 5G' })).toBeInTheDocument();
  });

  it('says so for an order the shopper does not have', async () => {
    answer('getOrder', { status: false, msg: 'You have no order OD999999999999999999' }, 404);
    renderOrder('OD999999999999999999');
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.getByText('You have no order OD999999999999999999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', paths.account.orders);
  });

  it('asks the server nothing for what is no order number (the Help Centre’s sample item)', async () => {
    const getOrder = answer('getOrder', { status: true, order: placedOrder });
    renderOrder('1');
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(getOrder).not.toHaveBeenCalled();
  });

  it('dates each step of the timeline from the order’s history', async () => {
    answer('getOrder', { status: true, order: placedOrder });
    renderOrder(placedOrder.id);
    const steps = within(await screen.findByRole('list', { name: 'Order steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Ordered15 Jan 2026',
      'Packed15 Jan 2026',
      'Shipped16 Jan 2026',
      'Out for delivery',
      'Delivered17 Jan 2026',
    ]);
    // Shipped: too late to cancel; it has its invoice.
    expect(screen.queryByRole('button', { name: 'CANCEL ORDER' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      paths.account.orderInvoice(placedOrder.id),
    );
  });

  it('cancels an order that has not shipped, asked once more, and then says it is cancelled', async () => {
    answer('getOrder', { status: true, order: codOrder });
    const cancel = answer('cancelOrder', { status: true, order: cancelled(codOrder), msg: 'Your order is cancelled.' });
    const { user } = renderOrder(codOrder.id);
    await user.click(await screen.findByRole('button', { name: 'CANCEL ORDER' }));
    expect(screen.getByText('Cancel this order? This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'KEEP ORDER' }));
    expect(cancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'CANCEL ORDER' }));
    await user.click(screen.getByRole('button', { name: 'YES, CANCEL ORDER' }));
    expect(await screen.findByText('This order is cancelled. Nothing is to be paid for it.')).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledExactlyOnceWith(codOrder.id);
    expect(screen.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuetext', 'Cancelled');
    expect(screen.queryByRole('button', { name: 'CANCEL ORDER' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View invoice' })).not.toBeInTheDocument();
  });

  it('says a cancelled UPI order’s money goes back, in the shop’s own words', async () => {
    const paid = { ...placedOrder, status: 'packed' as const, history: placedOrder.history.slice(0, 2) };
    answer('getOrder', { status: true, order: paid });
    answer('cancelOrder', { status: true, order: cancelled(paid), msg: 'Your order is cancelled.' });
    const { user } = renderOrder(paid.id);
    await user.click(await screen.findByRole('button', { name: 'CANCEL ORDER' }));
    expect(screen.getByText('Cancel this order? What you paid by UPI goes back to your account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'YES, CANCEL ORDER' }));
    expect(
      await screen.findByText(
        'This order is cancelled. The ₹14,993 you paid by UPI goes back to your account within 5 to 7 working days.',
      ),
    ).toBeInTheDocument();
  });

  it('says why the server refused a cancellation, and keeps the order as it was', async () => {
    answer('getOrder', { status: true, order: codOrder });
    const refusal = 'This order has left our warehouse, so it can no longer be cancelled.';
    answer('cancelOrder', { status: false, msg: refusal }, 409);
    const { user } = renderOrder(codOrder.id);
    await user.click(await screen.findByRole('button', { name: 'CANCEL ORDER' }));
    await user.click(screen.getByRole('button', { name: 'YES, CANCEL ORDER' }));
    // The alert is a live region, there (empty) before the answer fills it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(screen.queryByText(/This order is cancelled/)).not.toBeInTheDocument();
  });

  it('says an order whose UPI payment failed is cancelled with nothing charged, and offers no cancel', async () => {
    const failed = {
      ...cancelled(codOrder),
      payment: { method: 'upi' as const, flow: 'intent' as const, state: 'failed' as const },
    };
    answer('getOrder', { status: true, order: failed });
    renderOrder(failed.id);
    expect(
      await screen.findByText('This order is cancelled: its UPI payment did not go through, and nothing was charged.'),
    ).toBeInTheDocument();
    expect(screen.getByText('UPI')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CANCEL ORDER' })).not.toBeInTheDocument();
  });
});
