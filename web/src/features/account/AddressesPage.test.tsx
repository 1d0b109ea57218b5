import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { resetBrowserState, shopper } from '../../test/session';
import { failNetwork } from '../../test/stubApi';
import AddressesPage from './AddressesPage';

const signedIn = { preloadedState: { session: { user: shopper } } };

beforeEach(() => {
  resetBrowserState();
  // No pincode answers here: the address book keeps what the shopper typed. What an answer fills
  // in and refuses is AddressForm.test.tsx's.
  failNetwork('checkPincode');
});

async function fillAddress(
  user: ReturnType<typeof renderWithProviders>['user'],
  overrides: Record<string, string> = {},
) {
  const values: Record<string, string> = {
    Name: 'Asha Verma',
    '10-digit mobile number': '9876543210',
    Pincode: '560001',
    Locality: 'Indiranagar',
    'Address (Area and Street)': '12, 100 Feet Road',
    'City/District/Town': 'Bengaluru',
    State: 'Karnataka',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'SAVE' }));
}

describe('addresses', () => {
  it('shows the empty state and ADD ADDRESSES', () => {
    renderWithProviders(<AddressesPage />, signedIn);
    expect(screen.getByText('No Addresses found in your account! Add a delivery address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD ADDRESSES' })).toBeInTheDocument();
  });

  it('adds an address, lists it, keeps it for this shopper and deletes it', async () => {
    const first = renderWithProviders(<AddressesPage />, signedIn);
    await first.user.click(screen.getByRole('button', { name: 'ADD ADDRESSES' }));
    await first.user.click(screen.getByRole('radio', { name: 'Work' }));
    await fillAddress(first.user);

    const list = screen.getByRole('list', { name: 'Saved addresses' });
    expect(within(list).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(list).getByText('Work')).toBeInTheDocument();
    expect(within(list).getByText(/12, 100 Feet Road, Indiranagar, Bengaluru, Karnataka/)).toBeInTheDocument();
    first.unmount();

    const again = renderWithProviders(<AddressesPage />, signedIn);
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Delete the address of Asha Verma, 560001' }));
    expect(screen.getByText('No Addresses found in your account! Add a delivery address.')).toBeInTheDocument();
  });

  it.each([
    [{ Locality: '' }, 'Please Fill All Field'],
    [{ '10-digit mobile number': '98765' }, 'Please Enter 10 Digit...'],
    [{ Pincode: '5600' }, 'Please enter a valid 6-digit pincode, such as 560001 (a pincode never starts with 0).'],
    [{ Pincode: '000000' }, 'Please enter a valid 6-digit pincode, such as 560001 (a pincode never starts with 0).'],
  ])('refuses an incomplete address (%o)', async (overrides, message) => {
    const { user } = renderWithProviders(<AddressesPage />, signedIn);
    await user.click(screen.getByRole('button', { name: 'ADD ADDRESSES' }));
    await fillAddress(user, overrides);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('list', { name: 'Saved addresses' })).not.toBeInTheDocument();
  });
});
