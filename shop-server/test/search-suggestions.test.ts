/**
 * GET /search-suggestions over the hosted API's records (the upstream double): typos forgiven, a
 * Hindi shop word read, a bounded query, a clear error when the upstream fails, and one index per
 * cached catalogue however many shoppers ask (search-index.ts), rebuilt only for a new catalogue.
 */
import { describe, expect, it, inject } from 'vitest';
import { createSuggestionIndexes, type SuggestionIndex } from '../src/search-index.js';
import { browser, startShop, timedGet, upstreamDouble } from './helpers.js';
import { products } from './upstream-double.js';

interface Suggestions {
  total: number;
  products: { _id: string; url: string; title: string; price: { sell_price: string }; matched: string[] }[];
}

const suggestions = async (url: string) => {
  const answer = await timedGet(url);
  return { ...answer, json: JSON.parse(answer.body) as Suggestions & { msg?: string } };
};
const indexedLines = (logs: Record<string, unknown>[]) =>
  logs.filter((line) => line.msg === 'search suggestions: the catalogue is indexed');

describe('/search-suggestions', () => {
  it('finds a speaker for "speker", ten at most, each with what the box shows, cacheable for a minute', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const { status, headers, json } = await suggestions(
      `${shop.url}/search-suggestions?q=${encodeURIComponent(' speker ')}`,
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(json.products.length).toBeGreaterThan(0);
    expect(json.products.length).toBeLessThanOrEqual(10);
    expect(json.total).toBeGreaterThanOrEqual(json.products.length);
    expect(json.products[0]?.title).toMatch(/speaker/i);
    expect(json.products[0]?.matched).toContain('speaker');
    const record = products.find((product) => product._id === json.products[0]?._id);
    expect(json.products[0]).toMatchObject({ title: record?.content.title, price: record?.content.price });
  });

  it('reads a Hindi shop word in Hindi: "प्रोजेक्टर" finds the projectors', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const { status, json } = await suggestions(
      `${shop.url}/search-suggestions?q=${encodeURIComponent('प्रोजेक्टर')}&lang=hi`,
    );
    expect(status).toBe(200);
    expect(json.products.length).toBeGreaterThan(0);
    for (const product of json.products) expect(product.url, product.title).toContain('/projector/');
  });

  it('answers a q that is empty or over 100 characters with a 400 that says why', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    for (const q of ['', '   ', 'a'.repeat(101)]) {
      const { status, headers, json } = await suggestions(`${shop.url}/search-suggestions?q=${q}`);
      expect(status, q).toBe(400);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(json).toEqual({ msg: 'q must be 1 to 100 characters of search text, e.g. ?q=speaker' });
    }
    expect((await suggestions(`${shop.url}/search-suggestions`)).status).toBe(400);
    expect((await suggestions(`${shop.url}/search-suggestions?q=${'a'.repeat(100)}`)).status).toBe(200);
    expect(upstream.callsTo('/product-api/get-products'), 'a refused q reads nothing').toBe(1);
  });

  it('answers a 502 with a message, never a stack, when the upstream is down', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    await upstream.stop();
    const { status, headers, json } = await suggestions(`${shop.url}/search-suggestions?q=speaker`);
    expect(status).toBe(502);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(json).toEqual({ msg: 'The shop could not reach its API. Please try again.' });
  });

  it('answers a 502 when the upstream sends no catalogue it can read', async () => {
    const upstream = await upstreamDouble({ hostile: true });
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const { status, json } = await suggestions(`${shop.url}/search-suggestions?q=speaker`);
    expect(status).toBe(502);
    expect(Object.keys(json)).toEqual(['msg']);
  });

  it('indexes the catalogue once for shoppers who ask at once and after, in any language', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const at = (q: string, lang = 'en') =>
      suggestions(`${shop.url}/search-suggestions?q=${encodeURIComponent(q)}&lang=${lang}`);
    const together = await Promise.all([at('speaker'), at('earbuds'), at('प्रोजेक्टर', 'hi')]);
    expect(together.map(({ status }) => status)).toEqual([200, 200, 200]);
    expect((await at('boat', 'ta')).status).toBe(200);
    expect(indexedLines(shop.logs)).toEqual([
      expect.objectContaining({ indexed: products.length, total: products.length }),
    ]);
    expect(upstream.callsTo('/product-api/get-products')).toBe(1);
  });

  it('indexes the first SEARCH_MAX_PRODUCTS products and says so', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, searchMaxProducts: 20 });
    const { status, json } = await suggestions(`${shop.url}/search-suggestions?q=egate`);
    expect(status).toBe(200);
    const firstIds = new Set(products.slice(0, 20).map((product) => product._id));
    for (const product of json.products) expect(firstIds.has(product._id)).toBe(true);
    expect(shop.logs).toContainEqual(
      expect.objectContaining({ indexed: 20, total: products.length, searchMaxProducts: 20 }),
    );
  });

  it('is no page: under its path a browser gets a JSON 404', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const page = await timedGet(`${shop.url}/search-suggestions/anything`, browser);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('in front of a 20,000-product upstream', () => {
  it('indexes in a thread of its own: the server answers other requests within a second meanwhile', async () => {
    const upstream = await upstreamDouble({ catalogueSize: 20_000 });
    const shop = await startShop({ apiBaseUrl: upstream.url });
    // The catalogue in the cache first: the double's serialization and the cache's compression run
    // on this process's event loop too, and are not the index's.
    expect((await timedGet(`${shop.url}/product-api/get-products`)).status).toBe(200);
    let answered = false;
    const suggested = suggestions(`${shop.url}/search-suggestions?q=speaker`).finally(() => (answered = true));
    const others: number[] = [];
    while (!answered) {
      others.push((await timedGet(`${shop.url}/healthz`)).ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { status, json } = await suggested;
    expect(status).toBe(200);
    expect(json.total).toBeGreaterThan(0);
    expect(indexedLines(shop.logs)).toEqual([expect.objectContaining({ indexed: 20_000 })]);
    expect(Math.max(...others), `/healthz, ${others.length} times while the index was built`).toBeLessThan(1000);
  });
});

describe('the suggestion indexes', () => {
  const bodyOf = (records: unknown[]) => Buffer.from(JSON.stringify({ prod: records }));

  it('keep the index for a refill with the same bytes; index a new catalogue while the last one answers', async () => {
    const built: unknown[] = [];
    let newBuild: () => void = () => undefined;
    const indexes = createSuggestionIndexes({
      rendererEntry: inject('rendererEntry'),
      maxProducts: 100_000,
      onBuilt: (outcome) => {
        built.push(outcome);
        newBuild();
      },
    });
    try {
      const first = (await indexes.of(bodyOf(products))) as SuggestionIndex;
      expect(first.indexed).toBe(products.length);
      expect(await indexes.of(bodyOf(products)), 'the same bytes').toBe(first);
      expect(indexes.builds).toBe(1);

      const fewer = bodyOf(products.slice(0, 10));
      const rebuilt = new Promise<void>((resolve) => (newBuild = resolve));
      expect(await indexes.of(fewer), 'the last index answers meanwhile').toBe(first);
      await rebuilt;
      const second = (await indexes.of(fewer)) as SuggestionIndex;
      expect(second.indexed).toBe(10);
      expect(indexes.builds).toBe(2);
      const answer = await second.suggest({ query: 'egate', language: 'en', limit: 10 });
      expect('products' in answer && answer.products.length).toBeGreaterThan(0);
    } finally {
      await indexes.close();
    }
  });

  it('build a catalogue that cannot be read once, and say why', async () => {
    const indexes = createSuggestionIndexes({ rendererEntry: inject('rendererEntry'), maxProducts: 10 });
    try {
      const body = Buffer.from('{"prod":null}');
      expect(await indexes.of(body)).toEqual({ failed: 'the catalogue is not { "prod": [...] }' });
      expect(await indexes.of(body)).toEqual({ failed: 'the catalogue is not { "prod": [...] }' });
      expect(indexes.builds).toBe(1);
    } finally {
      await indexes.close();
    }
  });
});
