import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../lib/paths';
import { getToken, getStoredUser } from '../../lib/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { answer, failNetwork, hang } from '../../test/stubApi';
import LoginPage from './LoginPage';
import { expectStatusFor } from '../../test/statusMessage';
import { fillRegisterForm } from '../../test/registerForm';
import { everythingStored, password, recordCookieWrites, resetBrowserState, shopper, token } from '../../test/session';

function renderLogin(route: string = paths.login) {
  const view = renderWithProviders(<LoginPage />, { route, path: route.split('?')[0] });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { ...view, user };
}

async function submitCredentials(user: ReturnType<typeof userEvent.setup>, email = shopper.email) {
  await user.clear(screen.getByLabelText('Enter Email'));
  await user.type(screen.getByLabelText('Enter Email'), email);
  await user.type(screen.getByLabelText('Enter Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

function acceptCredentials() {
  answer('login', { status: true, msg: 'User loggin...', token, user: shopper });
  return answer('sendOtp', { success: true, message: `OTP has been send at ${shopper.email}` });
}

async function submitCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(screen.getByLabelText('Enter OTP'));
  await user.type(screen.getByLabelText('Enter OTP'), code);
  await user.click(screen.getByRole('button', { name: 'Request OTP' }));
}

async function reachOtpStep(user: ReturnType<typeof userEvent.setup>) {
  acceptCredentials();
  await submitCredentials(user);
  return screen.findByLabelText('Enter OTP');
}

beforeEach(() => {
  resetBrowserState();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login and register screen', () => {
  it('shows the login panel and switches to register mode and back', async () => {
    const { user, currentUrl } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Get access to your Order,Wishlist and Recommendation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forget Password' })).toHaveAttribute('href', paths.forgetPassword);
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'New to Flipkart? Create an account' }));
    expect(currentUrl()).toBe(paths.register);
  });

  it('shows the register panel with its six fields', async () => {
    const { user, currentUrl } = renderLogin(paths.register);
    expect(screen.getByRole('heading', { name: 'Looks like you`re new here!' })).toBeInTheDocument();
    expect(screen.getByText('Singup with your mobile number to get started')).toBeInTheDocument();
    for (const label of [
      'Enter Firstname',
      'Enter Lastname',
      'Enter Username',
      'Enter Email',
      'Enter Password',
      'Enter Mobile Number',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('link', { name: 'Existing User?Log in' }));
    expect(currentUrl()).toBe(paths.login);
  });

  it('keeps where sign-in returns to when switching between login and register', async () => {
    const next = '/detail-view/abc';
    const { user, currentUrl } = renderWithProviders(null, {
      route: paths.loginReturningTo(next),
      routes: [paths.login, paths.register].map((path) => ({ path, element: <LoginPage /> })),
    });
    await user.click(screen.getByRole('link', { name: 'New to Flipkart? Create an account' }));
    expect(currentUrl()).toBe(paths.registerReturningTo(next));
    await user.click(screen.getByRole('link', { name: 'Existing User?Log in' }));
    expect(currentUrl()).toBe(paths.loginReturningTo(next));
  });
});

