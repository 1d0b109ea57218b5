/**
 * The storefront at phone and tablet widths: rails show two products, the side drawer replaces the
 * bar's menus, and the listing's filters open in a drawer.
 */
import { expectSlidesInView } from './carousel';
import { expect, test } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('rails show two products; the menu drawer has the header menu’s entries', async ({ page }) => {
    await page.goto('/');
    await expectSlidesInView(page, 'Best Of Electronics products', 2);
    await expect(page.getByRole('button', { name: 'More' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Login & Signup' })).toBeVisible();
    await drawer.getByRole('link', { name: 'My Orders' }).click();
    // Sign-in, then back to My Orders.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === '/account/orders',
    );
  });

  test('the listing hides the sidebar and filters through a drawer', async ({ page, request }) => {
    const { prod } = (await (await request.get('/product-api/get-products/1/1')).json()) as { prod: { _id: string }[] };
    await page.goto(`/filter-product/${prod[0]!._id}`);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('group', { name: 'Price' }).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/price=/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Selected filters' }).getByRole('button')).not.toHaveCount(0);
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('detail carousels show three products', async ({ page, request }) => {
    const { prod } = (await (await request.get('/product-api/get-products/1/1')).json()) as { prod: { _id: string }[] };
    await page.goto(`/detail-view/${prod[0]!._id}`);
    await expectSlidesInView(page, 'Similar Products products', 3);
  });
});
