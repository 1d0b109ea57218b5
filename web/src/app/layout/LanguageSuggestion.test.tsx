import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { activateLanguage } from '../../lib/i18n/i18n';
import { rememberedLanguage, rememberLanguage } from '../../lib/i18n/languagePreference';
import { CurrentLocation, renderWithProviders } from '../../test/renderWithProviders';
import { Layout } from './Layout';

/** The layout at `route`, for a browser whose preferred languages are `preferred`. */
function renderLayout(route: string, preferred: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(preferred);
  return renderWithProviders(null, {
    route,
    routes: [{ element: <Layout />, children: [{ path: '*', element: <CurrentLocation /> }] }],
    preloadedState: { session: { user: null } },
  });
}

/** Whether any suggestion shows once the layout has settled (its chunk and catalogue loaded). */
async function settled() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
}

const offer = () => screen.queryByText(/This page is also in|भी उपलब्ध है|மொழியிலும் உள்ளது/);

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await activateLanguage('en');
});

describe('the language an English page suggests', () => {
  it('offers a Hindi reader the same page in Hindi, in Hindi, and leaves the page in English', async () => {
    renderLayout('/view-carts?from=home', ['hi-IN', 'en']);
    const notice = (await screen.findByText('यह पेज हिन्दी में भी उपलब्ध है।')).closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveAttribute('lang', 'hi');
    const follow = within(notice).getByRole('link', { name: 'हिन्दी में पढ़ें' });
    expect(follow).toHaveAttribute('href', '/hi/view-carts?from=home');
    expect(follow).toHaveAttribute('hreflang', 'hi');
    expect(document.documentElement.lang).not.toBe('hi');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('is not offered again once the shopper chose to stay in English', async () => {
    const { user, unmount } = renderLayout('/', ['hi-IN']);
    await user.click(await screen.findByRole('button', { name: 'अंग्रेज़ी में ही रहें' }));
    expect(offer()).toBeNull();
    expect(rememberedLanguage()).toBe('en');
    unmount();
    renderLayout('/', ['hi-IN']);
    await settled();
    expect(offer()).toBeNull();
  });

  it('follows the language the shopper chose here before, over the browser', async () => {
    rememberLanguage('ta');
    renderLayout('/plus', ['en-IN']);
    const follow = await screen.findByRole('link', { name: 'தமிழ் மொழியில் படிக்கவும்' });
    expect(follow).toHaveAttribute('href', '/ta/plus');
  });

  it('is offered to no one who reads English, and on no page in another language', async () => {
    const { unmount } = renderLayout('/', ['en-IN', 'hi']);
    await settled();
    expect(offer()).toBeNull();
    unmount();
    await activateLanguage('hi');
    renderLayout('/', ['ta-IN']);
    await settled();
    expect(offer()).toBeNull();
  });
});
