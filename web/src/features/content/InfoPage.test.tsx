import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { infoPageSlugs } from '../../lib/paths';
import { renderWithProviders } from '../../test/renderWithProviders';
import { infoPages } from './data/infoPages';
import InfoPage from './InfoPage';

function renderInfo(slug: string) {
  return renderWithProviders(<InfoPage />, { route: `/pages/${slug}`, path: '/pages/:slug' });
}

describe('InfoPage', () => {
  it.each(infoPageSlugs.filter((slug) => slug !== 'terms'))('shows /pages/%s with its title and text', (slug) => {
    renderInfo(slug);
    const page = infoPages[slug];
    expect(screen.getByRole('heading', { level: 1, name: i18n._(page.title) })).toBeInTheDocument();
    for (const section of page.sections) {
      expect(screen.getByRole('region', { name: i18n._(section.heading) })).toBeInTheDocument();
    }
  });

  it('shows the Terms of Use at /pages/terms', () => {
    renderInfo('terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
  });

  it('says clearly that an unknown page does not exist, with a way on', () => {
    renderInfo('no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/pages/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sitemap' })).toHaveAttribute('href', '/sitemap');
  });
});
