import { screen, within } from '@testing-library/react';
import { paths } from '../../lib/paths';
import { cancelled, codOrder, placedOrder } from '../../test/orders';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shopper } from '../../test/session';
import { answer } from '../../test/stubApi';
import OrdersPage from './OrdersPage';

function renderOrders() {
  return renderWithProviders(<OrdersPage />, {
    route: paths.account.orders,
    path: paths.account.orders,
    preloadedState: { session: { user: shopper } },
  });
}

describe('My Orders', () => {
  it('lists the orders placed, each opening its page', async () => {
    answer('listOrders', { status: true, orders: [placedOrder] });
    const { user, currentUrl } = renderOrders();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'My Account', 'My Orders']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Omex Nova 5G');
    expect(list).toHaveTextContent('₹14,993');
    // The spec's closing line, under the list.
    const end = screen.getByText('No more results to display');
    expect(list.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(list).getByRole('link', { name: /OD100000000000000001/ }));
    expect(currentUrl()).toBe(paths.account.orderDetails(placedOrder.id));
  });

  it('says when no order was placed yet', async () => {
    answer('listOrders', { status: true, orders: [] });
    renderOrders();
    expect(await screen.findByText(/You have not placed any orders yet\./)).toBeInTheDocument();
    expect(screen.queryByText('No more results to display')).not.toBeInTheDocument();
  });

  it('shows no made-up orders where the server takes no orders (the hosted API answers 404)', async () => {
    answer('listOrders', { status: false, msg: 'Not Found' }, 404);
    renderOrders();
    expect(
      await screen.findByText(/This store does not take orders yet, so you have no orders here\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', paths.home);
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByText(/SuperCoins|On the way|Omex Nova/)).not.toBeInTheDocument();
  });

  it('says a cancelled order is cancelled in the list', async () => {
    answer('listOrders', { status: true, orders: [cancelled(codOrder)] });
    renderOrders();
    expect(await screen.findByRole('list', { name: 'Orders' })).toHaveTextContent('Cancelled');
  });
});
