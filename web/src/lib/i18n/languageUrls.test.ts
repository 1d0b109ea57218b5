import { describe, expect, it } from 'vitest';
import { alternatePaths, localizedPath, splitLanguage } from './languageUrls';

describe('the language in the URL', () => {
  it.each([
    ['/', 'en', '/'],
    ['/', 'hi', '/hi/'],
    ['/detail-view/abc?x=1', 'ta', '/ta/detail-view/abc?x=1'],
    ['/search?q=phone', 'en', '/search?q=phone'],
  ] as const)('%s in %s is %s', (path, language, url) => {
    expect(localizedPath(path, language)).toBe(url);
    expect(splitLanguage(url)).toEqual({ language, path });
  });

  it.each([
    ['/hi', { language: 'hi', path: '/' }],
    ['/hi?ref=wa', { language: 'hi', path: '/?ref=wa' }],
    ['/en/cart', { language: 'en', path: '/en/cart' }],
    ['/fr/cart', { language: 'en', path: '/fr/cart' }],
    ['/hindi/cart', { language: 'en', path: '/hindi/cart' }],
    ['/help', { language: 'en', path: '/help' }],
  ] as const)('%s is read as %o: a path whose first segment is no other language is English', (url, split) => {
    expect(splitLanguage(url)).toEqual(split);
  });

  it('names a page in all six languages, English first', () => {
    expect(alternatePaths('/view-carts').map(({ path }) => path)).toEqual([
      '/view-carts',
      '/hi/view-carts',
      '/mr/view-carts',
      '/bn/view-carts',
      '/ta/view-carts',
      '/te/view-carts',
    ]);
  });
});
