import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { paths } from '../../lib/paths';
import { getStoredUser, getToken, saveSession } from '../../lib/session';
import { useCurrentUser } from '../../entities/session/useSession';
import { renderWithProviders } from '../../test/renderWithProviders';
import { answer, failNetwork } from '../../test/stubApi';
import { resetBrowserState, shopper, token } from '../../test/session';
import ProfilePage from './ProfilePage';

/** What the header shows of the shopper: their first name, or Login. */
function HeaderUserArea() {
  const user = useCurrentUser();
  return <p data-testid="header-user">{user ? user.firstname : 'Login'}</p>;
}

function renderProfile() {
  saveSession(token, shopper);
  const view = renderWithProviders(
    <>
      <HeaderUserArea />
      <ProfilePage />
    </>,
    { route: paths.account.profile, path: paths.account.profile, preloadedState: { session: { user: shopper } } },
  );
  return { ...view, user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

const names = () => within(screen.getByRole('form', { name: 'Personal Information' }));
const phoneForm = () => within(screen.getByRole('form', { name: 'Mobile Number' }));

/** Edit, replace one field's value, SAVE: what a shopper does to change a detail. */
async function replaceAndSave(user: UserEvent, form: typeof names, label: string, value: string) {
  await user.click(form().getByRole('button', { name: 'Edit' }));
  await user.clear(form().getByLabelText(label));
  await user.type(form().getByLabelText(label), value);
  await user.click(form().getByRole('button', { name: 'SAVE' }));
}

beforeEach(() => {
  resetBrowserState();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('profile: names', () => {
  it('shows the names read-only until Edit, and the email always read-only', async () => {
    const { user } = renderProfile();
    expect(names().getByLabelText('First Name')).toHaveValue('Asha');
    expect(names().getByLabelText('First Name')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue(shopper.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(names().queryByRole('button', { name: 'SAVE' })).not.toBeInTheDocument();

    await user.click(names().getByRole('button', { name: 'Edit' }));
    expect(names().getByLabelText('First Name')).toBeEnabled();
    expect(names().getByRole('button', { name: 'SAVE' })).toBeInTheDocument();
  });

  it('saves only when both names are filled in', async () => {
    const { user } = renderProfile();
    const update = answer('updateUser', { status: true, msg: 'User Update' });
    await user.click(names().getByRole('button', { name: 'Edit' }));
    await user.clear(names().getByLabelText('Last Name'));
    expect(names().getByRole('button', { name: 'SAVE' })).toBeDisabled();
    await user.type(names().getByLabelText('Last Name'), '{Enter}');
    await user.type(names().getByLabelText('Last Name'), '   ');
    expect(names().getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(update).not.toHaveBeenCalled();
  });

  it("saves the new name, shows the server's message, and the header and stored user follow without a reload", async () => {
    const { user } = renderProfile();
    const update = answer('updateUser', { status: true, msg: 'User Update' });
    expect(screen.getByTestId('header-user')).toHaveTextContent('Asha');

    await replaceAndSave(user, names, 'First Name', 'Ashwini');

    expect(await screen.findByText('User Update')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({
      firstname: 'Ashwini',
      lastname: 'Verma',
      phone: shopper.phone,
      email: shopper.email,
    });
    expect(screen.getByTestId('header-user')).toHaveTextContent('Ashwini');
    expect(getStoredUser()?.firstname).toBe('Ashwini');
    expect(names().getByLabelText('First Name')).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('User Update')).not.toBeInTheDocument();
  });

  it.each([
    ['refuses', () => answer('updateUser', { status: false, msg: 'No such user' })],
    ['cannot be reached', () => failNetwork('updateUser')],
  ])("shows 'Error' when the server %s, and keeps the old name", async (_case, fail) => {
    const { user } = renderProfile();
    fail();
    await user.click(names().getByRole('button', { name: 'Edit' }));
    await user.type(names().getByLabelText('First Name'), 'x');
    await user.click(names().getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByTestId('header-user')).toHaveTextContent('Asha');
    expect(getStoredUser()?.firstname).toBe('Asha');
    expect(names().getByLabelText('First Name')).toBeEnabled();
  });

  it('Cancel puts the saved names back', async () => {
    const { user } = renderProfile();
    await user.click(names().getByRole('button', { name: 'Edit' }));
    await user.type(names().getByLabelText('First Name'), 'zzz');
    await user.click(names().getByRole('button', { name: 'Cancel' }));
    expect(names().getByLabelText('First Name')).toHaveValue('Asha');
  });
});

describe('profile: mobile number', () => {
  it.each(['98765', '98765432101', '98765abcde'])("refuses '%s' with 'Please Enter 10 Digit...'", async (phone) => {
    const { user } = renderProfile();
    const update = answer('updateUser', { status: true, msg: 'User Update' });
    await replaceAndSave(user, phoneForm, 'Mobile Number', phone);
    expect(screen.getByText('Please Enter 10 Digit...')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('saves 10 digits', async () => {
    const { user } = renderProfile();
    const update = answer('updateUser', { status: true, msg: 'User Update' });
    await replaceAndSave(user, phoneForm, 'Mobile Number', '9123456780');
    expect(await screen.findByText('User Update')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({
      firstname: 'Asha',
      lastname: 'Verma',
      phone: '9123456780',
      email: shopper.email,
    });
    expect(getStoredUser()?.phone).toBe('9123456780');
  });
});

describe('profile: account removal', () => {
  it('deletes the account by id after confirmation, clears the session and leaves for / after 2 s', async () => {
    const { user, currentUrl } = renderProfile();
    const remove = answer('deleteUser', { status: true, msg: 'Account Deleted' });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(/Account Deleted/)).toHaveTextContent(
      'Account Deleted Taking you to the home page in 2 s...',
    );
    expect(remove).toHaveBeenCalledWith(shopper._id);
    expect(getToken()).toBeUndefined();
    expect(getStoredUser()).toBeUndefined();
    expect(screen.getByTestId('header-user')).toHaveTextContent('Login');

    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(currentUrl()).toBe(paths.account.profile);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(currentUrl()).toBe(paths.home);
  });

  it("says 'Error' for an account without an id (the hosted API sends none), and calls nothing", async () => {
    const { _id: _unused, ...withoutId } = shopper;
    saveSession(token, withoutId);
    const remove = answer('deleteUser', { status: true, msg: 'Account Deleted' });
    const { user } = renderWithProviders(<ProfilePage />, { preloadedState: { session: { user: withoutId } } });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    expect(getToken()).toBe(token);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { user } = renderProfile();
    const remove = answer('deleteUser', { status: true, msg: 'Account Deleted' });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    expect(getToken()).toBe(token);
  });

  it('keeps the session when the server refuses', async () => {
    const { user } = renderProfile();
    answer('deleteUser', { status: false, msg: 'Token expired' }, 401);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Token expired')).toBeInTheDocument();
    expect(getToken()).toBe(token);
  });

  it('links to Change Password and to the help centre to deactivate', () => {
    renderProfile();
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', paths.account.changePassword);
    expect(screen.getByRole('link', { name: 'Deactivate Account' })).toHaveAttribute('href', paths.helpCentre);
  });
});
