/**
 * With JavaScript off (an old phone, a proxy browser, a script that failed to load) the server's
 * HTML is the shop: a shopper goes from `/` to a listing, sorts it, pages it, opens a product and
 * searches, through plain links and the search form (docs/decisions/016-server-rendering.md).
 */
import type { Page } from '@playwright/test';
import { localizedPath } from '../src/lib/i18n/languageUrls';
import { paths } from '../src/lib/paths';
import { expect, test } from './fixtures';
import { sampleProduct } from './routeTable';

test.use({ javaScriptEnabled: false });

/** The rupee amounts the listing's cards show as selling prices, in order. */
async function sellingPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').locator('article > a > p > span:first-child').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test('a shopper without JavaScript browses, sorts, pages, opens a product and searches', async ({ page }) => {
  test.slow(); // five pages, each rendered on the server
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Best Of Electronics' })).toBeVisible();
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard).toContainText('₹');

  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/filter-product\/[0-9a-f]{24}$/);
  await expect(page.getByText(/^Showing 1 – \d+ of [\d,]+ products$/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('₹');

  await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Price--Low to High' }).click();
  await expect(page).toHaveURL(/sort=/);
  const prices = await sellingPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  if (await pagination.getByRole('link', { name: 'Next' }).count()) {
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 41 – \d+ of [\d,]+ products$/)).toBeVisible();
  }

  const product = page.getByRole('main').getByRole('article').first();
  const title = (await product.getByRole('heading').first().getAttribute('title')) ?? '';
  await product.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/detail-view\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 20));
  await expect(page.getByRole('main')).toContainText('₹');

  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('phone');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=phone$/);
  await expect(page.getByRole('heading', { name: /Search results for/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('₹');
});

test('a screen drawn only by script still paints its frame: the top bar, the categories and a spinner', async ({
  page,
}) => {
  await page.goto(paths.cart);
  await expect(page.getByRole('link', { name: 'RupeeStore home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading');
});

test("that frame comes in its URL's language, with no English first", async ({ page }) => {
  await page.goto(localizedPath(paths.cart, 'hi'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('banner')).toContainText('लॉग इन');
  await expect(page.getByRole('banner')).not.toContainText('Login');
});

test('the language switcher works without it: its links lead to the same page in each language', async ({ page }) => {
  await page.goto(paths.plus);
  const switcher = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL((url) => url.pathname === localizedPath(paths.plus, 'hi'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('banner')).toContainText('लॉग इन');
});

/** The `<noscript>` notes in the HTML a path answers a browser with. */
async function noScriptNotes(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.ok()).toBe(true);
  const html = await response.text();
  return [...html.matchAll(/<noscript>(.*?)<\/noscript>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'"),
  );
}

// Playwright turns script execution off but not the parser's scripting flag, so a page it opens
// never shows `<noscript>`: these read the HTML a browser without JavaScript renders them from.
test('without JavaScript, what needs it says so: the cart, the phone menu and the phone’s Filters', async ({
  page,
}) => {
  const needsScript =
    'This page needs JavaScript, which is off in this browser. Products, categories and search work without it.';
  expect(await noScriptNotes(page, paths.cart)).toContain(needsScript);
  expect(await noScriptNotes(page, paths.login)).toContain(needsScript);

  const home = await noScriptNotes(page, paths.home);
  expect(home).toContain('All pages');
  const html = await (await page.request.get(paths.home, { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<noscript><span[^>]*><a[^>]*href="\/sitemap"[^>]*>All pages<\/a>/);

  await page.goto('/');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/filter-product\/[0-9a-f]{24}$/);
  expect(await noScriptNotes(page, new URL(page.url()).pathname)).toContain(
    'Filters need JavaScript; sorting and pages work without it.',
  );
});

test('ADD TO CARD and BUY NOW without it lead a signed-out shopper to sign in, then back to the product', async ({
  page,
  request,
}) => {
  const product = await sampleProduct(request);
  const productPath = paths.productDetail(product._id);
  for (const [code, button] of [
    ['en', 'ADD TO CARD'],
    ['hi', 'अभी खरीदें'],
  ] as const) {
    await page.goto(localizedPath(productPath, code));
    await page.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === localizedPath(paths.login, code) && url.searchParams.get('next') === productPath,
    );
  }
});
