import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routerBasename } from '../../app/router';
import { activateLanguage } from '../../lib/i18n/i18n';
import { rememberedLanguage } from '../../lib/i18n/languagePreference';
import { LanguageRoot } from '../../lib/i18n/LanguageRoot';
import type { LanguageCode } from '../../lib/i18n/languages';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The switcher on the page at `url` (its language's prefix and all), in a router under that language, as the shop runs. */
function renderSwitcher(url: string, language: LanguageCode, tone: 'bar' | 'plain' = 'bar') {
  const router = createMemoryRouter([{ path: '*', element: <LanguageSwitcher tone={tone} /> }], {
    basename: routerBasename(language),
    initialEntries: [url],
  });
  return render(
    <LanguageRoot>
      <RouterProvider router={router} />
    </LanguageRoot>,
  );
}

const linksOf = () =>
  within(screen.getByRole('navigation', { name: /Language|भाषा/ }))
    .getAllByRole('link', { hidden: true })
    .map((link) => ({
      name: link.textContent,
      href: link.getAttribute('href'),
      hrefLang: link.getAttribute('hreflang'),
      lang: link.getAttribute('lang'),
      current: link.getAttribute('aria-current'),
    }));

afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

describe('the language switcher', () => {
  it('links the same page, query and all, in each language, each named in itself', () => {
    renderSwitcher('/detail-view/abc?from=home', 'en');
    expect(linksOf()).toEqual([
      { name: 'English', href: '/detail-view/abc?from=home', hrefLang: 'en', lang: 'en', current: 'page' },
      { name: 'हिन्दी', href: '/hi/detail-view/abc?from=home', hrefLang: 'hi', lang: 'hi', current: null },
      { name: 'मराठी', href: '/mr/detail-view/abc?from=home', hrefLang: 'mr', lang: 'mr', current: null },
      { name: 'বাংলা', href: '/bn/detail-view/abc?from=home', hrefLang: 'bn', lang: 'bn', current: null },
      { name: 'தமிழ்', href: '/ta/detail-view/abc?from=home', hrefLang: 'ta', lang: 'ta', current: null },
      { name: 'తెలుగు', href: '/te/detail-view/abc?from=home', hrefLang: 'te', lang: 'te', current: null },
    ]);
  });

  it('on a Hindi page, leads to the same page at the root in English and under each other prefix', async () => {
    await activateLanguage('hi');
    renderSwitcher('/hi/view-carts', 'hi', 'plain');
    const links = linksOf();
    expect(links.map(({ href }) => href)).toEqual([
      '/view-carts',
      '/hi/view-carts',
      '/mr/view-carts',
      '/bn/view-carts',
      '/ta/view-carts',
      '/te/view-carts',
    ]);
    expect(links.find(({ current }) => current === 'page')?.name).toBe('हिन्दी');
    expect(screen.getByText('भाषा')).toBeInTheDocument();
  });

  it('shows the current language on the bar, the six in a disclosure that works without script', () => {
    renderSwitcher('/', 'en');
    const summary = screen.getByText('Language:').closest('summary');
    expect(summary).toHaveTextContent('Language: English');
    const disclosure = summary?.closest('details');
    expect(disclosure).not.toBeNull();
    expect(within(disclosure!).getAllByRole('link', { hidden: true })).toHaveLength(6);
  });

  it('remembers the language followed, for the suggestion an English page makes', async () => {
    const user = userEvent.setup();
    renderSwitcher('/plus', 'en', 'plain');
    // jsdom does not navigate: the click's default (a new page) is held back.
    const hold = (event: Event) => event.preventDefault();
    document.addEventListener('click', hold);
    await user.click(screen.getByRole('link', { name: 'தமிழ்' }));
    document.removeEventListener('click', hold);
    expect(rememberedLanguage()).toBe('ta');
  });
});
