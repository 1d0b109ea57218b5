import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import HelpCentrePage from './HelpCentrePage';
import { linkTexts } from '../../test/linkTexts';

function renderHelp(route = '/helpcentre') {
  return renderWithProviders(<HelpCentrePage />, { route, path: '/helpcentre' });
}

const items = () =>
  within(screen.getByRole('region', { name: 'Which item are you facing an issue with?' })).getAllByRole('link');

describe('HelpCentrePage', () => {
  it('lists the issue types and help topics on the left', () => {
    renderHelp();
    expect(linkTexts(screen.getByRole('navigation', { name: 'TYPE OF ISSUE' }))).toEqual([
      'Help with your issues',
      'Help with your order',
      'Help with other issues',
    ]);
    const topics = linkTexts(screen.getByRole('navigation', { name: 'Help Topics' }));
    expect(topics).toEqual(
      expect.arrayContaining([
        'Delivery related',
        'Login and my account',
        'Pay Later',
        'Payment',
        'Co-branded Credit Card',
        'Returns and Pickup',
        'Return related',
      ]),
    );
    expect(topics.filter((text) => text?.startsWith('EMI')).length).toBeGreaterThan(1);
  });

  it('shows 5 purchased recharges, then VIEW MORE reveals 5 more and disappears', async () => {
    const { user } = renderHelp();
    expect(items()).toHaveLength(5);
    expect(items()[0]).toHaveTextContent('Mobile Prepaid Recharge');
    expect(items()[0]).toHaveTextContent('Purchased');
    await user.click(screen.getByRole('button', { name: 'VIEW MORE' }));
    expect(items()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'VIEW MORE' })).not.toBeInTheDocument();
  });

  it('opens the sample order from an item', async () => {
    const { user, currentUrl } = renderHelp();
    await user.click(items()[2]!);
    expect(currentUrl()).toBe('/order_details/1');
  });

  it('answers a chosen topic on the page, and tolerates the footer’s query parameters', async () => {
    const { user, currentUrl } = renderHelp('/helpcentre?catalog=55&view=CATALOG');
    expect(screen.getByRole('region', { name: 'Which item are you facing an issue with?' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Payment' }));
    expect(currentUrl()).toBe('/helpcentre?topic=payment');
    expect(screen.getByRole('link', { name: 'Payment' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText(/Indian rupees only/)).toBeInTheDocument();
  });
});
