import { screen, within } from '@testing-library/react';
import { inLanguage } from '../../test/language';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shopper } from '../../test/session';
import GiftCardsPage from './GiftCardsPage';

function renderGiftCards() {
  return renderWithProviders(<GiftCardsPage />, { preloadedState: { session: { user: shopper } } });
}

describe('gift cards', () => {
  it('shows the ₹50 balance and the card in the account', () => {
    renderGiftCards();
    expect(screen.getByText('Gift Card Balance').closest('p')).toHaveTextContent('Gift Card Balance ₹50');
    expect(screen.getByRole('cell', { name: '•••• •••• •••• 2222' })).toBeInTheDocument();
  });

  it('checks a balance in the dialog, and switches to adding a card', async () => {
    const { user } = renderGiftCards();
    await user.click(screen.getByRole('button', { name: 'CHECK BALANCE' }));
    const dialog = screen.getByRole('dialog', { name: 'Check gift card balance' });
    const number = within(dialog).getByLabelText('Gift Card Number');
    expect(number).toHaveFocus();

    await user.type(number, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'CHECK BALANCE' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Please Enter the 16 Digit Gift Card Number');

    await user.clear(number);
    await user.type(number, '6001220011112222');
    await user.type(within(dialog).getByLabelText('Gift Card PIN'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'CHECK BALANCE' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('No gift card matches this number and PIN.');

    await user.clear(within(dialog).getByLabelText('Gift Card PIN'));
    await user.type(within(dialog).getByLabelText('Gift Card PIN'), '240915');
    await user.click(within(dialog).getByRole('button', { name: 'CHECK BALANCE' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Balance: ₹50, valid till 31 Dec 2026');

    await user.click(within(dialog).getByRole('button', { name: 'Add a gift card instead' }));
    expect(screen.getByRole('dialog', { name: 'Add a gift card' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers buying for yourself or a company, with values from 100 to 10000 and a 100-character message', async () => {
    const { user } = renderGiftCards();
    const values = screen.getAllByRole('radio').map((radio) => Number((radio as HTMLInputElement).value));
    expect(values).toEqual([100, 101, 300, 500, 1000, 2000, 2500, 5000, 6000, 7000, 8000, 9000, 10000]);
    const message = screen.getByLabelText(/message/i);
    expect(message).toHaveAttribute('maxLength', '100');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      expect.stringMatching(/Personal/i),
      expect.stringMatching(/Corporate/i),
    ]);
    await user.click(tabs[1] as HTMLElement);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('answers the FAQs', () => {
    renderGiftCards();
    expect(screen.getByRole('heading', { name: 'How do I check the balance of a gift card?' })).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inLanguage('hi');

    it('shows the balance, the card and the dialog in Hindi, its expiry in the Hindi date format', async () => {
      const { user } = renderGiftCards();
      expect(screen.getByRole('heading', { level: 1, name: 'Flipkart गिफ़्ट कार्ड' })).toBeInTheDocument();
      expect(screen.getByText('गिफ़्ट कार्ड बैलेंस').closest('p')).toHaveTextContent('गिफ़्ट कार्ड बैलेंस ₹50');
      expect(screen.getByRole('cell', { name: '31 दिस॰ 2026' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Flipkart (स्वागत का तोहफ़ा)' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'बैलेंस देखें' }));
      const dialog = screen.getByRole('dialog', { name: 'गिफ़्ट कार्ड का बैलेंस देखें' });
      await user.click(within(dialog).getByRole('button', { name: 'बैलेंस देखें' }));
      expect(within(dialog).getByRole('status')).toHaveTextContent('कृपया 16 अंकों का गिफ़्ट कार्ड नंबर डालें');
      await user.type(within(dialog).getByLabelText('गिफ़्ट कार्ड नंबर'), '6001220011112222');
      await user.type(within(dialog).getByLabelText('गिफ़्ट कार्ड पिन'), '240915');
      await user.click(within(dialog).getByRole('button', { name: 'बैलेंस देखें' }));
      expect(within(dialog).getByRole('status')).toHaveTextContent('बैलेंस: ₹50, 31 दिस॰ 2026 तक मान्य');
      await user.click(within(dialog).getByRole('button', { name: 'इसके बजाय गिफ़्ट कार्ड जोड़ें' }));
      expect(screen.getByRole('dialog', { name: 'गिफ़्ट कार्ड जोड़ें' })).toBeInTheDocument();
    });
  });
});
