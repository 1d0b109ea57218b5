import { screen, within } from '@testing-library/react';
import { paths } from '../../lib/paths';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sampleOrders } from './data/sampleOrders';
import { filterOrders, noFilters } from './orderFilters';
import OrdersPage from './OrdersPage';

function renderOrders() {
  return renderWithProviders(<OrdersPage />, { route: paths.account.orders, path: paths.account.orders });
}

const rows = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');

describe('orders', () => {
  it('shows the breadcrumb, the filters, the search, ten orders and No more results to display', () => {
    renderOrders();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'My Account', 'My Orders']);

    const status = screen.getByRole('group', { name: 'ORDER STATUS' });
    expect(
      within(status)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['On the way', 'Delivered', 'Cancelled', 'Returned']);
    const time = screen.getByRole('group', { name: 'ORDER TIME' });
    expect(
      within(time)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Last 30 days', '2022', '2023', '2021', '2020', 'Older']);

    expect(screen.getByPlaceholderText('Search your orders here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search Orders' })).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'No more results to display' })).toBeInTheDocument();
  });

  it('opens an order from its row', async () => {
    const { user, currentUrl } = renderOrders();
    await user.click(screen.getByRole('link', { name: /Vivo 108 cm/ }));
    expect(currentUrl()).toBe(paths.account.orderDetails('2'));
  });

  it('filters by status and time, and searches titles', async () => {
    const { user } = renderOrders();
    await user.click(screen.getByRole('checkbox', { name: 'Cancelled' }));
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Toor Dal'),
      expect.stringContaining('Study Table'),
    ]);
    await user.click(screen.getByRole('checkbox', { name: '2022' }));
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Cancelled' }));
    await user.click(screen.getByRole('checkbox', { name: '2022' }));
    expect(rows()).toHaveLength(10);

    await user.type(screen.getByRole('searchbox', { name: 'Search your orders' }), 'headphones');
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Search Orders' }));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Sound Wave Bluetooth Headphones');

    await user.clear(screen.getByRole('searchbox', { name: 'Search your orders' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search your orders' }), 'no such thing{Enter}');
    expect(screen.getByText('No orders match your search and filters.')).toBeInTheDocument();
  });

  it('finds recent orders under Last 30 days and old ones under Older', () => {
    const now = Date.now();
    expect(filterOrders(sampleOrders, { ...noFilters, times: ['Last 30 days'] }, now).map((order) => order.id)).toEqual(
      ['1'],
    );
    expect(filterOrders(sampleOrders, { ...noFilters, times: ['Older'] }, now).map((order) => order.id)).toEqual([
      '10',
    ]);
    expect(filterOrders(sampleOrders, { ...noFilters, statuses: ['On the way', 'Returned'] }, now)).toHaveLength(2);
  });
});
