import { screen, within } from '@testing-library/react';
import { api } from '../../lib/api';
import { hostedProducts, makeCatalogue } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { answerProducts, failNetwork, hang } from '../../test/stubApi';
import HomePage from './HomePage';
import { linkTexts } from '../../test/linkTexts';

function renderHome() {
  return renderWithProviders(<HomePage />);
}

describe('HomePage', () => {
  it('shows Loading while the products load', () => {
    hang('getProductsPage');
    renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('navigation', { name: 'Shop by category' })).toBeInTheDocument();
  });

  it('shows the ten category icons and the banner carousel', () => {
    hang('getProductsPage');
    renderHome();
    const strip = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(linkTexts(strip)).toEqual([
      'Top Offer',
      'Mobiles & Tablets',
      'TVs & Appliances',
      'Electronics',
      'Fashion',
      'Beauty',
      'Home & Kitchen',
      'Furniture',
      'Travel',
      'Grocery',
    ]);
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shopping' })).toHaveTextContent('Free delivery on your first order');
  });

  it('shows the four rails; timed ones count down from 14 hours; cards lead to the listing', async () => {
    const products = makeCatalogue(60);
    const wholeCatalogue = answerProducts(products);
    renderHome();
    await screen.findByRole('region', { name: 'Best Of Electronics products' });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Best Of Electronics', 'Beauty Food Toys & More', 'Beauty', 'Feature Brands']),
    );
    expect(screen.getAllByRole('timer')).toHaveLength(2);
    expect(screen.getAllByRole('timer')[0]).toHaveTextContent(/^1[34] hours, \d+ minutes, \d+ seconds Left$/);
    const rail = screen.getByRole('region', { name: 'Best Of Electronics' });
    expect(within(rail).getByRole('link', { name: 'View all: Best Of Electronics' })).toHaveAttribute(
      'href',
      '/search?q=Electronics',
    );
    const card = within(within(rail).getAllByRole('article')[0]!).getByRole('link');
    expect(card.getAttribute('href')).toMatch(/^\/filter-product\/[0-9a-f]{24}$/);
    // Home cards cut titles longer than 20 characters to 18.
    expect(within(card).getByText(/^.{18}\.\.\.$/)).toBeInTheDocument();
    // One page of the catalogue feeds the rails; the whole list waits for the search box.
    expect(api.getProductsPage).toHaveBeenCalledWith(1, 120);
    expect(wholeCatalogue).not.toHaveBeenCalled();
  });

  it('shows the promo rows, the YouTube banner and 20 video cards leading to the video page', () => {
    hang('getProductsPage');
    renderHome();
    const videos = screen.getByRole('heading', { name: 'Videos for you' }).closest('section')!;
    const links = within(videos).getAllByRole('link');
    expect(links).toHaveLength(20);
    for (const link of links) expect(link).toHaveAttribute('href', '/detail-video');
    expect(screen.getByRole('link', { name: /Watch\. Shop\. Save\./ })).toHaveAttribute('href', '/detail-video');
    expect(within(screen.getByRole('region', { name: 'Promotions' })).getAllByRole('img')).toHaveLength(6);
  });

  it('renders the hosted records: one product per learned brand in Feature Brands, no ratings, nothing missing', async () => {
    answerProducts(hostedProducts);
    renderHome();
    // The rail is there (holding its height) before its products: wait for the products.
    await screen.findByRole('region', { name: 'Feature Brands products' });
    const rail = screen.getByRole('region', { name: 'Feature Brands' });
    expect(within(rail).getAllByRole('article').length).toBeGreaterThanOrEqual(5);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    // The first product of each brand the titles name: Omex first, then Egate.
    const titles = within(rail)
      .getAllByRole('article')
      .map((card) => card.textContent ?? '');
    expect(titles[0]).toContain('Omex');
    expect(titles[1]).toContain('Egate');
  });

  it('offers a retry when products cannot be loaded', async () => {
    failNetwork('getProductsPage');
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('Products could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
