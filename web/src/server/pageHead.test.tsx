// @vitest-environment node
/**
 * The head of the shop's pages as the server renders them (components/PageHead, ./pageDocument.ts),
 * in every language: one title, description and canonical URL each, the six languages and
 * `x-default` as alternates, `noindex` where search engines should not look, the social preview with
 * absolute URLs and the rupee price; and the structured data (lib/structuredData) a search engine
 * reads: valid JSON-LD whose product price is the one on the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDescription } from '../components/PageHead/headTexts';
import { helpCentre as helpCentreTexts } from '../features/content/data/helpCentre';
import { localizedPath } from '../lib/i18n/languageUrls';
import { languageOf, languages, type LanguageCode } from '../lib/i18n/languages';
import { formatRupees, parseRupees } from '../lib/money';
import { hostedProducts, makeCatalogue, makeProduct } from '../test/products';
import { i18nFor } from './i18n';
import { createPageRenderer, type RenderInput } from './renderPage';

const origin = 'https://shop.example';
// The shop's own index.html: its title, description and banner preload must each end up once.
const template = readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8');
const renderer = createPageRenderer({ template, manifest: {}, publicUrl: `${origin}/` });

const product = makeProduct({
  n: 5,
  title: 'Kavi Edge Pro </script><b> "Midnight"',
  category: 'Mobiles & Tablets',
  brand: 'Kavi',
  rating: 4.2,
  ratingCount: 812,
});
const hosted = hostedProducts[3]!;
const catalogue = [product, ...makeCatalogue(12).filter(({ _id }) => _id !== product._id), ...hostedProducts];

/** The catalogue's reads, answered from `catalogue`. */
const callApi: RenderInput['callApi'] = (call) => {
  const { pathname } = new URL(call.url);
  const detail = /\/get-product-detail\/([^/]+)$/.exec(pathname);
  const page = /\/get-products\/(\d+)\/(\d+)$/.exec(pathname);
  const prod = detail
    ? (catalogue.find(({ _id }) => _id === detail[1]) ?? null)
    : page
      ? catalogue.slice((Number(page[1]) - 1) * Number(page[2]), Number(page[1]) * Number(page[2]))
      : catalogue;
  return Promise.resolve(Response.json({ prod }, { headers: { 'cache-control': 'public, max-age=60' } }));
};

const render = (url: string) => renderer.render({ url, callApi, signal: AbortSignal.timeout(20_000) });

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type Attributes = Record<string, string>;

/** The head of `html`: its title's text and its meta and link elements' attributes. */
function headOf(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => unescape(match[1]!));
  const elements = (tag: string): Attributes[] =>
    [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
      Object.fromEntries(
        [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, unescape(value!)]),
      ),
    );
  const metas = elements('meta');
  const links = elements('link');
  const meta = (key: 'name' | 'property', value: string) =>
    metas.filter((attributes) => attributes[key] === value).map((attributes) => attributes.content);
  return {
    titles,
    meta,
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href),
    alternates: Object.fromEntries(
      links.filter((link) => link.rel === 'alternate').map((link) => [link.hrefLang ?? link.hreflang, link.href]),
    ),
    alternateCount: links.filter((link) => link.rel === 'alternate').length,
    links,
  };
}

/** The JSON-LD of `html`, parsed: its scripts must hold no `<`. */
function structuredDataOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => {
    expect(json).not.toContain('<');
    return JSON.parse(json!) as Record<string, unknown>;
  });
}

const ofType = (data: Record<string, unknown>[], type: string) => data.filter((thing) => thing['@type'] === type);

const codes = languages.map(({ code }) => code);
const url = (path: string, code: LanguageCode) => `${origin}${localizedPath(path, code)}`;

