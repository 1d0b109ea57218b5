/**
 * The shop's structured data (schema.org as JSON-LD, typed by schema-dts): what a search engine
 * reads of a page beyond its words. A product with its offer, the breadcrumb trail of a product or
 * listing, and the shop itself with its search. Only what the data says: a field the record lacks
 * (the hosted API's products have no brand, rating or description) is left out, never guessed, and
 * every URL is absolute. Pure: components/StructuredData writes it into the page. The product's
 * is in ./productStructuredData.ts, out of the entry script the home page's data is in.
 */
import type { BreadcrumbList, EntryPoint, Organization, Thing, WebSite, WithContext } from 'schema-dts';

/**
 * Every item's `@context`: JSON-LD's name for the schema.org vocabulary, which search engines match
 * as written. It is an identifier, never fetched (no host is asked for it), so it is no configuration.
 */
export const context = 'https://schema.org' as const;

/**
 * `data` as the text of a `<script type="application/ld+json">`: no `<` (nothing in a product's
 * title can close the script or open a comment), nor the two line separators old parsers choke on.
 */
export function scriptJson(data: WithContext<Thing>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One step of a breadcrumb trail: its words and its page's absolute URL. */
export interface TrailStep {
  name: string;
  url: string;
}

export function breadcrumbData(trail: readonly TrailStep[]): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** The shop as an organisation: its name, home and logo (absolute URLs). */
export function organizationData(name: string, homeUrl: string, logoUrl: string): WithContext<Organization> {
  return { '@context': context, '@type': 'Organization', name, url: homeUrl, logo: logoUrl };
}

/**
 * The shop as a web site in one language, with its search: `searchUrl` is the search page's absolute
 * URL in that language (`https://shop.example/hi/search`), to which the search's `q` is added.
 */
export function webSiteData(name: string, homeUrl: string, language: string, searchUrl: string): WithContext<WebSite> {
  const target: EntryPoint = { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}` };
  // `query-input` (which part of the target the query fills) is schema.org's, missing from schema-dts.
  const search = { '@type': 'SearchAction', target, 'query-input': 'required name=search_term_string' } as const;
  return { '@context': context, '@type': 'WebSite', name, url: homeUrl, inLanguage: language, potentialAction: search };
}
