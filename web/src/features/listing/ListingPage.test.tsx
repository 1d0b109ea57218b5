import { act, screen, waitFor, within } from '@testing-library/react';
import { productsApi } from '../../entities/catalogue/productsApi';
import { hostedProducts, makeProduct } from '../../test/products';
import { renderWithProviders } from '../../test/renderWithProviders';
import { answerProducts, hang } from '../../test/stubApi';
import ListingPage from './ListingPage';
import { listingSummary, scopeOf } from './listingView';
import { readListingState } from './listingParams';
import { linkTexts } from '../../test/linkTexts';

const brands = ['Kavi', 'Zentra', 'Lumio'];
// 90 mobiles (prices 10,000 + n*100) and 10 beauty products.
const mobiles = Array.from({ length: 90 }, (_, i) =>
  makeProduct({
    n: i + 1,
    category: 'Mobiles & Tablets',
    brand: brands[i % 3],
    price: 10000 + (i + 1) * 100,
    ratingCount: i,
  }),
);
const beauty = Array.from({ length: 10 }, (_, i) => makeProduct({ n: 200 + i, category: 'Beauty', brand: 'Glow' }));
const catalogue = [...mobiles, ...beauty];

function renderListing(route: string, products = catalogue) {
  answerProducts(products);
  return renderWithProviders(<ListingPage />, {
    route,
    routes: [{ path: '/search', element: <ListingPage /> }],
    path: '/filter-product/:prodId',
  });
}

const grid = () => screen.getAllByRole('article');
const cardTitles = () => grid().map((card) => within(card).getByRole('heading').getAttribute('title'));

