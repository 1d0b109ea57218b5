import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { paths } from '../../lib/paths';
import { routes } from '../../app/router';
import { getResetEmail, setResetEmail } from '../../lib/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { answer, failNetwork } from '../../test/stubApi';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import { expectStatusFor } from '../../test/statusMessage';
import { everythingStored, recordCookieWrites, resetBrowserState, shopper } from '../../test/session';

type User = ReturnType<typeof userEvent.setup>;

function fakeTimerUser(): User {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

beforeEach(() => {
  resetBrowserState();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('forgot password', () => {
  function renderForgot() {
    const view = renderWithProviders(<ForgotPasswordPage />, {
      route: paths.forgetPassword,
      path: paths.forgetPassword,
    });
    return { ...view, user: fakeTimerUser() };
  }

  async function submit(user: User, email: string) {
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  }

  it("asks for an email: 'Please Fill This Field....' for 5 s", async () => {
    const { user } = renderForgot();
    const sendEmail = answer('sendEmail', { status: true, msg: 'Please Check you email...' });
    await submit(user, '');
    expectStatusFor('Please Fill This Field....', 5000);
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it.each(['asha', 'asha@example', 'asha@example.c', 'asha example@mail.com'])(
    "refuses the malformed address '%s' with 'Enter Valid Email Type....'",
    async (email) => {
      const { user } = renderForgot();
      const sendOtp = answer('sendOtp', { success: true, message: 'sent' });
      await submit(user, email);
      expect(screen.getByRole('status')).toHaveTextContent('Enter Valid Email Type....');
      expect(sendOtp).not.toHaveBeenCalled();
      expect(getResetEmail()).toBeUndefined();
    },
  );

  it("emails a reset link and a code, opens /reset-password for 2 minutes and says 'Check your email...' for 5 s", async () => {
    const writes = recordCookieWrites();
    const { user } = renderForgot();
    const sendEmail = answer('sendEmail', { status: true, msg: 'Please Check you email...' });
    const sendOtp = answer('sendOtp', { success: true, message: 'sent' });
    await submit(user, shopper.email);

    expect(await screen.findByText('Check your email...')).toBeInTheDocument();
    const [options] = sendEmail.mock.calls[0] as [{ to: string; subject: string; msg: string }];
    expect(options.to).toBe(shopper.email);
    expect(options.msg).toContain(`href="${window.location.origin}${paths.resetPassword}"`);
    // A reset code names no login: the server keeps it for the reset form only.
    expect(sendOtp).toHaveBeenCalledWith(shopper.email, undefined);

    expect(getResetEmail()).toBe(shopper.email);
    const cookie = writes.find((raw) => raw.startsWith('resetEmail='));
    const expires = new Date(/expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '').getTime();
    expect(expires - Date.now()).toBeGreaterThan(115_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(120_000);
    expect(cookie).toMatch(/samesite=lax/i);

    expectStatusFor('Check your email...', 5000);
  });

  it('fails silently when the emails cannot be sent, and still opens the reset form', async () => {
    const { user } = renderForgot();
    failNetwork('sendEmail');
    answer('sendOtp', { success: false, error: 'Could not send the code' }, 500);
    await submit(user, shopper.email);
    expect(await screen.findByText('Check your email...')).toBeInTheDocument();
    expect(getResetEmail()).toBe(shopper.email);
  });

  it('Cancel goes to /login', async () => {
    const { user, currentUrl } = renderForgot();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(currentUrl()).toBe(paths.login);
  });
});

describe('reset password', () => {
  function renderReset() {
    setResetEmail(shopper.email);
    const view = renderWithProviders(<ResetPasswordPage />, { route: paths.resetPassword, path: paths.resetPassword });
    return { ...view, user: fakeTimerUser() };
  }

  async function fill(user: User, values: { otp?: string; newPassword?: string; confirmPassword?: string }) {
    if (values.otp) await user.type(screen.getByLabelText('Code from the email'), values.otp);
    if (values.newPassword) await user.type(screen.getByLabelText('New Password'), values.newPassword);
    if (values.confirmPassword) await user.type(screen.getByLabelText('Confirm Password'), values.confirmPassword);
    await user.click(screen.getByRole('button', { name: 'Change' }));
  }

  it('shows the address it resets, read-only', () => {
    renderReset();
    expect(screen.getByLabelText('Email')).toHaveValue(shopper.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it.each([
    { otp: '', newPassword: 'n3w-pass', confirmPassword: 'n3w-pass' },
    { otp: '4821', newPassword: '', confirmPassword: 'n3w-pass' },
    { otp: '4821', newPassword: 'n3w-pass', confirmPassword: '' },
  ])("any empty field gives 'Please Fill All Field' for 5 s (%o)", async (values) => {
    const { user } = renderReset();
    const forgetPassword = answer('forgetPassword', { msg: 'User Password Changed...' });
    await fill(user, values);
    expectStatusFor('Please Fill All Field', 5000);
    expect(forgetPassword).not.toHaveBeenCalled();
  });

  it("different new and confirm passwords give 'Password is MissMatch...'", async () => {
    const { user } = renderReset();
    await fill(user, { otp: '4821', newPassword: 'n3w-pass', confirmPassword: 'n3w-pasS' });
    expect(screen.getByRole('status')).toHaveTextContent('Password is MissMatch...');
  });

  it("shows the server's 201 message for 5 s and stays", async () => {
    const { user, currentUrl } = renderReset();
    answer('forgetPassword', { msg: 'Email is Invalid...' }, 201);
    await fill(user, { otp: '4821', newPassword: 'n3w-pass', confirmPassword: 'n3w-pass' });
    expect(await screen.findByText('Email is Invalid...')).toBeInTheDocument();
    expect(currentUrl()).toBe(paths.resetPassword);
    expectStatusFor('Email is Invalid...', 5000);
  });

  it('sends the code with the new password, drops the reset cookie and goes to the root on 200', async () => {
    const { user, currentUrl } = renderReset();
    const forgetPassword = answer('forgetPassword', { msg: 'User Password Changed...' });
    await fill(user, { otp: '4821', newPassword: 'n3w-pass', confirmPassword: 'n3w-pass' });
    await waitFor(() => expect(currentUrl()).toBe(paths.home));
    expect(forgetPassword).toHaveBeenCalledWith({
      email: shopper.email,
      newPassword: 'n3w-pass',
      confirmPassword: 'n3w-pass',
      otp: '4821',
    });
    expect(getResetEmail()).toBeUndefined();
    expect(everythingStored()).not.toContain('n3w-pass');
  });

  it("shows 'Server Error...' with the reason when the server cannot be reached", async () => {
    const { user } = renderReset();
    failNetwork('forgetPassword');
    await fill(user, { otp: '4821', newPassword: 'n3w-pass', confirmPassword: 'n3w-pass' });
    expect(await screen.findByText('Server Error... Failed to fetch')).toBeInTheDocument();
  });

  it('Cancel goes to the site root', async () => {
    const { user, currentUrl } = renderReset();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(currentUrl()).toBe(paths.home);
  });
});

describe('route guards', () => {
  function renderApp(route: string) {
    // The storefront's layout loads the cart and catalogue; answer them with nothing.
    answer('getCart', { status: true, prods: [] });
    answer('getProducts', { prod: [] });
    return renderWithProviders(null, { routes, route });
  }

  it('opens /reset-password while the reset cookie lives', async () => {
    setResetEmail(shopper.email);
    const { currentUrl } = renderApp(paths.resetPassword);
    expect(await screen.findByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(currentUrl()).toBe(paths.resetPassword);
  });

  it('sends /reset-password to /forget-password without it', async () => {
    const { currentUrl } = renderApp(paths.resetPassword);
    await waitFor(() => expect(currentUrl()).toBe(paths.forgetPassword));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('sends /reset-password to /forget-password once the 2 minutes are over', async () => {
    setResetEmail(shopper.email);
    Cookies.remove('resetEmail', { path: '/' }); // what the browser does at expiry
    const { currentUrl } = renderApp(paths.resetPassword);
    await waitFor(() => expect(currentUrl()).toBe(paths.forgetPassword));
  });
});
