import { fireEvent, screen } from '@testing-library/react';
import { paths } from '../../lib/paths';
import { hostedProducts, makeProduct } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductCard } from './ProductCard';

describe('ProductCard', () => {
  const product = makeProduct({
    n: 7,
    title: 'Realme Narzo 60 5G (Mars Orange, 128 GB)',
    rating: 4.3,
    ratingCount: 1520,
  });

  it('shows the cut title, rating, prices and discount, and links where it is told', async () => {
    const { user, currentUrl } = renderWithProviders(
      <ProductCard product={product} to={paths.productDetail(product._id)} />,
    );
    const link = screen.getByRole('link', { name: /Realme Narzo 60 5G \(Mars Orange, 128 GB\)/ });
    expect(screen.getByText('Realme Narzo 60 5G (...')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText(product.content.price.sell_price)).toBeInTheDocument();
    expect(screen.getByText(product.content.price.org_price).closest('s')).not.toBeNull();
    expect(screen.getByText(product.content.price.discount)).toBeInTheDocument();
    await user.click(link);
    expect(currentUrl()).toBe(`/detail-view/${product._id}`);
  });

  it('cuts long titles to 18 characters on the home page', () => {
    renderWithProviders(<ProductCard product={product} to="/" titleCut="home" />);
    expect(screen.getByText('Realme Narzo 60 5G...')).toBeInTheDocument();
  });

  it('keeps the image box the same size whether the image has loaded or not', () => {
    renderWithProviders(<ProductCard product={product} to="/" imageSize={120} />);
    const image = screen.getByRole('img', { name: product.content.title });
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '120');
    expect(image.parentElement).toHaveStyle({ width: '120px', height: '120px' });
  });

  it('renders a hosted record (no rating, remote image that fails) without a gap', () => {
    const hosted = hostedProducts[0]!;
    renderWithProviders(<ProductCard product={hosted} to="/" />);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    const image = screen.getByRole('img', { name: hosted.content.title });
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: hosted.content.title })).not.toHaveAttribute('src');
    expect(screen.getByText(hosted.content.price.sell_price)).toBeInTheDocument();
  });

  it('renders extra actions outside its link', () => {
    renderWithProviders(
      <ProductCard product={product} to="/" actions={<button type="button">Add to wishlist</button>} />,
    );
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button.closest('a')).toBeNull();
  });
});
