/**
 * The head of a screen's page, one per screen, as React 19's own `<title>`, `<meta>` and `<link>`:
 * React puts them in the document's head in the browser, and the server's render moves them into
 * the HTML's (server/pageDocument.ts), so a page's head is the same whether the server or the
 * browser drew it. In the shopper's language:
 *
 * - its title ("Cart · Rupee Storefront") and description (the site's when it has none of its own);
 * - `noindex` for a page search engines should leave out (search results, the cart, the account,
 *   checkout, sign-in);
 * - its canonical URL: the public origin, the language's prefix and the shop's own path, without the
 *   query but for the parameters that make it another page (`definingQuery`, e.g. the listing's
 *   `page`), and the same page in every language (`hreflang`, English as `x-default`);
 * - its social preview (Open Graph and the Twitter card), with its own picture or the shop's.
 *
 * A page that stands for no address of its own (the not-found page, the loading frame) says
 * `located={false}`: no canonical URL or alternates.
 */
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router-dom';
import { useShopUrls } from '../../hooks/useShopUrls';
import { alternatePaths, localizedPath } from '../../lib/i18n/languageUrls';
import { languageOf, languages, sourceLanguage, type LanguageCode } from '../../lib/i18n/languages';
import { shopName, shopPicture, siteDescription } from './headTexts';

export { shopName, shopPicture };

/** A page's title: what it is about, then the shop's name (the shop's name alone without one). */
export function pageTitle(what?: string): string {
  return what ? `${what} · ${shopName}` : shopName;
}

/** Open Graph's name of a language's locale: `hi_IN`. */
const ogLocale = (code: LanguageCode) => languageOf(code).intl.replace('-', '_');

/** The shop's path of the page: `pathname`, with only the `definingQuery` parameters of `search`, in that order. */
export function ownPath(pathname: string, search: string, definingQuery: readonly string[]): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of definingQuery) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export interface PageHeadProps {
  /** What the page is about (its heading); none on the home page. */
  title?: string | undefined;
  /** One or two sentences for search results and previews; default: the site's description after `title`. */
  description?: string | undefined;
  /** Search engines should not index the page. */
  noindex?: boolean;
  /** The query parameters that make the address another page: kept in the canonical URL, every other dropped. */
  definingQuery?: readonly string[];
  /** The page's own picture (a product's): a large social preview; without one the shop's, small. */
  image?: string | undefined;
  /** Open Graph's type: `product` on a product's page. */
  type?: 'website' | 'product';
  /** False for a page that stands for no address of its own: no canonical URL, alternates or og:url. */
  located?: boolean;
}

export function PageHead({
  title,
  description,
  noindex = false,
  definingQuery = [],
  image,
  type = 'website',
  located = true,
}: PageHeadProps) {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const { origin, language, fileUrlOf } = useShopUrls();
  const site = i18n._(siteDescription);
  const text = description ?? (title ? `${title} · ${site}` : site);
  const path = ownPath(pathname, search, definingQuery);
  const url = `${origin}${localizedPath(path, language)}`;
  const ownPicture = image ? fileUrlOf(image) : undefined;
  const picture = ownPicture ?? `${origin}${shopPicture}`;

  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      {located && <link rel="canonical" href={url} />}
      {located &&
        alternatePaths(path).map((alternate) => (
          <link
            key={alternate.language}
            rel="alternate"
            hrefLang={alternate.language}
            href={`${origin}${alternate.path}`}
          />
        ))}
      {located && (
        <link rel="alternate" hrefLang="x-default" href={`${origin}${localizedPath(path, sourceLanguage)}`} />
      )}
      <meta property="og:site_name" content={shopName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? shopName} />
      <meta property="og:description" content={text} />
      {located && <meta property="og:url" content={url} />}
      <meta property="og:image" content={picture} />
      <meta property="og:locale" content={ogLocale(language)} />
      {languages
        .filter(({ code }) => code !== language)
        .map(({ code }) => (
          <meta key={code} property="og:locale:alternate" content={ogLocale(code)} />
        ))}
      <meta name="twitter:card" content={ownPicture ? 'summary_large_image' : 'summary'} />
    </>
  );
}

/**
 * The title alone, for what stands in for a screen while its code loads (app/ScreenLoading.tsx), at
 * no address of its own (the server's frame): the screen draws its whole head when it comes.
 */
export function PageTitleOnly({ children }: { children?: string }) {
  return <title>{pageTitle(children)}</title>;
}

/** What PageHead draws into a document's head. */
const screenHeadElements = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(', ');

/**
 * Clears what PageHead draws from `head` before the browser's first render: index.html's title and
 * description, or the server's copy of the screen's head. React then draws the screen's own, once
 * (a hydrating render claims only what matches it exactly, and would add a second of anything else),
 * and every screen after replaces it.
 */
export function clearScreenHead(head: HTMLHeadElement): void {
  for (const element of head.querySelectorAll(screenHeadElements)) element.remove();
}
