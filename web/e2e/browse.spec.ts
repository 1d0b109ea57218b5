/**
 * The storefront journey in a real browser: home, search with suggestions, the listing, a product
 * page. Carousels are checked in the built bundle for the slides they lay out in view.
 */
import { expectSlidesInView } from './carousel';
import { expect, test } from './fixtures';

interface Product {
  _id: string;
  content: { title: string };
}

test('home, search suggestion, listing and product detail with carousels', async ({ page, request }) => {
  test.slow(); // four screens, the first one warming up the server's catalogue
  const catalogue = (await (await request.get('/product-api/get-products')).json()) as { prod: Product[] };
  const target = catalogue.prod[0]!;
  const typed = target.content.title.split(' ')[0]!;

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Best Of Electronics' })).toBeVisible();
  await expect(page.getByRole('timer').first()).toHaveText(/^1[34] hours, \d+ minutes, \d+ seconds Left$/);
  await expectSlidesInView(page, 'Offers', 1);
  await expectSlidesInView(page, 'Best Of Electronics products', 5);

  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(typed);
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  const firstOption = suggestions.getByRole('option').first();
  await expect(firstOption.locator('mark')).toHaveText(new RegExp(`^${typed}$`, 'i'));
  await firstOption.click();

  await expect(page).toHaveURL(/\/filter-product\/[0-9a-f]{24}$/);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('navigation', { name: 'Sort by' })).toBeVisible();
  const firstCard = page.getByRole('article').first().getByRole('link');
  await firstCard.click();

  await expect(page).toHaveURL(/\/detail-view\/[0-9a-f]{24}$/);
  await expect(page.getByRole('button', { name: 'ADD TO CARD' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expectSlidesInView(page, 'Similar Products products', 6);
  await expectSlidesInView(page, 'Both Together products', 6);
});

test('search with Enter opens the results listing', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('smart');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=smart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “smart”');
});
