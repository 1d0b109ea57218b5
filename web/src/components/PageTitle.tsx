/**
 * The document's title for a screen, as React 19's `<title>`: React puts it in the page's head, and
 * the server's render puts it in the HTML's. Each screen renders exactly one (a loading screen the
 * shop's name alone), in the shopper's language: "Cart · Rupee Storefront".
 */
export const shopName = 'Rupee Storefront';

export function pageTitle(what?: string): string {
  return what ? `${what} · ${shopName}` : shopName;
}

export function PageTitle({ children }: { children?: string }) {
  return <title>{pageTitle(children)}</title>;
}