/** The head every indexable page has: one title, description and canonical URL, the alternates, the preview. */
function expectLocatedHead(head: ReturnType<typeof headOf>, path: string, code: LanguageCode) {
  expect(head.titles).toHaveLength(1);
  expect(head.meta('name', 'description')).toHaveLength(1);
  expect(head.canonical).toEqual([url(path, code)]);
  expect(head.alternateCount).toBe(7);
  expect(head.alternates).toEqual({
    ...Object.fromEntries(codes.map((other) => [other, url(path, other)])),
    'x-default': url(path, 'en'),
  });
  expect(head.meta('property', 'og:url')).toEqual([url(path, code)]);
  expect(head.meta('property', 'og:site_name')).toEqual(['Rupee Storefront']);
  expect(head.meta('property', 'og:locale')).toEqual([languageOf(code).intl.replace('-', '_')]);
  expect(head.meta('property', 'og:locale:alternate').sort()).toEqual(
    codes
      .filter((other) => other !== code)
      .map((other) => languageOf(other).intl.replace('-', '_'))
      .sort(),
  );
  const [image] = head.meta('property', 'og:image');
  expect(image).toMatch(/^https?:\/\//);
}

describe.each(codes)('the head of a page in %s', (code) => {
  it('home: the shop’s name and description, the organisation and its search', async () => {
    const page = await render(localizedPath('/', code));
    const head = headOf(page.html);
    expectLocatedHead(head, '/', code);
    const description = (await i18nFor(code))._(siteDescription);
    expect(head.titles).toEqual(['Rupee Storefront']);
    expect(head.meta('name', 'description')).toEqual([description]);
    expect(head.meta('name', 'robots')).toEqual([]);
    expect(head.meta('property', 'og:type')).toEqual(['website']);
    expect(head.meta('property', 'og:image')).toEqual([`${origin}/icons/icon-512.png`]);
    expect(head.meta('name', 'twitter:card')).toEqual(['summary']);
    // index.html's banner preload is there once.
    expect(head.links.filter((link) => link.href === '/content/banners/banner-1.svg')).toHaveLength(1);

    const data = structuredDataOf(page.html);
    for (const thing of data) expect(thing['@context']).toBe('https://schema.org');
    expect(ofType(data, 'Organization')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Rupee Storefront',
        url: `${origin}/`,
        logo: `${origin}/icons/icon-512.png`,
      },
    ]);
    const [site] = ofType(data, 'WebSite');
    expect(site).toMatchObject({
      url: url('/', code),
      inLanguage: code,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${url('/search', code)}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('product: its title, rupee price and offer, its picture, the product and its breadcrumb as data', async () => {
    const path = `/detail-view/${product._id}`;
    const page = await render(`${localizedPath(path, code)}?ref=share`);
    expect(page.status).toBe(200);
    const head = headOf(page.html);
    expectLocatedHead(head, path, code);
    expect(head.titles).toEqual([`${product.content.title} · Rupee Storefront`]);
    const [description] = head.meta('name', 'description');
    const shownPrice = product.content.price.sell_price;
    expect(description).toContain(product.content.title);
    expect(description).toContain(formatRupees(parseRupees(shownPrice)));
    expect(head.meta('property', 'og:description')).toEqual([description]);
    // In the page's language (the product's title and price are the catalogue's).
    const [english] = headOf((await render(path)).html).meta('name', 'description');
    expect(description === english).toBe(code === 'en');
    expect(head.meta('property', 'og:title')).toEqual([product.content.title]);
    expect(head.meta('property', 'og:type')).toEqual(['product']);
    expect(head.meta('property', 'og:image')).toEqual([product.url]);
    expect(head.meta('name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('name', 'robots')).toEqual([]);

    const data = structuredDataOf(page.html);
    for (const thing of data) expect(thing['@context']).toBe('https://schema.org');
    const [item] = ofType(data, 'Product');
    expect(item).toMatchObject({
      name: product.content.title,
      sku: product._id,
      url: url(path, code),
      image: product.images,
      brand: { '@type': 'Brand', name: 'Kavi' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.2, ratingCount: 812 },
    });
    const offer = item!.offers as Record<string, unknown>;
    expect(offer['@type']).toBe('Offer');
    expect(typeof offer.price).toBe('number');
    // The price is the one the page shows.
    expect(formatRupees(offer.price as number)).toBe(shownPrice);
    expect(page.html.split('<div id="root">')[1]).toContain(`>${shownPrice}<`);
    expect(offer.priceCurrency).toBe('INR');
    expect(offer.availability).toBe('https://schema.org/InStock');
    expect(offer.url).toBe(url(path, code));

    const [trail] = ofType(data, 'BreadcrumbList');
    const steps = trail!.itemListElement as { position: number; name: string; item: string }[];
    expect(steps.map((step) => step.position)).toEqual([1, 2, 3, 4]);
    expect(steps.map((step) => step.name).slice(1)).toEqual(['Mobiles & Tablets', 'Kavi', product.content.title]);
    expect(steps[0]!.item).toBe(url('/', code));
    expect(steps.at(-1)!.item).toBe(url(path, code));
    for (const step of steps) expect(step.item).toMatch(new RegExp(`^${origin}/`));
  });

  it('listing: its category, the filters and sort dropped from the canonical URL, its breadcrumb', async () => {
    const path = `/filter-product/${product._id}`;
    const page = await render(`${localizedPath(path, code)}?sort=price-asc&brand=Kavi`);
    expect(page.status).toBe(200);
    const head = headOf(page.html);
    expectLocatedHead(head, path, code);
    expect(head.titles).toEqual(['Mobiles & Tablets · Rupee Storefront']);
    expect(head.meta('name', 'description')[0]).toContain('Mobiles & Tablets');
    expect(head.meta('name', 'robots')).toEqual([]);
    expect(head.meta('property', 'og:type')).toEqual(['website']);

    const [trail] = ofType(structuredDataOf(page.html), 'BreadcrumbList');
    expect(trail!['@context']).toBe('https://schema.org');
    expect(trail!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: expect.any(String), item: url('/', code) },
      { '@type': 'ListItem', position: 2, name: 'Mobiles & Tablets', item: url(path, code) },
    ]);
  });

  it('help centre: its subject, the topic dropped from the canonical URL', async () => {
    const page = await render(`${localizedPath('/helpcentre', code)}?topic=x`);
    const head = headOf(page.html);
    expectLocatedHead(head, '/helpcentre', code);
    const helpCentre = (await i18nFor(code))._(helpCentreTexts.title);
    expect(head.titles).toEqual([`${helpCentre} · Rupee Storefront`]);
    expect(head.meta('name', 'description')[0]).toContain(helpCentre);
    expect(head.meta('name', 'robots')).toEqual([]);
  });

  it('search results: noindex, the query kept in the canonical URL and the sort dropped', async () => {
    const page = await render(`${localizedPath('/search', code)}?q=kavi&sort=price-asc`);
    const head = headOf(page.html);
    expectLocatedHead(head, '/search?q=kavi', code);
    expect(head.meta('name', 'robots')).toEqual(['noindex']);
  });

  it('the cart (drawn by the browser): noindex from the server already, one title', async () => {
    const page = await render(localizedPath('/view-carts', code));
    expect(page.kind).toBe('frame');
    const head = headOf(page.html);
    expect(head.meta('name', 'robots')).toEqual(['noindex']);
    expect(head.titles).toEqual(['Rupee Storefront']);
    expect(head.meta('name', 'description')).toHaveLength(1);
  });
});

describe('structured data of a product the hosted API gave', () => {
  it('leaves out what the record lacks: no rating, and the one picture', async () => {
    const page = await render(`/detail-view/${hosted._id}`);
    const [item] = ofType(structuredDataOf(page.html), 'Product');
    expect(item).not.toHaveProperty('aggregateRating');
    expect(item).not.toHaveProperty('description');
    expect(item!.image).toEqual([hosted.url]);
    expect(item!.offers).toMatchObject({ price: parseRupees(hosted.content.price.sell_price), priceCurrency: 'INR' });
  });
});

describe('a page no route answers', () => {
  it('is noindex, and names no address as its own', async () => {
    const page = await render('/hi/no-such-page');
    expect(page.status).toBe(404);
    const head = headOf(page.html);
    expect(head.meta('name', 'robots')).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect(head.titles).toHaveLength(1);
  });
});

describe('the head a render moves into the document', () => {
  it('keeps one of each kind, where the template’s title was, the template’s own of those kinds gone', async () => {
    const rendered = createPageRenderer({ template, manifest: {}, publicUrl: origin }, [
      {
        path: '/',
        element: (
          <main>
            <title>First</title>
            <meta name="description" content="first" />
            <title>Second</title>
            <meta name="description" content="second" />
            <meta property="og:locale:alternate" content="hi_IN" />
            <meta property="og:locale:alternate" content="ta_IN" />
            <h1>Here</h1>
          </main>
        ),
        handle: { serverRendered: true },
      },
    ]);
    const { html } = await rendered.render({ url: '/', callApi, signal: AbortSignal.timeout(5000) });
    const head = headOf(html);
    expect(head.titles).toEqual(['First']);
    expect(head.meta('name', 'description')).toEqual(['first']);
    expect(head.meta('property', 'og:locale:alternate')).toEqual(['hi_IN', 'ta_IN']);
    expect(html).toMatch(/<meta name="viewport"[^>]*>\s*<title>First<\/title>/);
    expect(html).toContain('<div id="root"><main><h1>Here</h1></main></div>');
  });

  it('refuses a public origin that is missing or not an http(s) URL: a misconfigured server stops at its start', () => {
    expect(() => createPageRenderer({ template, publicUrl: '' })).toThrow(/publicUrl/);
    expect(() => createPageRenderer({ template, publicUrl: 'shop.example' })).toThrow(/publicUrl/);
  });
});
