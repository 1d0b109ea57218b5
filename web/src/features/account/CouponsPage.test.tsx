import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { inLanguage } from '../../test/language';
import { renderWithProviders } from '../../test/renderWithProviders';
import CouponsPage from './CouponsPage';

/** Opens the upcoming set's second five and finds the Big Saving Days coupon there, dated and described. */
async function expectLaterUpcomingCoupon(
  user: UserEvent,
  texts: { set: string; viewMore: string; validity: string; description: string },
) {
  const upcoming = within(screen.getByRole('region', { name: texts.set }));
  await user.click(upcoming.getByRole('button', { name: texts.viewMore }));
  expect(upcoming.getByText(texts.validity)).toBeInTheDocument();
  expect(upcoming.getByText(texts.description)).toBeInTheDocument();
}

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

  it("prints each set's dates as before in English ('01 Sep, 2026', not Intl's 'Sept')", async () => {
    const { user } = renderWithProviders(<CouponsPage />);
    expect(screen.getAllByText('Valid till 30 Jun, 2026')).toHaveLength(2);
    await expectLaterUpcomingCoupon(user, {
      set: 'Upcomming Coupons',
      viewMore: 'VIEW MORE',
      validity: 'Valid from 01 Sep, 2026',
      description: '₹300 off during Big Saving Days on orders of ₹2,999 or more',
    });
    expect(screen.getByText('Expired on 26 Jan, 2026')).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inLanguage('hi');

    it('shows headings, coupons, dates and terms in Hindi', async () => {
      const { user } = renderWithProviders(<CouponsPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'मेरे कूपन (2)' })).toBeInTheDocument();
      await expectLaterUpcomingCoupon(user, {
        set: 'आने वाले कूपन',
        viewMore: 'और देखें',
        validity: '01 सित॰ 2026 से मान्य',
        description: 'बिग सेविंग डेज़ के दौरान ₹300 की छूट, ₹2,999 या उससे ज़्यादा के ऑर्डर पर',
      });

      await user.click(screen.getByRole('button', { name: '₹100 की अतिरिक्त छूट के नियम और शर्तें देखें' }));
      const dialog = screen.getByRole('dialog', { name: 'नियम और शर्तें' });
      expect(within(dialog).getByText('₹100 की अतिरिक्त छूट, कम से कम ₹499 के ऑर्डर पर।')).toBeInTheDocument();
      expect(within(dialog).getByText('30 जून 2026 तक मान्य।')).toBeInTheDocument();
      expect(dialog.textContent?.replaceAll('Flipkart', '')).not.toMatch(/[A-Za-z]/);
    });
  });
});
