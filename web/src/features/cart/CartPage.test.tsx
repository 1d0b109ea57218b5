import { act, screen, waitFor, within } from '@testing-library/react';
import { cartApi } from '../../entities/cart/cartApi';
import { replayCartOutbox } from '../../entities/cart/outbox/replayCartOutbox';
import { makeProduct } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shopper } from '../../test/session';
import { servedPincode, unknownPincode } from '../../test/pincodes';
import { answer, answerCart, failNetwork, hang } from '../../test/stubApi';
import CartPage from './CartPage';

const phone = makeProduct({ n: 1, title: 'Galaxy Fold Phone', price: 129_999, org: 149_999, discount: 13 });
const projector = makeProduct({ n: 2, title: 'Omex Projector', price: 14_993, org: 33_690, discount: 55 });

/** The cart of a signed-in shopper (signed out, there is no cart to read). */
function renderCart({ signedIn = true } = {}) {
  return renderWithProviders(<CartPage />, {
    route: '/view-carts',
    path: '/view-carts',
    preloadedState: { session: { user: signedIn ? shopper : null } },
  });
}

const line = (title: string) => screen.findByRole('listitem', { name: title });
const cartItems = () => screen.getByRole('region', { name: 'Cart items' });
const priceDetails = () => within(screen.getByRole('region', { name: 'PRICE DETAILS' }));
const totalAmount = () => priceDetails().getByText('Total Amount').nextElementSibling?.textContent;

beforeEach(() => localStorage.clear());

