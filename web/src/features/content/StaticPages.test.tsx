import { screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../app/router';
import { renderWithProviders } from '../../test/renderWithProviders';
import DownloadAppPage from './DownloadAppPage';
import PlusPage from './PlusPage';
import RewardsPage from './RewardsPage';
import SitemapPage from './SitemapPage';
import SupercoinsPage from './SupercoinsPage';

const localImages = () => {
  const sources = Array.from(document.querySelectorAll('img')).map((img) => img.getAttribute('src') ?? '');
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) expect(src).toMatch(/^\/content\//);
};

describe('the static content pages', () => {
  it('/supercoins shows a balance of 0 and the banner stack', () => {
    renderWithProviders(<SupercoinsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'SuperCoin Zone' })).toBeInTheDocument();
    expect(screen.getByText('SuperCoin Balance')).toBeInTheDocument();
    expect(screen.getByTestId('supercoin-balance')).toHaveTextContent(/^0$/);
    expect(within(screen.getByRole('list', { name: 'SuperCoin offers' })).getAllByRole('img')).toHaveLength(4);
    localImages();
  });

  it('/plus is a stack of banner images', () => {
    renderWithProviders(<PlusPage />);
    expect(within(screen.getByRole('list', { name: 'Plus benefits' })).getAllByRole('img')).toHaveLength(4);
    localImages();
  });

  it('/rewards links every way to save to its page', () => {
    renderWithProviders(<RewardsPage />);
    expect(screen.getByText(/SuperCoin Balance/)).toHaveTextContent('SuperCoin Balance: 0');
    expect(screen.getByRole('link', { name: 'Go to SuperCoin Zone' })).toHaveAttribute('href', '/supercoins');
    expect(screen.getByRole('link', { name: 'Visit the Gift Card Store' })).toHaveAttribute(
      'href',
      '/the-gift-card-store',
    );
  });

  it('/download-app has the logo, tagline, three benefits and two plain store links', () => {
    renderWithProviders(<DownloadAppPage />);
    expect(screen.getByRole('img', { name: 'Storefront app' })).toBeInTheDocument();
    expect(screen.getByText(/most popular shopping app/)).toBeInTheDocument();
    for (const benefit of ['Genuine Products', 'Secure Shopping', 'Hassle-free Returns']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    }
    const stores = within(screen.getByRole('navigation', { name: 'App stores' })).getAllByRole('link');
    expect(stores.map((link) => link.textContent)).toEqual([
      'iOSDownload on the App Store',
      'AndroidGet it on Google Play',
    ]);
    for (const link of stores) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    localImages();
  });

  it('/sitemap lists pages that all exist in the route table, every footer page among them', () => {
    renderWithProviders(<SitemapPage />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(30);
    for (const href of hrefs) expect(matchRoutes(routes, href), href).not.toBeNull();
    expect(hrefs).toEqual(
      expect.arrayContaining(['/pages/terms', '/pages/ewaste-compliance-tnc', '/helpcentre', '/account/view-carts']),
    );
  });
});
