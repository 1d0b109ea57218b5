/**
 * Pages rendered on the server (docs/decisions/016-server-rendering.md): what `curl` gets for `/`,
 * a listing and a product holds their products' titles and prices; the page's language comes from
 * its URL alone (`/hi/...`; no cookie or Accept-Language changes it); the browser hydrates it
 * without asking again for what the server fetched, and without a hydration error (the fixtures
 * fail a test on any).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

interface Product {
  _id: string;
  category?: string;
  content: { title: string; price: { sell_price: string } };
}

const asBrowser = { accept: 'text/html' };

async function products(request: APIRequestContext, path: string): Promise<Product[]> {
  const body = (await (await request.get(path)).json()) as { prod: Product[] };
  return body.prod;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('HTML rendered on the server', () => {
  test('holds the products and prices of /, a listing and a product page', async ({ request }) => {
    const [first] = await products(request, '/product-api/get-products/1/40');
    if (!first) throw new Error('no products');
    for (const path of ['/', `/filter-product/${first._id}`, `/detail-view/${first._id}`]) {
      const response = await request.get(path, { headers: asBrowser });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('id="server-state"');
      expect(html, path).toContain(first.content.price.sell_price);
      // Card titles are cut to 20 characters; the full title is in the card's title attribute.
      expect(html, path).toContain(escaped(first.content.title).slice(0, 20));
    }
  });

  test("is in its URL's language, with <html lang>, whatever the cookie or Accept-Language", async ({ request }) => {
    const hindi = await (
      await request.get('/hi/', { headers: { ...asBrowser, 'accept-language': 'en-IN', cookie: 'lang=en' } })
    ).text();
    expect(hindi).toMatch(/<html lang="hi"/);
    expect(hindi).toContain('लॉग इन');
    const root = await request.get('/', {
      headers: { ...asBrowser, 'accept-language': 'hi-IN,hi;q=0.9', cookie: 'lang=hi' },
    });
    expect(await root.text()).toMatch(/<html lang="en"/);
    expect(root.headers()['vary']).toBe('Accept-Encoding');
  });

  test('hydrates a Hindi page in Hindi, and keeps its links under /hi/', async ({ page }) => {
    await page.goto('/hi/plus');
    await expect(page.locator('html')).toHaveAttribute('data-shop-ready', '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /RupeeStore/ })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/hi/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('keeps the Content-Security-Policy without inline scripts', async ({ request }) => {
    const response = await request.get('/', { headers: asBrowser });
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toBe('');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  test('hydrates in the browser without fetching the first screen again', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/product-api/')) apiCalls.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Best Of Electronics' })).toBeVisible();
    // Hydrated: React has taken the server's HTML over.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    expect(apiCalls.filter((url) => url.includes('/get-products/1/120'))).toEqual([]);
  });

  test("a listing's HTML carries the page it shows, never the catalogue, which comes after hydration", async ({
    page,
    request,
  }) => {
    const catalogue = await products(request, '/product-api/get-products');
    const [first] = catalogue;
    if (!first?.category) throw new Error('no product with a category');
    const inCategory = catalogue.filter((product) => product.category === first.category);
    expect(inCategory.length).toBeLessThan(catalogue.length);

    const html = await (await request.get(`/filter-product/${first._id}`, { headers: asBrowser })).text();
    const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const { answers, loaderData } = JSON.parse(state) as {
      answers: { api: { queries: Record<string, unknown> } };
      loaderData: Record<string, { products?: Product[]; scopedCount?: number } | null>;
    };
    expect(answers.api.queries['getProducts(undefined)']).toBeUndefined();
    // The listing's summary (features/listing/listingView.ts): its one page of the category.
    const summary = Object.values(loaderData).find((data) => data?.products);
    expect(summary?.scopedCount).toBe(inCategory.length);
    const carried = summary?.products ?? [];
    expect(carried.length).toBe(Math.min(40, inCategory.length));
    const inCategoryIds = new Set(inCategory.map((product) => product._id));
    expect(carried.every((product) => inCategoryIds.has(product._id))).toBe(true);
    expect(carried[0]?._id).toBe(first._id);

    const catalogueCall = page.waitForRequest((call) => new URL(call.url()).pathname === '/product-api/get-products');
    await page.goto(`/filter-product/${first._id}`);
    const count = page.getByText(/^Showing 1 – \d+ of [\d,]+ products$/);
    const shown = await count.textContent();
    await catalogueCall;
    await expect(page.locator('html')).toHaveAttribute('data-shop-ready', '');
    await expect(count).toHaveText(shown ?? '');
  });

  test("answers 404 in the layout for a path no route matches, in its URL's language", async ({ request }) => {
    const response = await request.get('/hi/no-such-page', { headers: asBrowser });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain('ऐप में अनचाही गड़बड़ी!');
    expect(html).toContain('href="/hi/"');
  });

  test('draws who is signed in after hydration: the HTML is the same for every shopper', async ({ request }) => {
    const signedIn = {
      ...asBrowser,
      cookie: `token=abc; user=${encodeURIComponent(JSON.stringify({ firstname: 'Asha' }))}`,
    };
    const response = await request.get('/plus', { headers: signedIn });
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).not.toContain('Asha');
    expect(html).toContain('>Login<');
    const anonymous = await request.get('/plus', { headers: asBrowser });
    expect(anonymous.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(anonymous.headers()['set-cookie']).toBeUndefined();
  });
});
