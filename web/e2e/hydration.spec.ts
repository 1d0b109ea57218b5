/**
 * What hydrating a listing does not redo (docs/decisions/025-hydration-budget.md): the whole
 * catalogue, requested once the page is live (its HTML carried the category), redraws none of the
 * cards it shows; the sidebar's facets are not in the HTML and draw once the page is live.
 */
import { expect, test } from './fixtures';

interface Product {
  _id: string;
}

test.describe('a hydrated listing', () => {
  test('keeps its cards when the whole catalogue arrives after hydration', async ({ page, request }) => {
    const { prod } = (await (await request.get('/product-api/get-products/1/1')).json()) as { prod: Product[] };
    const first = prod[0]!;
    // The catalogue's answer waits until the cards are watched.
    let release: () => void = () => undefined;
    const watched = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/product-api/get-products', async (route) => {
      await watched;
      await route.continue();
    });
    const catalogue = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/product-api/get-products',
    );
    await page.goto(`/filter-product/${first._id}`);
    await expect(page.locator('html')).toHaveAttribute('data-shop-ready', '');
    await page.evaluate(() => {
      const grid = document.querySelector('article')?.closest('ul');
      const taken: string[] = [];
      Object.assign(window, { takenCards: taken });
      new MutationObserver((changes) => {
        for (const change of changes) change.removedNodes.forEach((node) => taken.push(node.nodeName));
      }).observe(grid!, { childList: true, subtree: true });
    });
    release();
    await catalogue;
    // The answer is stored and the page drawn again within a few tasks.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { takenCards: string[] }).takenCards)).toEqual([]);
  });

  test("holds no facets in its HTML; a wide screen's sidebar draws them once live", async ({ page, request }) => {
    const { prod } = (await (await request.get('/product-api/get-products/1/1')).json()) as { prod: Product[] };
    const path = `/filter-product/${prod[0]!._id}`;
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<article');
    expect(html).not.toContain('type="checkbox"');

    await page.goto(path);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await expect(sidebar.getByRole('group', { name: 'Price' })).toBeVisible();
    await expect(sidebar.getByRole('checkbox').first()).toBeVisible();
  });
});