// Each test renders pages of 40 cards: slow machines need more than the default 5 s.
describe('ListingPage', { timeout: 20_000 }, () => {
  it('shows Loading while products load', () => {
    hang('getProducts');
    renderWithProviders(<ListingPage />, { route: '/filter-product/x', path: '/filter-product/:prodId' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('lists the clicked product’s category, that product first, 40 to a page, cards leading to the detail page', async () => {
    const clicked = mobiles[50]!;
    renderListing(`/filter-product/${clicked._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobiles & Tablets' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 – 40 of 90 products')).toBeInTheDocument();
    expect(grid().length).toBeLessThan(40); // the first screen's cards first, the rest in later tasks
    await waitFor(() => expect(grid()).toHaveLength(40));
    expect(cardTitles()[0]).toBe(clicked.content.title);
    expect(within(grid()[0]!).getByRole('link')).toHaveAttribute('href', `/detail-view/${clicked._id}`);
    expect(screen.queryByTitle(beauty[0]!.content.title)).not.toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('keeps its cards as they are when the catalogue is read again unchanged (after hydrating a slim page)', async () => {
    // The server's HTML carries the category; the browser then requests the whole catalogue.
    const { store } = renderListing(`/filter-product/${mobiles[0]!._id}`, mobiles);
    await waitFor(() => expect(grid()).toHaveLength(40));
    const before = grid();
    const taken = new Set<Node>();
    const watcher = new MutationObserver((changes) =>
      changes.forEach((change) => change.removedNodes.forEach((node) => taken.add(node))),
    );
    watcher.observe(before[0]!.closest('ul')!, { childList: true, subtree: true });
    const whole = answerProducts(structuredClone(catalogue));
    await act(() =>
      store.dispatch(productsApi.endpoints.getProducts.initiate(undefined, { forceRefetch: true, subscribe: false })),
    );
    await waitFor(() => expect(whole).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    watcher.disconnect();
    expect(screen.getByText('Showing 1 – 40 of 90 products')).toBeInTheDocument();
    // Every card is still there, the same element: none was taken down and drawn again.
    expect(taken.size).toBe(0);
    grid().forEach((card, i) => expect(card).toBe(before[i]));
  });

  it('filters by brand: the URL, the cards and the chips follow; a chip click removes it; Back restores', async () => {
    const { user, currentUrl, router } = renderListing(`/filter-product/${mobiles[0]!._id}`);
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    await user.click(within(sidebar).getByRole('checkbox', { name: /Zentra/ }));
    expect(currentUrl()).toBe(`/filter-product/${mobiles[0]!._id}?brand=Zentra`);
    expect(screen.getByText('Showing 1 – 30 of 30 products')).toBeInTheDocument();
    expect(cardTitles().every((title) => mobiles.find((p) => p.content.title === title)?.brand === 'Zentra')).toBe(
      true,
    );
    const chips = screen.getByRole('list', { name: 'Selected filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Zentra' }));
    expect(currentUrl()).toBe(`/filter-product/${mobiles[0]!._id}`);
    expect(screen.getByText('Showing 1 – 40 of 90 products')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByText('Showing 1 – 30 of 30 products', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(sidebar).getByRole('checkbox', { name: /Zentra/ })).toBeChecked();
  });

  it('filters by price choice and combines facets', async () => {
    const { user } = renderListing(`/filter-product/${mobiles[0]!._id}`);
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const priceGroup = within(sidebar).getByRole('group', { name: 'Price' });
    expect(
      within(priceGroup)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['₹10,000 - ₹15,000(49)', '₹15,000 - ₹20,000(41)']);
    await user.click(within(priceGroup).getByRole('checkbox', { name: /₹15,000 - ₹20,000/ }));
    expect(screen.getByText('Showing 1 – 40 of 41 products')).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('checkbox', { name: /Kavi/ }));
    expect(screen.getByText(/of 13 products/)).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('Showing 1 – 40 of 90 products')).toBeInTheDocument();
  });

  it('sorts by price both ways, and the sort lives in the URL', async () => {
    const { user, currentUrl } = renderListing(`/filter-product/${mobiles[0]!._id}`);
    const tabs = await screen.findByRole('navigation', { name: 'Sort by' });
    expect(linkTexts(tabs)).toEqual(['Popularity', 'Price--Low to High', 'Price--High to Low', 'Newest First']);
    await user.click(within(tabs).getByRole('link', { name: 'Price--High to Low' }));
    expect(currentUrl()).toMatch(/\?sort=price-desc$/);
    expect(cardTitles()[0]).toBe(mobiles[89]!.content.title);
    expect(within(tabs).getByRole('link', { name: 'Price--High to Low' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(tabs).getByRole('link', { name: 'Price--Low to High' }));
    expect(cardTitles()[0]).toBe(mobiles[0]!.content.title);
    expect(cardTitles()[1]).toBe(mobiles[1]!.content.title);
  });

  it('pages with Prev, page numbers and Next, kept in the URL', async () => {
    const { user, currentUrl } = renderListing(`/filter-product/${mobiles[0]!._id}?sort=price-asc`);
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Prev')).toHaveAttribute('aria-disabled', 'true');
    expect(linkTexts(pager, { name: /^Page \d$/ })).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(currentUrl()).toMatch(/\?sort=price-asc&page=2$/);
    expect(screen.getByText('Showing 41 – 80 of 90 products')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe(mobiles[40]!.content.title);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 3' }),
    );
    await waitFor(() => expect(grid()).toHaveLength(10));
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('Next')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens the URL it is given: filters, sort and page together', async () => {
    renderListing(`/filter-product/${mobiles[0]!._id}?brand=Kavi&sort=price-desc&page=1`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Showing 1 – 30 of 30 products')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe(mobiles[87]!.content.title);
  });

  it('search results: products whose title, brand or category match the text', async () => {
    renderListing('/search?q=glow');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “glow”' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 – 10 of 10 results for “glow”')).toBeInTheDocument();
  });

  it('says so when a search finds nothing', async () => {
    renderListing('/search?q=nothing-like-this');
    expect(await screen.findByText('No products found for “nothing-like-this”.')).toBeInTheDocument();
  });

  it('shows Reviews for Popular Mobiles for the first three products', async () => {
    renderListing(`/filter-product/${mobiles[0]!._id}`);
    const reviews = await screen.findByRole('region', { name: 'Reviews for Popular Mobiles' });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);
  });

  it('offers the filters in a drawer on small screens', async () => {
    const { user } = renderListing(`/filter-product/${mobiles[0]!._id}`);
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: /Lumio/ }));
    expect(screen.getByText('Showing 1 – 30 of 30 products')).toBeInTheDocument();
  });

  it('lists a hosted product in the category its picture names, clicked first, with brand facets learned from titles', async () => {
    const clicked = hostedProducts[77]!;
    const { user } = renderListing(`/filter-product/${clicked._id}`, hostedProducts);
    expect(await screen.findByRole('heading', { level: 1, name: 'Electronics' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 – 40 of 128 products')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe(clicked.content.title);
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(
      within(sidebar)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['Price', 'Brand', 'Discount']);
    await user.click(within(sidebar).getByRole('checkbox', { name: /^boAt/ }));
    expect(screen.getByText('Showing 1 – 16 of 16 products')).toBeInTheDocument();
    expect(cardTitles().every((title) => title?.startsWith('boAt'))).toBe(true);
  });

  it('lists a hosted product whose picture names no category of the shop with the whole catalogue', async () => {
    const toy = hostedProducts[104]!;
    renderListing(`/filter-product/${toy._id}`, hostedProducts);
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 – 40 of 135 products')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe(toy.content.title);
  });

  it('ranks search results by relevance, forgives a typo, and offers help when nothing is found', async () => {
    renderListing('/search?q=projecter', hostedProducts);
    expect(await screen.findByText('Showing 1 – 14 of 14 results for “projecter”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Relevance' })).toHaveAttribute('aria-current', 'true');
  });

  it('offers "Did you mean", the nearest categories and popular products for a search that finds nothing', async () => {
    renderListing('/search?q=projktorr', hostedProducts);
    expect(await screen.findByText('No products found for “projktorr”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'projector' })).toHaveAttribute('href', '/search?q=projector');
    const categories = screen.getByRole('navigation', { name: 'Categories to try' });
    expect(within(categories).getByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      '/search?q=Electronics',
    );
    const popular = screen.getByRole('region', { name: 'Popular products' });
    expect(within(popular).getAllByRole('listitem')).toHaveLength(8);
  });

  it('draws the server’s summary of its page until the catalogue arrives, and keeps it while a filter waits for it', async () => {
    const clicked = mobiles[50]!;
    const url = `/filter-product/${clicked._id}`;
    const summary = listingSummary(catalogue, scopeOf(clicked._id, null), readListingState(new URLSearchParams()));
    expect(summary.products).toHaveLength(40);
    hang('getProducts');
    // As in the browser: the page's own data is the server's summary; a navigation's loader has none.
    let served = false;
    const loader = () => (served ? null : ((served = true), summary));
    const { user, currentUrl } = renderWithProviders(null, {
      route: url,
      routes: [{ path: '/filter-product/:prodId', element: <ListingPage />, loader }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobiles & Tablets' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 – 40 of 90 products')).toBeInTheDocument();
    await waitFor(() => expect(grid()).toHaveLength(40));
    expect(cardTitles()[0]).toBe(clicked.content.title);
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const zentra = within(sidebar).getByRole('checkbox', { name: /Zentra/ });
    await user.click(zentra);
    expect(currentUrl()).toBe(`${url}?brand=Zentra`);
    // No catalogue yet: the summary stays, the choice ticked, until the catalogue can draw it.
    await waitFor(() =>
      expect(
        within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', { name: /Zentra/ }),
      ).toBeChecked(),
    );
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
  });
});
