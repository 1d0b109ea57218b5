/**
 * The shop's public origin (`https://shop.example`): what the absolute URLs of a page start with,
 * the ones that leave the page (its canonical URL, its language alternates, its social previews and
 * structured data). On the server it is configuration (the shop server's PUBLIC_URL, handed to
 * `createPageRenderer` as `publicUrl`, server/contract.d.ts), provided to the render through
 * `PublicOriginContext` (app/ShopRoot.tsx): a request's own Host is never trusted for them, so a
 * shared cache can keep the page. In the browser it is the page's own origin.
 */
import { createContext, useContext } from 'react';

/**
 * The origin of `publicUrl` (an absolute http(s) URL; a path in it is ignored). Throws on anything
 * else, none included, so a misconfigured server stops at its start.
 */
export function publicOriginOf(publicUrl: string): string {
  const value = (publicUrl ?? '').trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`publicUrl must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`publicUrl must use http or https, got "${url.protocol}"`);
  }
  return url.origin;
}

/** The render's public origin; none in the browser (`usePublicOrigin` reads the page's own then). */
export const PublicOriginContext = createContext<string | undefined>(undefined);

/** The origin absolute URLs start with: the server's configured one, else the page's own. */
export function usePublicOrigin(): string {
  const configured = useContext(PublicOriginContext);
  if (configured) return configured;
  // The browser's own origin is the same on the server's HTML and in the hydrating render, whenever
  // PUBLIC_URL names the address the shop is served from. A server render always provides one.
  if (typeof window === 'undefined') throw new Error('a server render needs its public origin (PublicOriginContext)');
  return window.location.origin;
}
