import { screen, within } from '@testing-library/react';
import { paths } from '../../lib/paths';
import { renderWithProviders } from '../../test/renderWithProviders';
import OrderDetailPage from './OrderDetailPage';

function renderOrder(orderId: string) {
  return renderWithProviders(<OrderDetailPage />, {
    route: paths.account.orderDetails(orderId),
    path: '/account/order_details/:orderId',
  });
}

describe('order detail', () => {
  it('shows the breadcrumb, rewards, item, progress and transaction details', () => {
    renderOrder('2');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'My Account', 'My Orders', 'OD33109284560002']);
    expect(screen.getByRole('heading', { name: 'Your Rewards' })).toBeInTheDocument();
    expect(screen.getByText('+50 SuperCoins earned on this order')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Item' })).getByRole('heading')).toHaveTextContent(
      'Vivo 108 cm (43 inch) Ultra HD Smart TV',
    );
    const progress = screen.getByRole('progressbar', { name: 'Order progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '100');
    expect(progress).toHaveAttribute('aria-valuetext', 'Delivered');
    expect(screen.getByRole('heading', { name: 'Transaction details' })).toBeInTheDocument();
    expect(screen.getByText('TXN3310928456')).toBeInTheDocument();
  });

  it('shows an order on the way half-way along', () => {
    renderOrder('1');
    const progress = screen.getByRole('progressbar', { name: 'Order progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(progress).toHaveAttribute('aria-valuetext', 'Shipped');
  });

  it('opens the price details in a dialog, with the total', async () => {
    const { user } = renderOrder('2');
    await user.click(screen.getByRole('button', { name: 'Price details' }));
    const dialog = screen.getByRole('dialog', { name: 'Price details' });
    const amount = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(amount('List price')).toBe('₹42,990');
    expect(amount('Extra Discount')).toBe('−₹1,000');
    expect(amount('Delivery Charge')).toBe('Free');
    expect(amount('Total Amount')).toBe('₹26,999');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so for an unknown order', () => {
    renderOrder('99');
    expect(screen.getByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', paths.account.orders);
  });
});
