import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import CouponsPage from './CouponsPage';

describe('coupons', () => {
  it('lists My Coupons (2), then Available, Upcomming and Expires sets of 5', () => {
    renderWithProviders(<CouponsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Coupons (2)' })).toBeInTheDocument();
    for (const heading of ['Available Coupons', 'Upcomming Coupons', 'Expires Coupons']) {
      const section = screen.getByRole('region', { name: heading });
      expect(within(section).getAllByRole('listitem')).toHaveLength(5);
      expect(within(section).getByRole('button', { name: 'VIEW MORE' })).toBeInTheDocument();
    }
  });

  it('VIEW MORE reveals the second set of 5 and goes away', async () => {
    const { user } = renderWithProviders(<CouponsPage />);
    const available = screen.getByRole('region', { name: 'Available Coupons' });
    await user.click(within(available).getByRole('button', { name: 'VIEW MORE' }));
    expect(within(available).getAllByRole('listitem')).toHaveLength(10);
    expect(within(available).queryByRole('button', { name: 'VIEW MORE' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Expires Coupons' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it("View T&C opens the coupon's terms in a dialog that Escape closes", async () => {
    const { user } = renderWithProviders(<CouponsPage />);
    const button = screen.getByRole('button', { name: 'View T&C of Extra ₹100 off' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByText('Extra ₹100 off on a minimum order value of ₹499.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