describe('CartPage', () => {
  it("shows 'Card is empty' for an empty cart", async () => {
    answer('getCart', { status: false });
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Card is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PLACE ORDER' })).not.toBeInTheDocument();
  });

  it("signed out, shows 'Card is empty' with a Login link and asks the server for no cart (it would answer 401)", async () => {
    const getCart = answerCart([projector]);
    renderCart({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Card is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(getCart).not.toHaveBeenCalled();
  });

  it("shows 'Card is empty' when the cart cannot be read, without an error", async () => {
    failNetwork('getCart');
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Card is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders each line: image, title, struck original price, price, discount, seller, stepper, actions, warranty', async () => {
    answerCart([projector]);
    renderCart();
    const item = within(await line('Omex Projector'));
    expect(item.getByRole('img', { name: 'Omex Projector' })).toHaveAttribute('src', projector.url);
    expect(item.getByText('₹33,690').closest('del')).not.toBeNull();
    expect(item.getByText('₹14,993')).toBeInTheDocument();
    expect(item.getByText('55% off')).toBeInTheDocument();
    expect(item.getByText('Seller: RetailNet')).toBeInTheDocument();
    expect(item.getByLabelText('Quantity')).toHaveValue('1');
    expect(item.getByRole('button', { name: 'SAVE FOR LATER' })).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'REMOVE' })).toBeInTheDocument();
    expect(item.getByText('Extended Warranty')).toBeInTheDocument();
    expect(item.getByText('₹399')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    expect(screen.getByText('Safe and Secure Payments. Easy returns. 100% Authentic products.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toBeInTheDocument();
  });

  it('keeps the quantity between 1 and 10', async () => {
    answerCart([projector]);
    const { user } = renderCart();
    const item = within(await line('Omex Projector'));
    const less = item.getByRole('button', { name: 'Decrease quantity' });
    const more = item.getByRole('button', { name: 'Increase quantity' });
    expect(less).toBeDisabled();
    for (let i = 0; i < 9; i += 1) await user.click(more);
    expect(item.getByLabelText('Quantity')).toHaveValue('10');
    expect(more).toBeDisabled();
    expect(less).toBeEnabled();

    await user.clear(item.getByLabelText('Quantity'));
    await user.type(item.getByLabelText('Quantity'), '0{Enter}');
    expect(item.getByLabelText('Quantity')).toHaveValue('1');
  });

  it('sums lakh-range prices with quantities, discount, free delivery and the savings line', async () => {
    answerCart([phone, projector]);
    const { user } = renderCart();
    await user.click(within(await line('Galaxy Fold Phone')).getByRole('button', { name: 'Increase quantity' }));

    expect(priceDetails().getByText('Price (3 items)').nextElementSibling).toHaveTextContent('₹3,33,688');
    expect(priceDetails().getByText('Discount').nextElementSibling).toHaveTextContent('-₹58,697');
    expect(priceDetails().getByText('Delivery Charges').nextElementSibling).toHaveTextContent('Free');
    expect(totalAmount()).toBe('₹2,74,991');
    expect(screen.getByText('You will save ₹58,697 on this order')).toBeInTheDocument();

    await user.click(within(await line('Omex Projector')).getByRole('button', { name: 'Add Item' }));
    expect(totalAmount()).toBe('₹2,75,390');
  });

  it('remembers quantities per product across a reload', async () => {
    answerCart([phone, projector]);
    const first = renderCart();
    const more = within(await line('Omex Projector')).getByRole('button', { name: 'Increase quantity' });
    await first.user.click(more);
    await first.user.click(more);
    first.unmount();

    renderCart(); // a fresh store, as after a page reload
    expect(within(await line('Omex Projector')).getByLabelText('Quantity')).toHaveValue('3');
    expect(within(await line('Galaxy Fold Phone')).getByLabelText('Quantity')).toHaveValue('1');
    expect(totalAmount()).toBe('₹1,74,978');
  });

  it('moves a line to Saved for later, out of the totals, and back with Move to cart', async () => {
    answerCart([phone, projector]);
    const { user, unmount } = renderCart();
    await user.click(within(await line('Galaxy Fold Phone')).getByRole('button', { name: 'SAVE FOR LATER' }));

    const saved = within(screen.getByRole('region', { name: 'Saved for later (1)' }));
    expect(saved.getByRole('listitem', { name: 'Galaxy Fold Phone' })).toBeInTheDocument();
    expect(within(cartItems()).queryByText('Galaxy Fold Phone')).not.toBeInTheDocument();
    expect(totalAmount()).toBe('₹14,993');
    unmount();

    const again = renderCart();
    const savedAgain = within(await screen.findByRole('region', { name: 'Saved for later (1)' }));
    await again.user.click(savedAgain.getByRole('button', { name: 'MOVE TO CART' }));
    expect(screen.queryByRole('region', { name: /Saved for later/ })).not.toBeInTheDocument();
    expect(await line('Galaxy Fold Phone')).toBeInTheDocument();
    expect(totalAmount()).toBe('₹1,44,992');
  });

  it('removes a line in place: the call is made, the line goes, the cached cart follows', async () => {
    const getCart = answerCart([phone, projector]);
    const remove = answer('removeFromCart', { status: true, msg: 'Product removed from cart' });
    const { user, store, currentUrl } = renderCart();
    const removeButton = within(await line('Galaxy Fold Phone')).getByRole('button', { name: 'REMOVE' });
    getCart.mockResolvedValue({ ok: true, status: 200, body: { status: true, prods: [projector] } });
    await user.click(removeButton);

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Galaxy Fold Phone' })).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledWith(phone._id);
    expect(await line('Omex Projector')).toBeInTheDocument();
    expect(totalAmount()).toBe('₹14,993');
    // The header badge reads this same cache entry.
    expect(cartApi.endpoints.getCart.select()(store.getState()).data?.prods).toEqual([projector]);
    expect(getCart).toHaveBeenCalledTimes(2); // the invalidated cart was read again, not the page
    expect(currentUrl()).toBe('/view-carts');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a line cannot be removed, and keeps it', async () => {
    answerCart([projector]);
    answer('removeFromCart', { status: false, msg: 'Product not found in cart' }, 404);
    const { user } = renderCart();
    await user.click(within(await line('Omex Projector')).getByRole('button', { name: 'REMOVE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not remove "Omex Projector" from your cart. Product not found in cart',
    );
    expect(screen.getByRole('listitem', { name: 'Omex Projector' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a remove made without a connection on the device, and sends it when the connection returns', async () => {
    answerCart([projector, phone]);
    failNetwork('removeFromCart');
    const { user, store } = renderCart();
    await user.click(within(await line('Omex Projector')).getByRole('button', { name: 'REMOVE' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Omex Projector' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 change to your cart will be sent when you are back online.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const remove = answer('removeFromCart', { status: true, msg: 'Successfull removed...' });
    answerCart([phone]);
    await act(() => store.dispatch(replayCartOutbox()));
    expect(remove).toHaveBeenCalledWith(projector._id);
    await waitFor(() => expect(screen.queryByText(/will be sent when you are back online/)).not.toBeInTheDocument());
    expect(screen.queryByRole('listitem', { name: 'Omex Projector' })).not.toBeInTheDocument();
    expect(await line('Galaxy Fold Phone')).toBeInTheDocument();
  });
});

describe('the delivery pincode dialog', () => {
  it('opens from the bar, submits only six digits, and shows the chosen pincode', async () => {
    answerCart([projector]);
    const { user } = renderCart();
    expect(await screen.findByText('From Saved Addresses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter Delivery Pincode' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Select Delivery Address' }));
    expect(dialog.getByText('No addresses found')).toBeInTheDocument();
    const input = dialog.getByLabelText('Use pincode to check delivery info');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(input, '56ab001');
    expect(input).toHaveValue('56001');
    expect(submit).toBeDisabled();
    await user.type(input, '9');
    expect(submit).toBeEnabled();
    await user.type(input, '7');
    expect(input).toHaveValue('560019');

    await user.click(dialog.getByRole('button', { name: 'Use my current location' }));
    expect(dialog.getByText(/Please type your pincode above\.$/)).toBeInTheDocument();

    answer('checkPincode', servedPincode('560019'));
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('560019')).toBeInTheDocument();
    expect(await screen.findByText('Delivery by Sat, 17 Jan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });

  it('keeps a pincode the server says no post office has out, and says why', async () => {
    answerCart([projector]);
    answer('checkPincode', unknownPincode, 404);
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Enter Delivery Pincode' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Select Delivery Address' }));
    await user.type(dialog.getByLabelText('Use pincode to check delivery info'), '999999{Enter}');
    expect(await dialog.findByText('No post office in India has the pincode 999999')).toBeInTheDocument();
    expect(screen.getByText('From Saved Addresses')).toBeInTheDocument();
  });

  it('says why 000000 is no pincode (the contract’s rule), in words, without asking the server', async () => {
    answerCart([projector]);
    const check = answer('checkPincode', servedPincode('560001'));
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Enter Delivery Pincode' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Select Delivery Address' }));
    await user.type(dialog.getByLabelText('Use pincode to check delivery info'), '000000{Enter}');
    expect(
      await dialog.findByText('Please enter a valid 6-digit pincode, such as 560001 (a pincode never starts with 0).'),
    ).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
    expect(screen.getByText('From Saved Addresses')).toBeInTheDocument();
  });
});

describe('PLACE ORDER', () => {
  it('opens the checkout where the server takes orders', async () => {
    answerCart([projector]);
    answer('listOrders', { status: true, orders: [] });
    const { user, currentUrl } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'PLACE ORDER' }));
    expect(currentUrl()).toBe('/checkout/address');
  });

  it('says plainly that the store takes no orders where the server has no order calls (404)', async () => {
    answerCart([projector]);
    answer('listOrders', { status: false, msg: 'Cannot GET /order-api/orders' }, 404);
    const { user, currentUrl } = renderCart();
    // Tapped at once: before or after the orders' answer, the tap waits for it.
    await user.click(await screen.findByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText(/This store does not take orders yet/)).toBeInTheDocument();
    expect(currentUrl()).toBe('/view-carts');
  });

  it('opens the checkout after a moment when the orders never answer (a tap never looks dead)', async () => {
    answerCart([projector]);
    hang('listOrders');
    const { user, currentUrl } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(currentUrl()).toBe('/checkout/address'), { timeout: 5000 });
  });
});
