import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { hostedProducts, makeCatalogue, makeProduct } from '../../test/products';
import { renderWithProviders, type ProvidersOptions } from '../../test/renderWithProviders';
import { clearSession, saveSession } from '../../lib/session';
import { shopper, token } from '../../test/session';
import { servedPincode, unknownPincode } from '../../test/pincodes';
import { answer, answerProductDetail, answerProducts, hang } from '../../test/stubApi';
import ProductDetailPage from './ProductDetailPage';
import { linkTexts } from '../../test/linkTexts';

const catalogue = makeCatalogue(30);
const product = {
  ...makeProduct({
    n: 5,
    title: 'Kavi Edge Pro (Midnight Black, 128 GB)',
    category: 'Mobiles & Tablets',
    brand: 'Kavi',
    rating: 4.2,
    ratingCount: 812,
  }),
};

function renderDetail(shown = product, products = catalogue, preloadedState?: ProvidersOptions['preloadedState']) {
  answerProductDetail(shown);
  answerProducts(products);
  return renderWithProviders(<ProductDetailPage />, {
    route: `/detail-view/${shown._id}`,
    path: '/detail-view/:prodId',
    preloadedState,
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(clearSession);

describe('ProductDetailPage', () => {
  it('shows Loading until the product arrives', () => {
    hang('getProductDetail');
    renderWithProviders(<ProductDetailPage />, { route: '/detail-view/abc', path: '/detail-view/:prodId' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('says clearly when there is no such product', async () => {
    answerProductDetail(null);
    renderWithProviders(<ProductDetailPage />, {
      route: '/detail-view/000000000000000000000000',
      path: '/detail-view/:prodId',
    });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('treats a malformed id the server refuses (4xx) as not found', async () => {
    answer('getProductDetail', { prod: null, msg: 'Invalid id' }, 400);
    renderWithProviders(<ProductDetailPage />, { route: '/detail-view/nope', path: '/detail-view/:prodId' });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });

  it('shows the right panel: breadcrumb, title, rating, prices, fee, offers, highlights, seller, description', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Kavi Edge Pro (Midnight Black, 128 GB)',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(linkTexts(crumbs)).toEqual(['Home', 'Mobiles & Tablets', 'Kavi']);
    expect(screen.getByRole('checkbox', { name: 'Compare' })).not.toBeChecked();
    expect(screen.getAllByRole('img', { name: 'Rated 4.2 out of 5' }).length).toBeGreaterThan(0);
    const fee = screen.getByText('+ ₹59 Secured Packaging Fee');
    const panel = fee.parentElement!;
    expect(within(panel).getByText(product.content.price.sell_price)).toBeInTheDocument();
    expect(within(panel).getByText(product.content.price.org_price).closest('s')).not.toBeNull();
    expect(screen.getByText('Extra 40% off')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Available offers' })).toHaveTextContent('Bank Offer');
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveTextContent(product.highlights![0]!);
    expect(screen.getByRole('region', { name: 'Seller' })).toHaveTextContent('RetailNet');
    expect(screen.getByRole('region', { name: 'Description' })).toHaveTextContent('Description of product 5.');
    expect(screen.getByRole('link', { name: 'Rate Product' })).toHaveAttribute('href', '/account/reviews');
  });

  it('exchange choice, and Check asks the server when it delivers to the pincode', async () => {
    const check = answer('checkPincode', servedPincode('560001'));
    const { user } = renderDetail();
    await user.click(await screen.findByRole('radio', { name: /Buy with Exchange/ }));
    expect(screen.getByText('Enter pincode to check if exchange is available')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Delivery pincode' }), '560001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Delivery by Sat, 17 Jan to Bangalore, Karnataka')).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith('560001');
  });

  it('says so when no post office has the pincode', async () => {
    answer('checkPincode', unknownPincode, 404);
    const { user } = renderDetail();
    await user.type(await screen.findByRole('textbox', { name: 'Delivery pincode' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('No post office in India has the pincode 999999')).toBeInTheDocument();
  });

  it('specifications show a few rows, Read More shows the rest', async () => {
    const many = {
      ...product,
      specifications: Array.from({ length: 7 }, (_, i) => ({ name: `Spec ${i + 1}`, value: `Value ${i + 1}` })),
    };
    const { user } = renderDetail(many);
    const specs = await screen.findByRole('region', { name: 'Specifications' });
    expect(within(specs).getAllByRole('row')).toHaveLength(4);
    await user.click(within(specs).getByRole('button', { name: 'Read More' }));
    expect(within(specs).getAllByRole('row')).toHaveLength(7);
  });

  it('the main view follows the hovered thumbnail, including the video', async () => {
    renderDetail();
    const image2 = await screen.findByRole('button', { name: 'Show image 2 of 3' });
    fireEvent.mouseEnter(image2);
    expect(screen.getByRole('img', { name: product.content.title })).toHaveAttribute('src', product.images![1]);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Show the product video' }));
    const video = screen.getByLabelText(`Video of ${product.content.title}`);
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/static/media/product-demo.webm');
  });

  it('the thumbnail strip moves in 65px steps, up to 390px with 7 thumbnails', async () => {
    const seven = { ...product, images: Array.from({ length: 9 }, (_, i) => `/images/x/${i}.svg`) };
    const { user } = renderDetail(seven);
    const down = await screen.findByRole('button', { name: 'Next thumbnails' });
    const up = screen.getByRole('button', { name: 'Previous thumbnails' });
    const track = screen.getByTestId('thumbnail-track');
    expect(within(track).getAllByRole('button')).toHaveLength(7);
    expect(up).toBeDisabled();
    await user.click(down);
    expect(track).toHaveStyle({ transform: 'translateY(-65px)' });
    for (let i = 0; i < 5; i += 1) await user.click(down);
    expect(track).toHaveStyle({ transform: 'translateY(-390px)' });
    expect(down).toBeDisabled();
    await user.click(up);
    expect(track).toHaveStyle({ transform: 'translateY(-325px)' });
  });

  it('ADD TO CARD without a token goes to /login, and adds nothing until that sign-in brings the shopper back', async () => {
    const add = answer('addToCart', { status: true, msg: 'Successfull added...' });
    const first = renderDetail();
    await first.user.click(await screen.findByRole('button', { name: 'ADD TO CARD' }));
    expect(first.currentUrl()).toBe(`/login?next=${encodeURIComponent(`/detail-view/${product._id}`)}`);
    expect(add).not.toHaveBeenCalled();
    first.unmount();

    // A session that did not come from that sign-in (another tab, the header's Login) finishes
    // nothing: addAfterSignIn.test.tsx walks the sign-in and sign-up that do.
    saveSession(token, shopper);
    const back = renderDetail();
    expect(await screen.findByRole('button', { name: 'ADD TO CARD' })).toBeEnabled();
    expect(back.currentUrl()).toBe(`/detail-view/${product._id}`);
    expect(add).not.toHaveBeenCalled();
  });

  it('ADD TO CARD, signed in, adds the product and shows the cart', async () => {
    saveSession(token, shopper);
    const add = answer('addToCart', { status: true, msg: 'Successfull added...' });
    const { user, currentUrl } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'ADD TO CARD' }));
    await waitFor(() => expect(currentUrl()).toBe('/view-carts'));
    expect(add).toHaveBeenCalledWith(product);
  });

  it('offline, ADD TO CARD keeps the add on the device and shows the cart with the line pending', async () => {
    saveSession(token, shopper);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => void offline.mockRestore());
    const add = answer('addToCart', { status: true, msg: 'Successfull added...' });
    const { user, currentUrl, store } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'ADD TO CARD' }));
    await waitFor(() => expect(currentUrl()).toBe('/view-carts'));
    expect(add).not.toHaveBeenCalled();
    expect(store.getState().cartOutbox).toMatchObject({ owner: shopper.email, changes: [{ kind: 'add', product }] });
  });

  it('says so when adding fails', async () => {
    saveSession(token, shopper);
    answer('addToCart', { status: false, msg: 'Cart is full' });
    const { user, currentUrl } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'BUY NOW' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart is full');
    expect(currentUrl()).toBe(`/detail-view/${product._id}`);
  });

  it('shares with the Web Share API, or copies the link', async () => {
    // user-event puts its own clipboard on navigator; jsdom has no navigator.share.
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(window.location.href);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: product.content.title, url: window.location.href });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('Recently Viewed lists what this shopper viewed before, newest first', async () => {
    const earlier = [catalogue[2]!, catalogue[7]!];
    window.localStorage.setItem('recentlyViewed', JSON.stringify([earlier[1]!._id, earlier[0]!._id]));
    renderDetail();
    const recent = await screen.findByRole('region', { name: 'Recently Viewed' });
    const titles = (await within(recent).findAllByRole('heading', { level: 3 })).map((h) => h.getAttribute('title'));
    expect(titles).toContain(earlier[0]!.content.title);
    expect(titles.indexOf(earlier[1]!.content.title)).toBeLessThan(titles.indexOf(earlier[0]!.content.title));
    expect(JSON.parse(window.localStorage.getItem('storefront.recentlyViewed.v1')!)).toEqual([
      product._id,
      earlier[1]!._id,
      earlier[0]!._id,
    ]);
  });

  it('shows Similar Products and Both Together as carousels leading to the listing', async () => {
    renderDetail();
    const similar = await screen.findByRole('region', { name: 'Similar Products' });
    expect(await within(similar).findByRole('region', { name: 'Similar Products products' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const link = (await within(similar).findAllByRole('link'))[0]!;
    expect(link.getAttribute('href')).toMatch(/^\/filter-product\//);
    expect(screen.getByRole('region', { name: 'Both Together' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Recently Viewed' })).toHaveTextContent(
        'Products you look at will show here.',
      ),
    );
  });

  it('renders a hosted record: one image plus the video, placeholder rating, crumbs of the category its picture names and its brand', async () => {
    const hosted = hostedProducts[3]!;
    renderDetail(hosted, hostedProducts);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(hosted.content.title);
    expect(screen.getAllByRole('img', { name: 'Rated 4.4 out of 5' }).length).toBeGreaterThan(0);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(linkTexts(crumbs)).toEqual(['Home', 'Electronics', 'Egate']);
    expect(within(screen.getByTestId('thumbnail-track')).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Specifications' })).toHaveTextContent(hosted.content.clrTitle);
    const similar = screen.getByRole('region', { name: 'Similar Products' });
    expect((await within(similar).findAllByRole('article')).length).toBeGreaterThan(0);
  });
});