describe('login: the credential check', () => {
  it("shows 'Loading...' while the server checks", async () => {
    const { user } = renderLogin();
    hang('login');
    await submitCredentials(user);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it("shows the server's message when the credentials are refused, and asks for no code", async () => {
    const { user } = renderLogin();
    answer('login', { status: false, msg: 'Invalid username or password...' });
    const sendOtp = answer('sendOtp', { success: true, message: 'sent' });
    await submitCredentials(user);
    expect(await screen.findByText('Invalid username or password...')).toBeInTheDocument();
    expect(sendOtp).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
  });

  it("shows 'Server Error...' when the server cannot be reached", async () => {
    const { user } = renderLogin();
    failNetwork('login');
    await submitCredentials(user);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Server Error\.\.\.$/);
  });

  it('keeps the token in memory only until the code is verified, and emails a code', async () => {
    const { user } = renderLogin();
    const sendOtp = acceptCredentials();
    await submitCredentials(user);
    expect(await screen.findByLabelText('Enter OTP')).toBeInTheDocument();
    // The pending login's token goes along, so the code unlocks this login only (X-Login-Token).
    expect(sendOtp).toHaveBeenCalledWith(shopper.email, token);
    expect(await screen.findByText(`OTP has been send at ${shopper.email}`)).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expect(everythingStored()).not.toContain(token);
  });
});

describe('login: the one-time code', () => {
  it('refuses a code that is not exactly 4 digits, and the message clears after 4 s', async () => {
    const { user } = renderLogin();
    const verifyOtp = answer('verifyOtp', { success: true, message: 'OTP verification successful' });
    await reachOtpStep(user);
    for (const code of ['123', '12345']) {
      await submitCode(user, code);
      expect(screen.getByRole('status')).toHaveTextContent('Please Enter Only 4 Digit OTP');
    }
    expect(verifyOtp).not.toHaveBeenCalled();
    expectStatusFor('Please Enter Only 4 Digit OTP', 4000);
  });

  it("shows 'Loading...' while the code is checked", async () => {
    const { user } = renderLogin();
    await reachOtpStep(user);
    hang('verifyOtp');
    await submitCode(user, '4821');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeDisabled();
  });

  it.each([
    ['refuses it', () => answer('verifyOtp', { success: false, message: 'Invalid OTP' }), 'Invalid OTP'],
    ['cannot be reached', () => failNetwork('verifyOtp'), 'Server Error... Failed to fetch'],
  ])('shows why for 4 s when the server %s, and stores no session', async (_case, fail, why) => {
    const { user } = renderLogin();
    await reachOtpStep(user);
    fail();
    await submitCode(user, '0000');
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expectStatusFor(why, 4000);
  });

  it('stores the token cookie (SameSite=Lax, 4 days), no contact details in any cookie, no password anywhere, and goes home at once', async () => {
    const writes = recordCookieWrites();
    const { user, currentUrl } = renderLogin();
    await reachOtpStep(user);
    const verifyOtp = answer('verifyOtp', { success: true, message: 'OTP verification successful' });
    await submitCode(user, '4821');

    await waitFor(() => expect(currentUrl()).toBe(paths.home));
    expect(verifyOtp).toHaveBeenCalledWith(shopper.email, '4821', token);
    expect(getToken()).toBe(token);
    expect(getStoredUser()).toEqual(shopper);

    const tokenWrites = writes.filter((raw) => raw.startsWith('token='));
    expect(tokenWrites).toHaveLength(1);
    const [tokenWrite = ''] = tokenWrites;
    expect(tokenWrite).toMatch(/samesite=lax/i);
    const expires = new Date(/expires=([^;]+)/i.exec(tokenWrite)?.[1] ?? '').getTime();
    expect(expires - Date.now()).toBeGreaterThan(4 * 86_400_000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(4 * 86_400_000);
    // A cookie goes with every request: the shopper's email, name and phone stay out of them all.
    for (const detail of [encodeURIComponent(shopper.email), shopper.email, shopper.firstname, shopper.phone])
      expect(writes.join('\n')).not.toContain(detail);
    expect(writes.join('\n')).not.toContain(password);
    expect(writes.some((raw) => raw.startsWith('password='))).toBe(false);
    expect(everythingStored()).not.toContain(password);
  });

  it.each([
    ['the page that asked for sign-in', '/account/orders', '/account/orders'],
    ['a product with its query', '/detail-view/abc?x=1', '/detail-view/abc?x=1'],
    ['home, never another site', '//evil.example/steal', paths.home],
    ['home, never another site (scheme)', 'https://evil.example/', paths.home],
  ])('returns to %s once signed in', async (_case, next, landing) => {
    const { user, currentUrl } = renderLogin(paths.loginReturningTo(next));
    await reachOtpStep(user);
    answer('verifyOtp', { success: true, message: 'OTP verification successful' });
    await submitCode(user, '4821');
    await waitFor(() => expect(currentUrl()).toBe(landing));
  });

  it('sends a new code on request', async () => {
    const { user } = renderLogin();
    const sendOtp = await reachOtpStep(user).then(() => answer('sendOtp', { success: true, message: 'Sent again' }));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Sent again')).toBeInTheDocument();
    expect(sendOtp).toHaveBeenCalledWith(shopper.email, token);
  });
});

describe('Remember Me', () => {
  it('remembers the email only, and fills it in next time', async () => {
    const first = renderLogin();
    await first.user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await reachOtpStep(first.user);
    expect(JSON.parse(localStorage.getItem('storefront.rememberedEmail.v1') ?? 'null')).toBe(shopper.email);
    expect(everythingStored()).not.toContain(password);
    first.unmount();

    renderLogin();
    expect(screen.getByLabelText('Enter Email')).toHaveValue(shopper.email);
    expect(screen.getByLabelText('Enter Password')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
  });

  it('forgets the email when the box is left unticked', async () => {
    localStorage.setItem('rememberedEmail', shopper.email);
    const { user } = renderLogin();
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await reachOtpStep(user);
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
  });
});

describe('register', () => {
  it('signs up, stores the session without the password and goes home', async () => {
    const writes = recordCookieWrites();
    const { user, currentUrl } = renderLogin(paths.register);
    const signup = answer('signup', { status: true, msg: 'User Registered...', token, user: shopper });
    await fillRegisterForm(user);
    await waitFor(() => expect(currentUrl()).toBe(paths.home));
    expect(signup).toHaveBeenCalledWith({
      firstname: 'Asha',
      lastname: 'Verma',
      username: 'asha',
      email: shopper.email,
      password,
      phone: shopper.phone,
    });
    expect(getToken()).toBe(token);
    expect(getStoredUser()).toEqual(shopper);
    expect(writes.filter((raw) => raw.startsWith('token=')).every((raw) => /samesite=lax/i.test(raw))).toBe(true);
    expect(writes.some((raw) => raw.startsWith('user='))).toBe(false);
    expect(everythingStored()).not.toContain(password);
  });

  it.each([
    ['the page that asked for sign-in', '/detail-view/abc', '/detail-view/abc'],
    ['home, never another site', '//evil.example/steal', paths.home],
    ['home, never the sign-in screens again', paths.register, paths.home],
  ])('signs up and returns to %s', async (_case, next, landing) => {
    const { user, currentUrl } = renderLogin(paths.registerReturningTo(next));
    answer('signup', { status: true, msg: 'User Registered...', token, user: shopper });
    await fillRegisterForm(user);
    await waitFor(() => expect(currentUrl()).toBe(landing));
    expect(getToken()).toBe(token);
  });

  it("shows the server's message when signup is refused, and 'Server Error...' when unreachable", async () => {
    const { user } = renderLogin(paths.register);
    answer('signup', { status: false, msg: 'Email is Already Exists...' });
    await fillRegisterForm(user);
    expect(await screen.findByText('Email is Already Exists...')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();

    failNetwork('signup');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Server Error\.\.\.$/);
  });
});
