import { screen, within } from '@testing-library/react';
import { paths } from '../../lib/paths';
import { placedOrder } from '../../test/orders';
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
});
