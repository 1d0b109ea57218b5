import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import GiftCardStorePage from './GiftCardStorePage';

function renderStore(route: string) {
  return renderWithProviders(null, {
    route,
    routes: [
      { path: '/the-gift-card-store', element: <GiftCardStorePage /> },
      { path: '/the-gift-card-store/1', element: <GiftCardStorePage /> },
    ],
  });
}

describe('the Gift Card Store', () => {
  it('introduces the store, shows the banners and how to buy', () => {
    renderStore('/the-gift-card-store');
    expect(screen.getByRole('heading', { level: 1, name: 'The Gift Card Store' })).toBeInTheDocument();
    expect(screen.getByText(/Gift cards from ₹25 to ₹10,000, from over 100 brands/)).toHaveTextContent(
      'fashion, travel, jewellery, grocery, apps and subscriptions',
    );
    const banners = within(screen.getByRole('list', { name: 'Gift card offers' })).getAllByRole('img');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of banners) expect(banner.getAttribute('src')).toMatch(/^\/content\/banners\//);
    const steps = within(screen.getByRole('region', { name: 'How to buy a gift card' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pick a gift card and choose its value.',
      'Select Buy Now.',
      'Enter the recipient’s details, and an address if the card is a physical one.',
      'Pay by credit card, debit card, net banking or UPI.',
      'The recipient receives an email with the gift card details.',
    ]);
  });

  it('filters brands by category tab, by click and arrow keys, and opens the gift card', async () => {
    const { user, currentUrl } = renderStore('/the-gift-card-store');
    const panel = () => within(screen.getByRole('tabpanel'));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const all = panel().getAllByRole('link').length;

    await user.click(screen.getByRole('tab', { name: 'Travel' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Travel');
    expect(
      panel()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Trip AhoyFlights and hotels', 'RailRouteTrain and bus tickets']);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Jewellery' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Jewellery' })).toHaveAttribute('aria-selected', 'true');
    expect(panel().getAllByRole('link').length).toBeLessThan(all);

    await user.click(panel().getAllByRole('link')[0]!);
    expect(currentUrl()).toBe('/the-gift-card-store/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Storefront Gift Card' })).toBeInTheDocument();
  });

  it('buys a personal gift card: 13 values, a 100-character message, and a summary dialog', async () => {
    const { user } = renderStore('/the-gift-card-store/1');
    expect(screen.getByRole('tab', { name: 'For Personal' })).toHaveAttribute('aria-selected', 'true');
    const values = within(screen.getByRole('group', { name: 'Choose a value' })).getAllByRole('radio');
    expect(values).toHaveLength(13);

    await user.click(screen.getByRole('button', { name: 'BUY NOW' }));
    expect(screen.getByLabelText("Recipient's name")).toHaveAccessibleDescription("Enter the recipient's name");
    expect(screen.getByLabelText("Recipient's email")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '₹2,500' }));
    await user.type(screen.getByLabelText("Recipient's name"), 'Asha');
    await user.type(screen.getByLabelText("Recipient's email"), 'asha@example.in');
    await user.type(screen.getByLabelText('Message (optional)'), 'x'.repeat(120));
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('x'.repeat(100));
    expect(screen.getByText('100/100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BUY NOW' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Gift card summary' }));
    expect(dialog.getByText('Gift card value').nextElementSibling).toHaveTextContent('₹2,500');
    expect(dialog.getByText('To').nextElementSibling).toHaveTextContent('Asha (asha@example.in)');
    expect(dialog.getByText(/credit card, debit card, net banking or UPI/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Back to the gift card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('orders corporate cards only for amounts from ₹25 to ₹10,000', async () => {
    const { user } = renderStore('/the-gift-card-store/1');
    await user.click(screen.getByRole('tab', { name: 'For Corporate' }));
    await user.type(screen.getByLabelText('Company name'), 'Acme Traders');
    await user.type(screen.getByLabelText('Work email'), 'hr@acme.co.in');
    await user.type(screen.getByLabelText('Value per card (₹)'), '24');
    await user.click(screen.getByRole('button', { name: 'BUY NOW' }));
    expect(screen.getByLabelText('Value per card (₹)')).toHaveAccessibleDescription(
      'Enter an amount from ₹25 to ₹10,000',
    );

    await user.clear(screen.getByLabelText('Value per card (₹)'));
    await user.type(screen.getByLabelText('Value per card (₹)'), '10000');
    await user.click(screen.getByRole('button', { name: 'BUY NOW' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Gift card summary' }));
    expect(dialog.getByText('Total').nextElementSibling).toHaveTextContent('₹1,00,000');
  });
});
