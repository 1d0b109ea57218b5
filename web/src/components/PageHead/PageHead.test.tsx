/**
 * The head in the browser: React draws a screen's head into the document's (components/PageHead),
 * one of each element however the screens change, in the language on show; and a page the server
 * drew keeps one of each once the browser has hydrated it (main.tsx clears the server's copy first).
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LanguageRoot } from '../../lib/i18n/LanguageRoot';
import { PublicOriginContext } from '../../lib/publicOrigin';
import { inLanguage } from '../../test/language';
import { renderWithProviders } from '../../test/renderWithProviders';
import { clearScreenHead, PageHead } from './PageHead';

const head = () => ({
  titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
  descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
    meta.getAttribute('content'),
  ),
  robots: [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content')),
  canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
  alternates: document.head.querySelectorAll('link[rel="alternate"][hreflang]').length,
  ogUrls: [...document.head.querySelectorAll('meta[property="og:url"]')].map((meta) => meta.getAttribute('content')),
});

const screens = [
  { path: '/pages/shipping', element: <PageHead title="Shipping" description="How we ship." /> },
  { path: '/view-carts', element: <PageHead title="Cart" noindex /> },
];

// What a test left in the head after React unmounted its screen (React takes its own elements away).
beforeEach(() => {
  document.head.innerHTML = '';
});

describe('PageHead in the browser', () => {
  it('draws one title, description and canonical URL, and the next screen’s replace them', async () => {
    document.head.innerHTML = '<title>Rupee Storefront</title><meta name="description" content="index.html’s">';
    clearScreenHead(document.head);
    const { router } = renderWithProviders(null, { routes: screens, route: '/pages/shipping?topic=x' });
    const origin = window.location.origin;
    expect(head()).toEqual({
      titles: ['Shipping · Rupee Storefront'],
      descriptions: ['How we ship.'],
      robots: [],
      canonical: [`${origin}/pages/shipping`],
      alternates: 7,
      ogUrls: [`${origin}/pages/shipping`],
    });
    await act(() => router.navigate('/view-carts'));
    expect(head()).toMatchObject({
      titles: ['Cart · Rupee Storefront'],
      descriptions: ['Cart · Shop mobiles, electronics, fashion and more at rupee prices.'],
      robots: ['noindex'],
      canonical: [`${origin}/view-carts`],
      alternates: 7,
    });
  });

  describe('in Hindi', () => {
    inLanguage('hi');

    it('names the Hindi address as the canonical one, and says the language in og:locale', () => {
      renderWithProviders(null, { routes: screens, route: '/pages/shipping' });
      expect(head().canonical).toEqual([`${window.location.origin}/hi/pages/shipping`]);
      expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');
      expect(document.head.querySelector('link[hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${window.location.origin}/pages/shipping`,
      );
    });
  });

  describe('hydrating a page the server drew', () => {
    function Page({ origin }: { origin?: string }): ReactNode {
      const router = createMemoryRouter([{ path: '*', element: <PageHead title="Shipping" /> }], {
        initialEntries: ['/pages/shipping'],
      });
      return (
        <LanguageRoot>
          <PublicOriginContext value={origin}>
            <RouterProvider router={router} />
          </PublicOriginContext>
        </LanguageRoot>
      );
    }

    it.each([
      ['the same origin', undefined],
      ['another origin (PUBLIC_URL names another address)', 'https://elsewhere.example'],
    ])('keeps one of each, the server having drawn it for %s', async (_, serverOrigin) => {
      // The server's HTML: the hoisted head moved into the document's head, the markup in the root.
      const html = renderToString(<Page origin={serverOrigin ?? window.location.origin} />);
      const markup = html.replace(/^(?:<title>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>)+/, '');
      document.head.innerHTML = `<title>Rupee Storefront</title>${html.slice(0, html.length - markup.length)}`;
      const root = document.createElement('div');
      root.innerHTML = markup;
      document.body.append(root);
      expect(head().titles).toHaveLength(2);

      clearScreenHead(document.head);
      const app = await act(() => hydrateRoot(root, <Page />));
      expect(head()).toEqual({
        titles: ['Shipping · Rupee Storefront'],
        descriptions: ['Shipping · Shop mobiles, electronics, fashion and more at rupee prices.'],
        robots: [],
        canonical: [`${window.location.origin}/pages/shipping`],
        alternates: 7,
        ogUrls: [`${window.location.origin}/pages/shipping`],
      });
      act(() => app.unmount());
      root.remove();
    });
  });
});
