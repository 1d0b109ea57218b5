import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { renderWithProviders } from '../test/renderWithProviders';
import { makeProduct } from '../test/products';
import { resetBrowserState, shopper } from '../test/session';
import { WishlistButton } from './WishlistButton';

const phone = makeProduct({ n: 1, title: 'Omex Nova 5G (Blue, 128 GB)' });
const tv = makeProduct({ n: 2, title: 'Vivo 43 inch Smart TV' });

/** A product card as the storefront draws one: the heart inside the card's link. */
function Card({ product }: { product: typeof phone }) {
  return (
    <Link to={paths.productDetail(product._id)}>
      {product.content.title}
      <WishlistButton product={product} />
    </Link>
  );
}

function renderCards(signedIn = true) {
  return renderWithProviders(
    <>
      <Card product={phone} />
      <Card product={tv} />
    </>,
    signedIn ? { preloadedState: { session: { user: shopper } } } : {},
  );
}

beforeEach(() => resetBrowserState());

describe('wishlist heart', () => {
  it('saves and removes a product for the signed-in shopper, without following the card link', async () => {
    const { user, currentUrl } = renderCards();
    const [phoneHeart] = screen.getAllByRole('button', { name: 'Add to wishlist' });
    expect(phoneHeart).toHaveAttribute('aria-pressed', 'false');

    await user.click(phoneHeart as HTMLElement);
    expect(currentUrl()).toBe('/');
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(`storefront.wishlist.v1:${shopper.email}`) ?? '[]')).toEqual([
      { _id: phone._id, url: phone.url, content: phone.content },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(screen.getAllByRole('button', { name: 'Add to wishlist' })).toHaveLength(2);
  });

  it('sends a visitor who is not signed in to /login', async () => {
    const { user, currentUrl } = renderCards(false);
    await user.click(screen.getAllByRole('button', { name: 'Add to wishlist' })[0] as HTMLElement);
    expect(currentUrl()).toBe(paths.login);
  });

  it('keeps one list per shopper', () => {
    localStorage.setItem(
      'wishlist:someone@else.in',
      JSON.stringify([{ _id: tv._id, url: tv.url, content: tv.content }]),
    );
    renderCards();
    expect(screen.getAllByRole('button', { name: 'Add to wishlist' })).toHaveLength(2);
  });
});
