import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import CommunicationPreferencesPage from './CommunicationPreferencesPage';

const channels = ['Desktop Notifications', 'In-App Notifications', 'SMS', 'Email', 'WhatsApp'];
const categories = ['My Orders', 'Reminders', 'Recommendations', 'New Offers', 'Community', 'Feedback and Review'];
const warning =
  'Oops! You are missing out on a lot of important notifications. Please switch it on from Browser Settings.';

function renderPreferences(route = '/communication-preferences') {
  return renderWithProviders(<CommunicationPreferencesPage />, { route, path: '/communication-preferences' });
}

beforeEach(() => localStorage.clear());

describe('CommunicationPreferencesPage', () => {
  it('lists the five channels, each linking to this page', () => {
    renderPreferences();
    const links = within(screen.getByRole('navigation', { name: 'Notification channels' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(channels);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/communication-preferences\?channel=/);
  });

  it('shows Desktop Notifications with the blocked warning and six dimmed switches, all on', () => {
    renderPreferences();
    const panel = within(screen.getByRole('region', { name: 'Desktop Notifications' }));
    expect(panel.getByText(warning)).toBeInTheDocument();
    expect(panel.getByText(/Notifications > Allow/)).toBeInTheDocument();
    const switches = panel.getAllByRole('switch');
    expect(switches.map((control) => control.getAttribute('aria-label'))).toEqual(categories);
    for (const control of switches) {
      expect(control).toHaveAttribute('aria-checked', 'true');
      expect(control).toHaveClass('dimmed');
    }
    expect(panel.getByText(/Price drops, back-in-stock/)).toBeInTheDocument();
    expect(panel.getByText(/Profile updates, newsletters/)).toBeInTheDocument();
  });

  it('toggles a switch by click and by keyboard, and remembers it', async () => {
    const { user, unmount } = renderPreferences();
    const offers = screen.getByRole('switch', { name: 'New Offers' });
    await user.click(offers);
    expect(offers).toHaveAttribute('aria-checked', 'false');
    const orders = screen.getByRole('switch', { name: 'My Orders' });
    orders.focus();
    await user.keyboard(' ');
    expect(orders).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(orders).toHaveAttribute('aria-checked', 'true');
    unmount();

    renderPreferences();
    expect(screen.getByRole('switch', { name: 'New Offers' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'My Orders' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows another channel without the browser warning, with its own switches', async () => {
    const { user } = renderPreferences();
    await user.click(screen.getByRole('switch', { name: 'Community' }));
    await user.click(screen.getByRole('link', { name: 'SMS' }));
    const panel = within(screen.getByRole('region', { name: 'SMS' }));
    expect(screen.getByRole('link', { name: 'SMS' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    expect(panel.getByRole('switch', { name: 'Community' })).toHaveAttribute('aria-checked', 'true');
    expect(panel.getByRole('switch', { name: 'Community' })).not.toHaveClass('dimmed');
  });
});
