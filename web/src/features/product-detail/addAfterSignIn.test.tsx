/**
 * ADD TO CARD signed out, across the screens it spans: the product page, the login and register
 * screens, and back. Only the sign-in or sign-up ADD TO CARD asked for finishes the add.
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { paths } from '../../lib/paths';
import { makeCatalogue, makeProduct } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { fillRegisterForm } from '../../test/registerForm';
import { password, resetBrowserState, shopper, token } from '../../test/session';
import { answer, answerProductDetail, answerProducts } from '../../test/stubApi';
import LoginPage from '../auth/LoginPage';
import ProductDetailPage from './ProductDetailPage';

const product = makeProduct({ n: 7, title: 'Kavi Lite (Sea Blue, 64 GB)' });
const productPath = paths.productDetail(product._id);

const routes = [
  { path: paths.productDetail.pattern, element: <ProductDetailPage /> },
  { path: paths.login, element: <LoginPage /> },
  { path: paths.register, element: <LoginPage /> },
];

function renderShop(route: string) {
  return renderWithProviders(null, { route, routes });
}

async function signIn(user: UserEvent) {
  answer('login', { status: true, msg: 'User loggin...', token, user: shopper });
  answer('sendOtp', { success: true, message: `OTP has been send at ${shopper.email}` });
  answer('verifyOtp', { success: true, message: 'OTP verification successful' });
  await user.type(screen.getByLabelText('Enter Email'), shopper.email);
  await user.type(screen.getByLabelText('Enter Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await user.type(await screen.findByLabelText('Enter OTP'), '4821');
  await user.click(screen.getByRole('button', { name: 'Request OTP' }));
}

async function signUp(user: UserEvent) {
  answer('signup', { status: true, msg: 'User Registered...', token, user: shopper });
  await fillRegisterForm(user);
}

/** On the product page, signed out: ADD TO CARD, which opens the login screen. */
async function addSignedOut(user: UserEvent, currentUrl: () => string) {
  await user.click(await screen.findByRole('button', { name: 'ADD TO CARD' }));
  await waitFor(() => expect(currentUrl()).toBe(paths.loginReturningTo(productPath)));
}

beforeEach(() => {
  resetBrowserState();
  answerProductDetail(product);
  answerProducts(makeCatalogue(12));
});

describe('ADD TO CARD while signed out', () => {
  it('is finished by the sign-in it asked for: back on the product, added, the cart opens', async () => {
    const add = answer('addToCart', { status: true, msg: 'Successfull added...' });
    const { user, currentUrl } = renderShop(productPath);
    await addSignedOut(user, currentUrl);
    expect(add).not.toHaveBeenCalled();

    await signIn(user);
    await waitFor(() => expect(currentUrl()).toBe(paths.cart));
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(product);
  });

  it('is finished by a sign-up from that login screen: Create an account keeps the way back', async () => {
    const add = answer('addToCart', { status: true, msg: 'Successfull added...' });
    const { user, currentUrl } = renderShop(productPath);
    await addSignedOut(user, currentUrl);

    await user.click(screen.getByRole('link', { name: 'New to Flipkart? Create an account' }));
    expect(currentUrl()).toBe(paths.registerReturningTo(productPath));
    await signUp(user);

    await waitFor(() => expect(currentUrl()).toBe(paths.cart));
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(product);
  });

  it('is dropped by a sign-in that returns elsewhere: the product page opened later adds nothing', async () => {
    const add = answer('addToCart', { status: true, msg: 'Successfull added...' });
    const first = renderShop(productPath);
    await addSignedOut(first.user, first.currentUrl);
    first.unmount();

    // The shopper left that login screen and signed in later from the header's Login.
    const header = renderShop(paths.login);
    await signIn(header.user);
    await waitFor(() => expect(header.currentUrl()).toBe(paths.home));
    header.unmount();

    const later = renderShop(productPath);
    expect(await screen.findByRole('button', { name: 'ADD TO CARD' })).toBeEnabled();
    expect(later.currentUrl()).toBe(productPath);
    expect(add).not.toHaveBeenCalled();
  });
});
