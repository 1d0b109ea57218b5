import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../lib/paths';
import { saveSession } from '../../lib/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { answer, failNetwork } from '../../test/stubApi';
import { expectStatusFor } from '../../test/statusMessage';
import { everythingStored, resetBrowserState, shopper, token } from '../../test/session';
import ChangePasswordPage from './ChangePasswordPage';

type User = ReturnType<typeof userEvent.setup>;

function renderChange() {
  saveSession(token, shopper);
  const view = renderWithProviders(<ChangePasswordPage />, {
    route: paths.account.changePassword,
    path: paths.account.changePassword,
    preloadedState: { session: { user: shopper } },
  });
  return { ...view, user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

async function fill(user: User, values: { oldPassword: string; newPassword: string; confirmPassword: string }) {
  if (values.oldPassword) await user.type(screen.getByLabelText('Old Password'), values.oldPassword);
  if (values.newPassword) await user.type(screen.getByLabelText('New Password'), values.newPassword);
  if (values.confirmPassword) await user.type(screen.getByLabelText('Confirm Password'), values.confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

const valid = { oldPassword: 'old-pass-1', newPassword: 'n3w-pass', confirmPassword: 'n3w-pass' };

beforeEach(() => {
  resetBrowserState();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('change password', () => {
  it("shows the shopper's email, read-only", () => {
    renderChange();
    expect(screen.getByLabelText('Email')).toHaveValue(shopper.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it.each(['oldPassword', 'newPassword', 'confirmPassword'] as const)(
    "an empty %s gives 'Please Fill All Field' for 5 s",
    async (empty) => {
      const { user } = renderChange();
      const change = answer('changePassword', { msg: 'User Password Changed...' });
      await fill(user, { ...valid, [empty]: '' });
      expectStatusFor('Please Fill All Field', 5000);
      expect(change).not.toHaveBeenCalled();
    },
  );

  it("different new and confirm passwords give 'Password is MissMatch...'", async () => {
    const { user } = renderChange();
    await fill(user, { ...valid, confirmPassword: 'other' });
    expect(screen.getByRole('status')).toHaveTextContent('Password is MissMatch...');
  });

  it("shows the server's 201 message ('Old Password is Wrong...') for 5 s", async () => {
    const { user, currentUrl } = renderChange();
    answer('changePassword', { msg: 'Old Password is Wrong...' }, 201);
    await fill(user, valid);
    expect(await screen.findByText('Old Password is Wrong...')).toBeInTheDocument();
    expect(currentUrl()).toBe(paths.account.changePassword);
    expectStatusFor('Old Password is Wrong...', 5000);
  });

  it("shows the server's message when the session has expired (401)", async () => {
    const { user } = renderChange();
    answer('changePassword', { msg: 'Please log in again' }, 401);
    await fill(user, valid);
    expect(await screen.findByText('Please log in again')).toBeInTheDocument();
  });

  it("shows 'Server Error...' with the reason when the server cannot be reached", async () => {
    const { user } = renderChange();
    failNetwork('changePassword');
    await fill(user, valid);
    expect(await screen.findByText('Server Error... Failed to fetch')).toBeInTheDocument();
  });

  it('sends the email and the three passwords, and goes to the root on 200', async () => {
    const { user, currentUrl } = renderChange();
    const change = answer('changePassword', { msg: 'User Password Changed...' });
    await fill(user, valid);
    await waitFor(() => expect(currentUrl()).toBe(paths.home));
    expect(change).toHaveBeenCalledWith({ email: shopper.email, ...valid });
    expect(everythingStored()).not.toMatch(/old-pass-1|n3w-pass/);
  });

  it('Cancel goes back to the profile page', async () => {
    const { user, currentUrl } = renderChange();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(currentUrl()).toBe(paths.account.profile);
  });
});
