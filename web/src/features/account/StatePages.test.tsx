import { screen } from '@testing-library/react';
import { paths } from '../../lib/paths';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shopper } from '../../test/session';
import NotificationsPage from './NotificationsPage';
import ReviewsPage from './ReviewsPage';
import SavedCardsPage from './SavedCardsPage';
import SavedUpiPage from './SavedUpiPage';
import TermsPage from './TermsPage';

const signedIn = { preloadedState: { session: { user: shopper } } };

describe('account pages that show a state', () => {
  it("Reviews: 'No Reviews & Ratings'", () => {
    renderWithProviders(<ReviewsPage />, signedIn);
    expect(screen.getByText('No Reviews & Ratings')).toBeInTheDocument();
  });

  it("Notifications: 'All caught up!', the browser-settings notice and a way to the preferences", () => {
    renderWithProviders(<NotificationsPage />, signedIn);
    expect(screen.getByText('All caught up!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Oops! You are missing out on a lot of important notifications. Please switch it on from Browser Settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification Preferences' })).toHaveAttribute(
      'href',
      paths.communicationPreferences,
    );
  });

  it('Saved UPI: none saved, and FAQs', () => {
    renderWithProviders(<SavedUpiPage />, signedIn);
    expect(screen.getByText(/You have no saved UPI IDs/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'FAQs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Is it safe to save my UPI ID?' })).toBeInTheDocument();
  });

  it('Saved cards: FAQs on tokenisation', () => {
    renderWithProviders(<SavedCardsPage />, signedIn);
    expect(screen.getByRole('heading', { name: 'What is card tokenisation?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Do I need to give consent to tokenise my card?' })).toBeInTheDocument();
  });

  it('Terms: the Terms of Use', () => {
    renderWithProviders(<TermsPage />, signedIn);
    expect(screen.getByRole('heading', { level: 1, name: /Terms of Use/i })).toBeInTheDocument();
  });
});
