import { screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { WishlistButton } from '../../components/WishlistButton';
import { makeProduct } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { resetBrowserState, shopper } from '../../test/session';
import WishlistPage from './WishlistPage';

const phone = makeProduct({ n: 1, title: 'Omex Nova 5G (Blue, 128 GB)' });
const tv = makeProduct({ n: 2, title: 'Vivo 43 inch Smart TV' });

function Hearts() {
  return (
    <>
      {[phone, tv].map((product) => (
        <Link key={product._id} to={paths.productDetail(product._id)}>
          {product.content.title}
          <WishlistButton product={product} />
        </Link>
      ))}
    </>
  );
}

function renderCards() {
  return renderWithProviders(<Hearts />, {
    routes: [{ path: paths.account.wishlist, element: <WishlistPage /> }],
    preloadedState: { session: { user: shopper } },
  });
}

beforeEach(() => resetBrowserState());

describe('wishlist page', () => {
  it('lists the saved products, newest first, and removes them', async () => {
    const { user, router } = renderCards();
    const [phoneHeart, tvHeart] = screen.getAllByRole('button', { name: 'Add to wishlist' });
    await user.click(phoneHeart as HTMLElement);
    await user.click(tvHeart as HTMLElement);

    await router.navigate(paths.account.wishlist);
    expect(await screen.findByRole('heading', { name: 'My Wishlist (2)' })).toBeInTheDocument();
    const titles = screen.getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent);
    expect(titles[0]).toContain('Vivo 43 inch Smart TV');
    expect(titles[1]).toContain('Omex Nova 5G');
    expect(screen.getAllByRole('link', { name: /Omex Nova 5G/ })[0]).toHaveAttribute(
      'href',
      paths.productDetail(phone._id),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Vivo 43 inch Smart TV from wishlist' }));
    expect(await screen.findByRole('heading', { name: 'My Wishlist (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Vivo 43 inch Smart TV')).not.toBeInTheDocument();
  });

  it('says when the wishlist is empty', () => {
    renderWithProviders(<WishlistPage />, { preloadedState: { session: { user: shopper } } });
    expect(screen.getByRole('heading', { name: 'My Wishlist (0)' })).toBeInTheDocument();
    expect(screen.getByText(/Your wishlist is empty/)).toBeInTheDocument();
  });
});
