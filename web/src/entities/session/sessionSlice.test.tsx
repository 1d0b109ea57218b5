import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { resetBrowserState, shopper, token } from '../../test/session';
import { answer } from '../../test/stubApi';
import { useGetCartQuery } from '../cart/cartApi';
import { getStoredUser, getToken, saveSession } from '../../lib/session';
import { signedOut } from './sessionSlice';
import { useCurrentUser } from './useSession';

/** What the header does: the cart only while someone is signed in. */
function CartCount() {
  const user = useCurrentUser();
  const { data } = useGetCartQuery(undefined, { skip: !user });
  return <p>{user ? `${user.firstname}: ${data?.prods?.length ?? 0} in cart` : 'Login'}</p>;
}

beforeEach(() => resetBrowserState());

describe('signing out', () => {
  it("clears the session and forgets the shopper's cart without asking the server again", async () => {
    saveSession(token, shopper);
    const getCart = answer('getCart', { status: true, prods: [] });
    const { store } = renderWithProviders(<CartCount />, { preloadedState: { session: { user: shopper } } });
    expect(await screen.findByText('Asha: 0 in cart')).toBeInTheDocument();
    expect(getCart).toHaveBeenCalledTimes(1);

    act(() => store.dispatch(signedOut()));
    expect(screen.getByText('Login')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expect(getStoredUser()).toBeUndefined();
    expect(JSON.stringify(store.getState().api.queries)).toBe('{}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getCart).toHaveBeenCalledTimes(1);
  });
});
